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
    /// The attributes that make a closure or property a view builder: `ViewBuilder`, and `ContentBuilder`, SwiftUI's
    /// alias of it since the iOS 27 SDK (back to iOS 13), which apps already write. Readers record either as
    /// "ViewBuilder".
    public static let viewBuilderAttributes: Set<String> = ["ViewBuilder", "ContentBuilder"]
}
