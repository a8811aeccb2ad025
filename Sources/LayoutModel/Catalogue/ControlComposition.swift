// Models: SwiftUI's controls in their default iOS styles (Toggle, Label, ProgressView, TextField, SecureField), as
// compositions of the views layoutdbg lays out, defined once for every front end (the reader and the LayoutDebugger
// library build the same nodes from here). How sure each is, is said per control: the platform draws these with
// UIKit controls whose layout code is not public, so a composition reproduces their size behaviour, not their drawing.
// Each composition carries the control's name as the node's label, so a trace says `HStack "Toggle"`.

/// The node trees of SwiftUI's controls.
public enum ControlComposition {
    /// The switch of a `Toggle`: UISwitch has a fixed 51×31 pt size (observed: its view hierarchy prints
    /// `frame = (0 0; 51 31)`, c4ios.com "Hacking UISwitch"; the size is the same on every iPhone).
    public static let switchSize = Size(width: 51, height: 31)
    /// The indeterminate (circular) `ProgressView`: UIActivityIndicatorView's medium style, 20×20 pt (observed, UIKit's
    /// `UIActivityIndicatorView.Style.medium`; inferred to be what SwiftUI's circular style hosts on iOS).
    public static let spinnerSize = Size(width: 20, height: 20)
    /// The track of a linear `ProgressView`: 4 pt high (inferred from UIProgressView's default bar style, which
    /// SwiftUI's linear style matches on screen); it takes the width offered, as a shape does.
    public static let progressBarHeight = 4.0

    /// `Toggle(label, isOn:)` in the `.switch` style, iOS's default: the label leading and the switch trailing,
    /// filling the row (observed: a Toggle fills the width of a VStack and of a Form row). Inferred: an HStack of the
    /// label, a Spacer and the switch; its spacing the stack default.
    public static func toggle(label: [ViewNode], at location: SourceLocation, file: String?) -> ViewNode {
        let switchNode = fixed(.shape(.capsule), switchSize, at: location, file: file)
        let spacer = ViewNode(element: .spacer(minLength: nil), location: location, file: file)
        return ViewNode(element: .hStack(alignment: .center, spacing: nil), children: label + [spacer, switchNode],
                        label: "Toggle", location: location, file: file)
    }

    /// `Label(title, systemImage:)` in the default style outside lists: the icon, then the title, in a row. Inferred:
    /// an HStack at the default spacing (the style is not public; apps that change the spacing re-create it as
    /// `HStack(spacing: …) { icon; title }`).
    public static func label(title: [ViewNode], icon: [ViewNode], at location: SourceLocation, file: String?) -> ViewNode {
        ViewNode(element: .hStack(alignment: .center, spacing: nil), children: icon + title, label: "Label",
                 location: location, file: file)
    }

    /// `ProgressView()` without a value: the circular spinner, at its fixed size; with a label, the label below it
    /// (inferred: a VStack at the default spacing).
    public static func spinner(label: [ViewNode], at location: SourceLocation, file: String?) -> ViewNode {
        let spinner = fixed(.shape(.circle), spinnerSize, at: location, file: file)
        return column(label: label, below: true, spinner, name: "ProgressView", at: location, file: file)
    }

    /// `ProgressView(value:)` (or with `total:`): the linear bar, as wide as offered, with its label above it and its
    /// `currentValueLabel` below (inferred: a leading-aligned VStack at the default spacing).
    public static func bar(label: [ViewNode], currentValue: [ViewNode] = [], at location: SourceLocation, file: String?) -> ViewNode {
        var bar = ViewNode(element: .shape(.capsule), location: location, file: file)
        bar.modifiers = [LocatedModifier(.frame(width: nil, height: progressBarHeight, alignment: .center), at: location)]
        guard !currentValue.isEmpty else { return column(label: label, below: false, bar, name: "ProgressView", at: location, file: file) }
        return ViewNode(element: .vStack(alignment: .leading, spacing: nil), children: label + [bar] + currentValue,
                        label: "ProgressView", location: location, file: file)
    }

