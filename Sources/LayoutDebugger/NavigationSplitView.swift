// SwiftUI's NavigationSplitView as an iPhone lays it out: collapsed into one stack with the sidebar on top (Apple's
// NavigationSplitViewColumn documentation). Its columns side by side (iPad, Mac), their widths and styles are not
// modelled, and a warning says so (ApproximationWarning.splitView); the reader lays it out the same way
// (TreeBuilder+Controls.swift). Status: approximate.
import LayoutModel

/// The split view laid out as its sidebar: on iPhone it collapses into one stack, the sidebar on top; its columns
/// side by side (iPad, Mac) and `preferredCompactColumn` are not modelled, which a warning says.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    public typealias Body = Never
    let sidebar: Sidebar
    let location: CallSite

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>? = nil, preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.sidebar = sidebar()
        location = CallSite(fileID, line, column)
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        builder.warn(ApproximationWarning.splitView, at: location, key: "splitView")
        return builder.nodes(sidebar)
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>? = nil, preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.sidebar = sidebar()
        location = CallSite(fileID, line, column)
    }
}

/// Which of a split view's columns are shown side by side: not modelled (the split view is laid out as its sidebar).
public enum NavigationSplitViewVisibility: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }

/// A split view's column, as `preferredCompactColumn` names it.
public enum NavigationSplitViewColumn: Hashable, Sendable { case sidebar, content, detail }

/// How a split view's columns share the width: not modelled.
public struct NavigationSplitViewStyleValue: Sendable {
    public static let automatic = NavigationSplitViewStyleValue(), balanced = NavigationSplitViewStyleValue()
    public static let prominentDetail = NavigationSplitViewStyleValue()
}

extension View {
    /// A split view column's width: no effect here, as the split view is laid out as its sidebar (a warning says so).
    public func navigationSplitViewColumnWidth(_ width: CGFloat, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("navigationSplitViewColumnWidth", at: CallSite(fileID, line, column))
    }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil,
                                               fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("navigationSplitViewColumnWidth", at: CallSite(fileID, line, column))
    }
    public func navigationSplitViewStyle(_ style: NavigationSplitViewStyleValue, fileID: String = #fileID, line: Int = #line,
                                         column: Int = #column) -> some View {
        ignoring("navigationSplitViewStyle", at: CallSite(fileID, line, column))
    }
}
