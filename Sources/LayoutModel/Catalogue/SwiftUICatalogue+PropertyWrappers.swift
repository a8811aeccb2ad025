extension SwiftUICatalogue {
    /// The property wrappers that supply a view's property with a value of their own (from the environment, a store,
    /// a key's default), so that making the view does not ask for one: `@Environment(\.dismiss) var dismiss`,
    /// `@Query var items: [Item]`, Defaults' `@Default(.fontSize) var fontSize`. The reader's required arguments and
    /// the outline's (which roots need arguments) both read this list.
    public static let selfInitialisingWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "FocusState", "AccessibilityFocusState", "GestureState", "Namespace",
        "ScaledMetric", "AppStorage", "SceneStorage", "Query", "FetchRequest", "SectionedFetchRequest", "Default",
    ]
}

extension SwiftUICatalogue {
    /// Attributes SwiftUI spells two ways, by the alias: `ContentBuilder` is `ViewBuilder` since the iOS 27 SDK (back
    /// to iOS 13), and apps already write it.
    static let attributeAliases = ["ContentBuilder": "ViewBuilder"]

    /// The name the readers record the attribute `name` under: its own, or what it is an alias of.
    public static func attribute(_ name: String) -> String { attributeAliases[name] ?? name }
}
