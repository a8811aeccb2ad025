// layoutdbg's own leaves and probes, for views traced in Swift as in the other inputs: `LayoutMonitor`, the seed
// article's probe that passes everything to its one child, and `Measured`, a leaf that replies what a device recorded.
import LayoutModel

/// A probe point like the seed article's `LayoutMonitor`: passes every proposal and placement to its one child.
public struct LayoutMonitor<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: String?
    let content: Content
    let location: CallSite

    public init(_ label: String? = nil, @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        self.label = label
        self.content = content()
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ViewNode(element: .layoutMonitor, children: builder.nodes(content), label: label, site: location)]
    }
}

/// A leaf whose replies are proposal → size pairs recorded on a device, in order (docs/input-format.md):
///
///     Measured(replies: [(0, 0): (8, 16), (nil, nil): (20, 16)])
public struct Measured: View, PrimitiveView {
    public typealias Body = Never
    let table: MeasuredTable
    let location: CallSite

    public init(replies: KeyValuePairs<(CGFloat?, CGFloat?), (CGFloat, CGFloat)>, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
        table = MeasuredTable(entries: replies.map { proposal, size in
            MeasuredEntry(proposal: ProposedSize(width: proposal.0.map { Double($0) }, height: proposal.1.map { Double($0) }),
                          size: Size(width: Double(size.0), height: Double(size.1)))
        })
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { [ViewNode(element: .measured(table), site: location)] }
}

extension View {
    /// layoutdbg's recorder (docs/device.md). In an app, `LayoutRecorder` records what the view is asked; here, as in
    /// the readers, the view is wrapped in a LayoutMonitor named `name`, the engine's model of that one-child Layout.
    public func recordLayout(_ name: String, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        LayoutMonitor(name, content: { self }, fileID: fileID, line: line, column: column)
    }
}

// Other tools' probes, left in the code a user debugs: accepted, no layout effect (`SwiftUICatalogue.probeModifiers`;
// the command line notes them once).
extension View {
    /// SwiftUI Layout Inspector's probe: no layout effect here.
    public func layoutStep(_ label: String, file: StaticString = #fileID, line: UInt = #line) -> Self { self }

    /// SwiftUI Layout Inspector's root: no layout effect here.
    public func inspectLayout() -> Self { self }

    /// A layout debugging helper's probe: no layout effect here.
    public func debugLayout(_ label: String = "") -> Self { self }

    /// SwiftUI's change logging (`let _ = Self._printChanges()` in a body): does nothing here.
    public static func _printChanges() {}
}