    /// `TextField(placeholder, text:)` and `SecureField` in the default (plain) style: one line of text as tall as
    /// the font's line, as wide as offered (observed: a TextField fills an HStack's remaining width). Inferred: the
    /// placeholder's Text in a frame of unbounded maximum width, leading-aligned.
    public static func textField(placeholder: String, name: String, at location: SourceLocation, file: String?) -> ViewNode {
        let frame = FlexFrame(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .center))
        return ViewNode(element: .text(placeholder), modifiers: [LocatedModifier(.flexFrame(frame), at: location)],
                        label: name, location: location, file: file)
    }

    /// The smallest height of a List or Form row: SwiftUI's `defaultMinListRowHeight` environment value, 44 pt on iOS
    /// (inferred from UIKit's 44 pt default row height, which SwiftUI's lists keep before iOS 26's taller rows).
    public static let minimumRowHeight = 44.0
    /// A row's content inset from the edges of its inset-grouped card (inferred: UITableView's inset-grouped cells
    /// lay out their content at 20 pt on iPhone).
    public static let rowInset = 20.0
    /// The card's inset from the list's edges (inferred: the 16 pt system minimum layout margin of an iPhone view).
    public static let cardInset = 16.0

    /// `List { … }` and `Form { … }` in the inset-grouped style, iOS's default: a vertical scroll view of rows, each
    /// row its view leading-aligned across the card, at least `minimumRowHeight` high, inset `rowInset` on both
    /// sides; the rows stacked without gaps inside a card inset `cardInset`. Inferred throughout (the list is a
    /// UICollectionView whose layout is not public); section headers and the gaps between sections are not modelled.
    public static func list(rows: [ViewNode], name: String, at location: SourceLocation, file: String?) -> ViewNode {
        let rowFrame = FlexFrame(maxWidth: .infinity, minHeight: minimumRowHeight, alignment: Alignment(horizontal: .leading, vertical: .center))
        let inset = EdgeInsets(top: 0, leading: rowInset, bottom: 0, trailing: rowInset)
        let placed = rows.map { row in
            var copy = row
            copy.modifiers += [LocatedModifier(.flexFrame(rowFrame), at: row.location), LocatedModifier(.padding(inset), at: row.location)]
            return copy
        }
        let card = ViewNode(element: .vStack(alignment: .leading, spacing: 0), children: placed,
                            modifiers: [LocatedModifier(.padding(EdgeInsets(top: 0, leading: cardInset, bottom: 0, trailing: cardInset)), at: location)],
                            location: location, file: file)
        return ViewNode(element: .scrollView(axes: .vertical), children: [card], label: name, location: location, file: file)
    }

    /// `Picker(title, selection:) { options }` in the default style as a List or Form row shows it, where real code
    /// mostly puts pickers: the title leading, the selection trailing, filling the row (inferred, as a Toggle's row).
    /// layoutdbg shows the first option, not knowing the selection at run time. Outside a List or Form, iOS 16 and
    /// later show only the selection as a menu button: that difference is known and said in docs/fidelity.md.
    public static func picker(title: [ViewNode], options: [ViewNode], at location: SourceLocation, file: String?) -> ViewNode {
        let spacer = ViewNode(element: .spacer(minLength: nil), location: location, file: file)
        return ViewNode(element: .hStack(alignment: .center, spacing: nil), children: title + [spacer] + options.prefix(1),
                        label: "Picker", location: location, file: file)
    }

    /// The height of a segmented Picker: UISegmentedControl's 32 pt (inferred from its intrinsic height on iOS 13 and
    /// later); it takes the width offered.
    public static let segmentedHeight = 32.0

    /// `.pickerStyle(.segmented)` on a Picker: a bar as wide as offered and `segmentedHeight` high, keeping the
    /// picker's place and modifiers; any other view is left as it is (the style has no effect on it).
    public static func segmented(_ node: ViewNode, at location: SourceLocation) -> ViewNode {
        guard node.label == "Picker" else { return node }
        var bar = ViewNode(element: .shape(.rectangle), modifiers: [LocatedModifier(.frame(width: nil, height: segmentedHeight, alignment: .center), at: location)],
                           label: "Picker", location: node.location, file: node.file)
        bar.modifiers += node.modifiers
        return bar
    }

    private static func fixed(_ element: Element, _ size: Size, at location: SourceLocation, file: String?) -> ViewNode {
        ViewNode(element: element, modifiers: [LocatedModifier(.frame(width: size.width, height: size.height, alignment: .center), at: location)],
                 location: location, file: file)
    }

    /// The indicator alone, or in a leading VStack with its label.
    private static func column(label: [ViewNode], below: Bool, _ indicator: ViewNode, name: String,
                               at location: SourceLocation, file: String?) -> ViewNode {
        guard !label.isEmpty else {
            var alone = indicator
            alone.label = name
            return alone
        }
        let alignment: HorizontalAlignment = below ? .center : .leading
        return ViewNode(element: .vStack(alignment: alignment, spacing: nil), children: below ? [indicator] + label : label + [indicator],
                        label: name, location: location, file: file)
    }
}
