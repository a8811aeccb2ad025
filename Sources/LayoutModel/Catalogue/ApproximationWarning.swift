/// What a run says where layoutdbg lays something out as an approximation of SwiftUI, or guesses a value: the same
/// words whether the reader or the compiled path (the LayoutDebugger library) made the tree, so a file says the same
/// on either way in.
public enum ApproximationWarning {
    /// An image whose natural size nothing gave: the size used, and how to give one.
    public static func imageSize(_ name: String, _ size: Size) -> (message: String, notes: [String]) {
        ("image '\(name)' has no natural size; using \(NumberFormat.string(size.width))x\(NumberFormat.string(size.height))",
         ["add '// size: WxH' at the end of the image's line, or '// layoutdbg: image \"\(name)\" WxH' at the top of the file"])
    }

    /// An SF Symbol whose size nothing gave: it is as large as its font, by a proportion layoutdbg infers.
    public static func symbolSize(_ name: String) -> (message: String, notes: [String]) {
        ("symbol '\(name)' has no natural size; using \(NumberFormat.string(SurfaceDefaults.imageSize.width))x"
            + "\(NumberFormat.string(SurfaceDefaults.imageSize.height)) at \(NumberFormat.string(Font.body.size)) pt, in proportion to its font",
         imageSize(name, SurfaceDefaults.imageSize).notes)
    }

    /// The images one `Image(…)` of the code made with no natural size (`symbolSize`, `imageSize`): one warning for
    /// the line, however many names it made (`Image(systemName: item.icon)` in a `ForEach` makes one per item), the
    /// names sorted and the first three spelt out.
    public static func unsizedImages(_ names: [String], symbol: Bool) -> (message: String, notes: [String]) {
        let sorted = Set(names).sorted()
        guard sorted.count > 1 else {
            return symbol ? symbolSize(sorted[0]) : imageSize(sorted[0], SurfaceDefaults.imageSize)
        }
        let shown = sorted.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        let listed = sorted.count > 3 ? "\(shown) and \(sorted.count - 3) more" : shown
        let size = "\(NumberFormat.string(SurfaceDefaults.imageSize.width))x\(NumberFormat.string(SurfaceDefaults.imageSize.height))"
        let message = symbol
            ? "symbols \(listed) have no natural size; using \(size) at \(NumberFormat.string(Font.body.size)) pt, in proportion to their font"
            : "images \(listed) have no natural size; using \(size)"
        return (message, ["add '// size: WxH' at the end of the image's line, or '// layoutdbg: image \"NAME\" WxH' for each name "
                          + "at the top of the file"])
    }

    /// A PreviewProvider whose `previews` hold several views: Xcode's canvas shows a preview of each.
    public static func previews(of provider: String, count: Int) -> (message: String, notes: [String]) {
        ("'\(provider).previews' makes \(count) previews, one for each of its views, as Xcode's canvas does; layoutdbg traces the first",
         ["trace another with --root and its view expression"])
    }

    /// A Button in the default style.
    public static let button = "'Button' is laid out as its label: the default button style adds no layout of its own"

    /// A NavigationSplitView, laid out as its sidebar.
    public static let splitView = "'NavigationSplitView' is laid out as its sidebar, the top of the one stack it collapses into on "
        + "iPhone: its columns side by side (iPad, Mac) and preferredCompactColumn are not modelled"

    /// The text model's weights: SF Pro Text Semibold for `.headline`, Regular for every other style.
    private static let weight = "layoutdbg sets text in the weight of its font style (semibold for .headline, regular for the others)"

    /// Modifiers that change layout in SwiftUI in ways layoutdbg does not model, accepted and ignored: why.
    public static let ignoredModifiers: [String: String] = {
        var table = [
            "dynamicTypeSize": "layoutdbg lays text out at the default Large size",
            "imageScale": "layoutdbg takes an image's size from its size comment or directive",
            // Each changes the glyphs' advances in SwiftUI (Apple's documentation of each modifier; docs/fidelity.md,
            // "Text metrics"): text set without it is narrower or wider than SwiftUI's.
            "fontWeight": weight,
            "bold": weight,
            "fontDesign": "layoutdbg measures text in SF Pro, the default design",
            "fontWidth": "layoutdbg measures text in SF Pro's standard width",
            "monospaced": "layoutdbg measures text in SF Pro, not its fixed-width variant",
            "monospacedDigit": "layoutdbg gives digits SF Pro's proportional widths",
            "textCase": "layoutdbg measures the text in the case it is written in",
            "allowsTightening": "layoutdbg does not tighten text that does not fit (truncated or wrapped here), where SwiftUI may",
            "controlSize": "layoutdbg lays controls out at the regular size",
            "buttonStyle": "layoutdbg lays a Button out as its label, as the default style does",
            "matchedGeometryEffect": "a view that is not its group's source (isSource: false) keeps its own frame here, where SwiftUI gives it the source's",
            "minimumScaleFactor": "layoutdbg sets text at its full size; where it does not fit (truncated or wrapped here), SwiftUI shrinks its font, down to the factor, and sizes it differently",
        ]
        for name in ["navigationSplitViewColumnWidth", "navigationSplitViewStyle"] {
            table[name] = "layoutdbg lays a NavigationSplitView out as its sidebar, as on iPhone"
        }
        for style in ["labelStyle", "pickerStyle", "toggleStyle", "textFieldStyle", "progressViewStyle"] {
            table[style] = "layoutdbg lays controls out in their default style"
        }
        return table
    }()

    /// `.overlayPreferenceValue` / `.backgroundPreferenceValue` (`name`): layoutdbg lays the view out once and gathers
    /// no preferences, so the content is made from the key's default value. The view's own size does not depend on it.
    public static func preferenceValue(_ name: String, key: String) -> String {
        "'.\(name)' makes its content from \(key).defaultValue: layoutdbg gathers no preferences, where SwiftUI passes the "
            + "value the views below set (the view's own size is the same either way)"
    }

    /// The warning for an ignored modifier `name`.
    public static func ignored(_ name: String, because reason: String) -> String { "'.\(name)' ignored: \(reason)" }

    /// A `#Preview` trait other than a layout or an orientation one (`.modifier(…)`): both Swift paths say the same.
    public static func ignoredPreviewTrait(_ name: String) -> String {
        "preview trait '.\(name)' ignored: layoutdbg models the layout and orientation traits only"
    }
}
