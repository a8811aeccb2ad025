// The SwiftUI names layoutdbg knows it does not model yet: refused by name rather than as misspellings, by the
// reader and in the compiled path's compiler errors.
extension SwiftUICatalogue {
    /// What a run says of one of these names (`'Gauge'`, `'.scenePadding'`), on every path.
    public static func notModelled(_ name: String) -> String { "'\(name)'" + notModelledSuffix }
    public static let notModelledSuffix = " is not supported by layoutdbg: it has no layout model yet"

    /// The protocols of views SwiftUI hosts from UIKit and AppKit: a type conforming to one is a view, which the
    /// compiled path makes and sizes (LayoutDebugger's ViewRepresentable.swift); the reader cannot run its code.
    public static let representableProtocols: Set<String> = [
        "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
    ]

    /// SwiftUI modifiers that change layout in ways layoutdbg does not model yet.
    public static let unsupportedModifiers: Set<String> = [
        "containerRelativeFrame", "baselineOffset",
        "modifier", "layoutDirectionBehavior", "flipsForRightToLeftLayoutDirection", "listRowSpacing",
        "gridCellFrame", "frame3D", "padding3D", "scrollTransition", "containerBackground", "scenePadding", "contentMargins",
    ]

    /// SwiftUI views that layoutdbg does not model yet.
    public static let unsupportedViews: Set<String> = [
        "Table",
        "DatePicker", "ColorPicker", "Gauge",
        "DisclosureGroup", "OutlineGroup", "ControlGroup", "Canvas",
        "ShareLink", "PhotosPicker", "VideoPlayer", "SpriteView", "SceneView", "WebView",
        "ContentUnavailableView", "Path", "UnevenRoundedRectangle",
        "ContainerRelativeShape", "PasteButton", "RenameButton", "SignInWithAppleButton",
        "ToolbarItem", "ToolbarItemGroup", "TupleView",
        "ForEachSubviewOf", "Subviews",
        // Swift Charts: a chart's size is SwiftUI's to find out (no source or measurement of it yet).
        "Chart", "Chart3D",
    ]

    /// The modifiers that set a control's style.
    public static let styleModifiers: Set<String> = [
        "buttonStyle", "labelStyle", "toggleStyle", "textFieldStyle", "progressViewStyle", "pickerStyle", "listStyle", "formStyle",
    ]

    /// SwiftUI's built-in styles by their static names (LayoutDebugger's `ControlStyle` and `PickerStyle` declare the
    /// same): laid out as the default style, but for `.segmented`. A style of any other name is the app's own.
    public static let builtInStyles: Set<String> = [
        "automatic", "plain", "bordered", "borderedProminent", "borderless", "link", "switch", "button", "checkbox",
        "roundedBorder", "insetGrouped", "grouped", "inset", "sidebar", "iconOnly", "titleOnly", "titleAndIcon",
        "linear", "circular", "page", "segmented", "menu", "wheel", "inline", "navigationLink", "palette", "columns",
    ]

    /// Other layout debugging tools' probes, which users leave in the code they debug, by the tool they come from:
    /// every path accepts them, they change no layout, and layoutdbg says so once (its trace has every view already).
    public static let probeModifiers: [String: String] = [
        "layoutStep": "SwiftUI Layout Inspector", "inspectLayout": "SwiftUI Layout Inspector",
        "debugLayout": "a layout debugging helper", "_printChanges": "SwiftUI's change logging",
    ]

    /// The note for a probe modifier.
    public static func probeNote(_ name: String) -> String? {
        probeModifiers[name].map { "'\(name)' is a probe of \($0): it changes no layout, and layoutdbg traces every view without it" }
    }
}
