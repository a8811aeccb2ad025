// The SwiftUI names layoutdbg knows it does not model yet: refused by name rather than as misspellings, by the
// reader and in the compiled path's compiler errors.
extension SwiftUICatalogue {
    /// SwiftUI modifiers that change layout in ways layoutdbg does not model yet.
    public static let unsupportedModifiers: Set<String> = [
        "matchedGeometryEffect", "alignmentGuide", "safeAreaInset", "safeAreaPadding",
        "containerRelativeFrame", "minimumScaleFactor", "lineSpacing", "kerning", "tracking", "baselineOffset",
        "modifier", "layoutDirectionBehavior", "flipsForRightToLeftLayoutDirection", "listRowSpacing",
        "gridCellFrame", "frame3D", "padding3D", "scrollTransition", "containerBackground",
    ]

    /// SwiftUI views that layoutdbg does not model yet.
    public static let unsupportedViews: Set<String> = [
        "List", "Form", "Table", "Section", "NavigationStack", "NavigationView", "NavigationSplitView",
        "NavigationLink", "TabView", "LazyVGrid", "LazyHGrid", "GridItem", "TextField", "SecureField", "TextEditor",
        "Toggle", "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker", "ProgressView", "Gauge", "Label",
        "Link", "Menu", "DisclosureGroup", "OutlineGroup", "GroupBox", "ControlGroup", "Canvas", "TimelineView",
        "AsyncImage", "ShareLink", "PhotosPicker", "Map", "VideoPlayer", "SpriteView", "SceneView", "WebView",
        "ContentUnavailableView", "LabeledContent", "AnyLayout", "Path", "UnevenRoundedRectangle",
        "ContainerRelativeShape", "EditButton", "PasteButton", "RenameButton", "SignInWithAppleButton",
        "ScrollViewReader", "ToolbarItem", "ToolbarItemGroup", "NavigationSplitViewVisibility", "TupleView",
        "ForEachSubviewOf", "Subviews",
    ]
}
