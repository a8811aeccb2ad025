// TabView, iOS 18's Tab, and the page style, laid out as ControlComposition composes them for every front end (the
// first tab above a 49 pt tab bar; with `.tabViewStyle(.page)`, the first page alone). Its comments say how sure.
import LayoutModel

/// Tabs with a tab bar: laid out showing the first.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let location: CallSite

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line,
                column: Int = #column) {
        self.content = content()
        location = CallSite(fileID, line, column)
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ControlComposition.tabView(tabs: builder.nodes(content), at: location.location, file: location.file)]
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(selection: nil, content: content, fileID: fileID, line: line, column: column)
    }
}

/// A tab (iOS 18): its content; the title, image and value label its item in the tab bar.
public struct Tab<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey.key, systemImage: systemImage, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, systemImage: String, value: V, role: TabRole? = nil,
                             @ViewBuilder content: () -> Content) {
        self.init(titleKey.key, systemImage: systemImage, value: value, role: role, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, systemImage: String, value: V, role: TabRole? = nil,
                                                @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey.key, image: image, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<V: Hashable>(value: V, role: TabRole? = nil, @ViewBuilder content: () -> Content) { self.content = content() }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { builder.nodes(content) }
}

/// A tab's role (`.search`): no layout effect.
public struct TabRole: Hashable, Sendable {
    public static let search = TabRole()
}

/// The style of a TabView: `.page` has no tab bar; the others keep the default layout.
public struct TabViewStyleChoice: Sendable {
    let isPage: Bool

    public static let automatic = TabViewStyleChoice(isPage: false), tabBarOnly = TabViewStyleChoice(isPage: false)
    public static let sidebarAdaptable = TabViewStyleChoice(isPage: false), page = TabViewStyleChoice(isPage: true)

    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> TabViewStyleChoice { .page }
}

/// `PageTabViewStyle()`: the page style, as `.page`.
public struct PageTabViewStyle: Sendable {
    public struct IndexDisplayMode: Sendable {
        public static let automatic = IndexDisplayMode(), always = IndexDisplayMode(), never = IndexDisplayMode()
    }

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension View {
    /// `.page` lays the TabView out as its first page alone; the other styles keep the default layout.
    public func tabViewStyle(_ style: TabViewStyleChoice, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        let location = CallSite(fileID, line, column).location
        return modified { node, _ in style.isPage ? ControlComposition.pageStyle(node, at: location) : node }
    }

    public func tabViewStyle(_ style: PageTabViewStyle, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        tabViewStyle(.page, fileID: fileID, line: line, column: column)
    }
}
