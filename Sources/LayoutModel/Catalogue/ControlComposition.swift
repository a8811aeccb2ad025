// Models: SwiftUI's controls in their default iOS styles (Toggle, Stepper, Slider, Label, LabeledContent, Picker,
// ProgressView, TextField, SecureField, TextEditor, AsyncImage's placeholder, List and Form, and MapKit's Map), as
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

    /// The row of iOS's automatic `LabeledContent` style, which the switch Toggle and other labelled controls use:
    /// `HStack { VStack(alignment: .leading) { label }; Spacer().layoutPriority(-1); HStack { content } }` at the
    /// default spacing, so the label and the control are sized before the spacer takes what is left and the row fills
    /// the width. Re-implemented from OpenSwiftUI's `LeadingTrailingLabeledContentStyle` and `SwitchToggleStyle`
    /// (audited against SwiftUI 6, iOS 18; the VStack around the label is SwiftUI's since iOS 16), and observed as "a
    /// row filling the width: label leading, control trailing" in Apple's SwiftUI on Mac Catalyst (docs/fidelity.md).
    public static func labeledRow(label: [ViewNode], content: [ViewNode], name: String, at location: SourceLocation, file: String?) -> ViewNode {
        let labelColumn = ViewNode(element: .vStack(alignment: .leading, spacing: nil), children: label, location: location, file: file)
        let spacer = ViewNode(element: .spacer(minLength: nil), modifiers: [LocatedModifier(.layoutPriority(-1), at: location)],
                              location: location, file: file)
        let contentRow = ViewNode(element: .hStack(alignment: .center, spacing: nil), children: content, location: location, file: file)
        return ViewNode(element: .hStack(alignment: .center, spacing: nil), children: [labelColumn, spacer, contentRow],
                        label: name, location: location, file: file)
    }

    /// `Toggle(label, isOn:)` in the `.switch` style, iOS's default: a labelled row whose control is the switch at its
    /// fixed size (SwiftUI's `.fixedSize()` on it; UISwitch's frame is 51×31).
    public static func toggle(label: [ViewNode], at location: SourceLocation, file: String?) -> ViewNode {
        labeledRow(label: label, content: [fixed(.shape(.capsule), switchSize, at: location, file: file)], name: "Toggle", at: location, file: file)
    }

    /// The stepper control: 94×32 pt since iOS 13 (observed: a live UIStepper's `intrinsicContentSize` is (94, 32)
    /// on iOS 26, and projects of the iOS 14 era and later size it so; 94×29 before iOS 13).
    public static let stepperSize = Size(width: 94, height: 32)

    /// `Stepper(label, value:in:)`: a labelled row whose control is the 94×32 stepper (inferred to follow the
    /// Toggle's LabeledContent pattern; observed as a row filling the width on Mac Catalyst).
    public static func stepper(label: [ViewNode], at location: SourceLocation, file: String?) -> ViewNode {
        labeledRow(label: label, content: [fixed(.shape(.capsule), stepperSize, at: location, file: file)], name: "Stepper", at: location, file: file)
    }

    /// The height of a Slider: UISlider's 31 pt (observed: Interface Builder stores sliders 31 high; Apple's SwiftUI on
    /// Mac Catalyst measured "31 pt rows filling the width"). It takes the width offered.
    public static let sliderHeight = 31.0

    /// `Slider(value:in:)`: the track as wide as offered and `sliderHeight` high; with minimum and maximum value labels,
    /// those at its ends in a row (inferred). The `label` is not shown outside a Form (observed on Mac Catalyst).
    public static func slider(minimumValueLabel: [ViewNode], maximumValueLabel: [ViewNode], at location: SourceLocation, file: String?) -> ViewNode {
        var track = ViewNode(element: .shape(.capsule), location: location, file: file)
        track.modifiers = [LocatedModifier(.frame(width: nil, height: sliderHeight, alignment: .center), at: location)]
        guard !minimumValueLabel.isEmpty || !maximumValueLabel.isEmpty else {
            track.label = "Slider"
            return track
        }
        return ViewNode(element: .hStack(alignment: .center, spacing: nil), children: minimumValueLabel + [track] + maximumValueLabel,
                        label: "Slider", location: location, file: file)
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

    /// A view that takes the size it is offered, as a shape does (10×10 when offered nothing, spec §2), under the
    /// control's name: `TextEditor` (inferred: a UITextView that scrolls its text inside whatever frame it is given)
    /// and `AsyncImage`'s standard placeholder, which "fills the available space" until the image loads (documented:
    /// Apple's AsyncImage reference; Kingfisher's KFImage copies it: "takes all the proposed size while loading").
    public static func filling(name: String, at location: SourceLocation, file: String?) -> ViewNode {
        ViewNode(element: .shape(.rectangle), label: name, location: location, file: file)
    }

    /// A view SwiftUI hosts from a platform view with no size of its own: `Map` (an MKMapView). SwiftUI sizes a hosted
    /// UIView by its intrinsic content size, and an axis with none (`UIView.noIntrinsicMetric`, a plain UIView's and
    /// so, inferred, MKMapView's) is flexible from 0 to infinity with an ideal of 0; the reply is the proposal with its
    /// nil axes at that ideal (OpenSwiftUI's `PlatformViewHost.intrinsicLayoutTraits` and `ViewLeafView.sizeThatFits`,
    /// audited against SwiftUI 6 for iOS). So: a Rectangle whose ideal size is 0, 0 × 0 when offered nothing.
    public static func platformView(name: String, at location: SourceLocation, file: String?) -> ViewNode {
        ViewNode(element: .shape(.rectangle), modifiers: [LocatedModifier(.flexFrame(FlexFrame(idealWidth: 0, idealHeight: 0)), at: location)],
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
    /// mostly puts pickers: a labelled row, the title leading and the selection trailing (inferred, as a Toggle's row).
    /// layoutdbg shows the first option, not knowing the selection at run time. Outside a List or Form, iOS 16 and
    /// later show only the selection as a menu button: that difference is known and said in docs/fidelity.md.
    public static func picker(title: [ViewNode], options: [ViewNode], at location: SourceLocation, file: String?) -> ViewNode {
        labeledRow(label: title, content: Array(options.prefix(1)), name: "Picker", at: location, file: file)
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

    /// The height of the tab bar on iPhone, above the bottom safe-area inset: UITabBar's 49 pt (observed: a printed
    /// view hierarchy, markmeretzky.com "Tab Bar Controller"; the same height in every orientation, Apple's HIG).
    public static let tabBarHeight = 49.0

    /// `TabView { … }` in the default style: the first tab's content centred in the space above the tab bar, which is
    /// `tabBarHeight` high and as wide as offered: `VStack(spacing: 0) { ZStack { tab }.frame(maxWidth: .infinity,
    /// maxHeight: .infinity); Rectangle().frame(height: 49) }` (inferred: SwiftUI hosts a UITabBarController, whose
    /// tab bar insets the content's safe area). layoutdbg shows the first tab, not knowing the selection at run time;
    /// the other tabs are not laid out, as SwiftUI shows one at a time.
    public static func tabView(tabs: [ViewNode], at location: SourceLocation, file: String?) -> ViewNode {
        let content = tabArea(tabs, at: location, file: file)
        let bar = ViewNode(element: .shape(.rectangle), modifiers: [LocatedModifier(.frame(width: nil, height: tabBarHeight, alignment: .center), at: location)],
                           label: "tab bar", location: location, file: file)
        return ViewNode(element: .vStack(alignment: .center, spacing: 0), children: [content, bar], label: "TabView", location: location, file: file)
    }

    /// `.tabViewStyle(.page)` on a TabView: no tab bar, the first page filling the view (inferred: a paging scroll view
    /// whose index dots overlay the page); any other view is left as it is.
    public static func pageStyle(_ node: ViewNode, at location: SourceLocation) -> ViewNode {
        guard node.label == "TabView", node.children.count == 2, node.children[1].label == "tab bar" else { return node }
        var page = node.children[0]
        page.label = "TabView"
        page.modifiers += node.modifiers
        return page
    }

    /// `GroupBox` in iOS's default style: `VStack { label.headline, leading; content }.padding()` on an 8-pt rounded
    /// rectangle. Observed: DanceUI's reconstruction of iOS 14.3's `PhoneIdiomGroupBoxStyle`, whose body type is the
    /// one SwiftUI's `DefaultGroupBoxStyle.Body` spells (VStack, `_AlignmentLayout`, a font, `_PaddingLayout`, a
    /// `RoundedRectangle` background). Its `_AlignmentLayout(horizontal: .leading)` takes the width offered and puts
    /// the label at its leading edge (OpenSwiftUI's `AlignmentLayout.swift`); `.frame(maxWidth: .infinity, alignment:
    /// .leading)` does the same but where the label is wider than offered (inferred equivalent).
    public static func groupBox(label: [ViewNode], content: [ViewNode], at location: SourceLocation, file: String?) -> ViewNode {
        let leading = FlexFrame(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .center))
        let styledLabel = label.map { view in
            var styled = view
            styled.modifiers += [LocatedModifier(.flexFrame(leading), at: location), LocatedModifier(.font(Font(textStyle: "headline")!), at: location)]
            return styled
        }
        let background = ViewNode(element: .shape(.roundedRectangle(cornerRadius: 8)), location: location, file: file)
        return ViewNode(element: .vStack(alignment: .center, spacing: nil), children: styledLabel + content,
                        modifiers: [LocatedModifier(.padding(EdgeInsets(all: 16)), at: location),
                                    LocatedModifier(.background(alignment: .center, content: [background]), at: location)],
                        label: "GroupBox", location: location, file: file)
    }

    /// The first tab centred in all the space it is offered.
    private static func tabArea(_ tabs: [ViewNode], at location: SourceLocation, file: String?) -> ViewNode {
        let frame = FlexFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
        return ViewNode(element: .zStack(alignment: .center), children: Array(tabs.prefix(1)),
                        modifiers: [LocatedModifier(.flexFrame(frame), at: location)], location: location, file: file)
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
