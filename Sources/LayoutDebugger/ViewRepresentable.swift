// Models: SwiftUI's sizing of a view it hosts from UIKit or AppKit (`UIViewRepresentable`, `NSViewRepresentable` and
// their view-controller forms). Re-implemented from OpenSwiftUI (audited for SwiftUI 6.5, iOS; docs/fidelity.md,
// "Views from UIKit and AppKit"): `ViewLeafView.sizeThatFits` asks the representable's own `sizeThatFits` (iOS 16,
// macOS 13) first and replies with its size when it gives one; else the reply is the proposal with its unspecified
// axes at the platform view's ideal size, clamped to its minimum and maximum, which `PlatformViewHost
// .intrinsicLayoutTraits` makes per axis from the view's `intrinsicContentSize` and priorities (`PlatformViewTraits`).
// SwiftUI makes the view, updates it, then sizes it; the traits are read once, as SwiftUI caches them. Inferred: a
// view controller's view is sized as its host's, which has no intrinsic size; an NSView by the UIView rule (OpenSwiftUI
// leaves macOS's traits to do). The platform view's own subviews and constraints are not laid out: only the size it
// reports counts, and the trace shows the representable as one node of the user's type.
import LayoutEngine
import LayoutModel

/// A SwiftUI view that hosts a UIKit view the representable makes and updates.
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    /// The size for `proposal`, or nil for SwiftUI's sizing from the view's intrinsic size.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    public var body: Never { fatalError("a representable has no body: SwiftUI hosts its view") }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction = Transaction()
    public var environment = ViewTreeBuilder.environment.values
}

/// A SwiftUI view that hosts a UIKit view controller's view.
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
    public var body: Never { fatalError("a representable has no body: SwiftUI hosts its view") }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction = Transaction()
    public var environment = ViewTreeBuilder.environment.values
}

/// A SwiftUI view that hosts an AppKit view.
public protocol NSViewRepresentable: View where Body == Never {
    associatedtype NSViewType: NSView
    associatedtype Coordinator = Void
    typealias Context = NSViewRepresentableContext<Self>

    func makeNSView(context: Context) -> NSViewType
    func updateNSView(_ nsView: NSViewType, context: Context)
    static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize?
}

extension NSViewRepresentable {
    public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize? { nil }
    public var body: Never { fatalError("a representable has no body: SwiftUI hosts its view") }
}

extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction = Transaction()
    public var environment = ViewTreeBuilder.environment.values
}

/// A SwiftUI view that hosts an AppKit view controller's view.
public protocol NSViewControllerRepresentable: View where Body == Never {
    associatedtype NSViewControllerType: NSViewController
    associatedtype Coordinator = Void
    typealias Context = NSViewControllerRepresentableContext<Self>

    func makeNSViewController(context: Context) -> NSViewControllerType
    func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
    static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, nsViewController: NSViewControllerType, context: Context) -> CGSize?
}

extension NSViewControllerRepresentable {
    public static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, nsViewController: NSViewControllerType, context: Context) -> CGSize? { nil }
    public var body: Never { fatalError("a representable has no body: SwiftUI hosts its view") }
}

extension NSViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

public struct NSViewControllerRepresentableContext<Representable: NSViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction = Transaction()
    public var environment = ViewTreeBuilder.environment.values
}

/// What SwiftUI reads of a UIView or an NSView to size it.
protocol PlatformViewSizing: AnyObject {
    var intrinsicContentSize: CGSize { get }
    func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority
    func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority
}

extension UIView: PlatformViewSizing {}
extension NSView: PlatformViewSizing {}

/// A view's hugging and compression-resistance priorities, by axis (`NSLayoutConstraint.Axis.rawValue`): UIKit's and
/// AppKit's defaults (250 and 750) until set.
struct ContentPriorities {
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compression: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
}

/// How large a hosted platform view may be on each axis: OpenSwiftUI's `_LayoutTraits` as `PlatformViewHost` makes
/// them from the view's intrinsic content size and its hugging and compression-resistance priorities.
struct PlatformViewTraits {
    struct Dimension {
        var min: Double, ideal: Double, max: Double

        /// No intrinsic size on the axis (`noIntrinsicMetric`): 0 to infinity, ideally 0. Else the intrinsic size is
        /// the ideal, and the minimum too when the view resists compression at `.defaultHigh` or more, the maximum
        /// too when it hugs its content at `.defaultHigh` or more.
        init(intrinsic: Double, hugging: Float, compression: Float) {
            guard intrinsic != UIView.noIntrinsicMetric else {
                (min, ideal, max) = (0, 0, .infinity)
                return
            }
            ideal = Swift.max(intrinsic, 0)
            min = compression >= UILayoutPriority.defaultHigh.rawValue ? ideal : 0
            max = hugging >= UILayoutPriority.defaultHigh.rawValue ? ideal : .infinity
        }

        /// The proposal on this axis, its ideal when unspecified, clamped to the minimum and maximum.
        func length(for proposed: Double?) -> Double { Swift.min(Swift.max(proposed ?? ideal, min), max) }
    }

    var width: Dimension, height: Dimension

    /// A view with no intrinsic size: a view controller's host.
    static let flexible = PlatformViewTraits(width: Dimension(intrinsic: UIView.noIntrinsicMetric, hugging: 250, compression: 750),
                                             height: Dimension(intrinsic: UIView.noIntrinsicMetric, hugging: 250, compression: 750))

    init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }

    init(_ view: some PlatformViewSizing) {
        let size = view.intrinsicContentSize
        width = Dimension(intrinsic: size.width, hugging: view.contentHuggingPriority(for: .horizontal).rawValue,
                          compression: view.contentCompressionResistancePriority(for: .horizontal).rawValue)
        height = Dimension(intrinsic: size.height, hugging: view.contentHuggingPriority(for: .vertical).rawValue,
                           compression: view.contentCompressionResistancePriority(for: .vertical).rawValue)
    }

    func size(for proposal: ProposedViewSize) -> CGSize {
        CGSize(width: width.length(for: proposal.width.map(Double.init)), height: height.length(for: proposal.height.map(Double.init)))
    }
}

/// A hosted platform view as the engine sizes it: a layout with no subviews whose size is the representable's own
/// answer when it gives one, else its traits' (see the file's header).
struct HostedPlatformView: Layout {
    let fits: (ProposedViewSize) -> CGSize?
    let traits: PlatformViewTraits

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        fits(proposal) ?? traits.size(for: proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

extension ViewTreeBuilder {
    /// The node of `view` when it is a representable: SwiftUI makes its platform view, updates it and sizes it; nil
    /// for any other view. Only a view whose body is `Never` can be one, so other views pay one type comparison.
    func hostedNodes<V: View>(_ view: V) -> [ViewNode]? {
        guard V.Body.self == Never.self else { return nil }
        if let representable = view as? any UIViewRepresentable { return [hostedNode(representable)] }
        if let representable = view as? any UIViewControllerRepresentable { return [hostedNode(representable)] }
        if let representable = view as? any NSViewRepresentable { return [hostedNode(representable)] }
        if let representable = view as? any NSViewControllerRepresentable { return [hostedNode(representable)] }
        return nil
    }

    private func hostedNode<R: UIViewRepresentable>(_ representable: R) -> ViewNode {
        let context = UIViewRepresentableContext<R>(coordinator: representable.makeCoordinator())
        let view = representable.makeUIView(context: context)
        representable.updateUIView(view, context: context)
        if let reason = view.unmeasuredReason { warnUnmeasured(R.self, reason) }
        return node(of: R.self, HostedPlatformView(fits: { representable.sizeThatFits($0, uiView: view, context: context) },
                                                   traits: PlatformViewTraits(view)))
    }

    private func hostedNode<R: UIViewControllerRepresentable>(_ representable: R) -> ViewNode {
        let context = UIViewControllerRepresentableContext<R>(coordinator: representable.makeCoordinator())
        let controller = representable.makeUIViewController(context: context)
        representable.updateUIViewController(controller, context: context)
        return node(of: R.self, HostedPlatformView(fits: { representable.sizeThatFits($0, uiViewController: controller, context: context) },
                                                   traits: .flexible))
    }

    private func hostedNode<R: NSViewRepresentable>(_ representable: R) -> ViewNode {
        let context = NSViewRepresentableContext<R>(coordinator: representable.makeCoordinator())
        let view = representable.makeNSView(context: context)
        representable.updateNSView(view, context: context)
        return node(of: R.self, HostedPlatformView(fits: { representable.sizeThatFits($0, nsView: view, context: context) },
                                                   traits: PlatformViewTraits(view)))
    }

    private func hostedNode<R: NSViewControllerRepresentable>(_ representable: R) -> ViewNode {
        let context = NSViewControllerRepresentableContext<R>(coordinator: representable.makeCoordinator())
        let controller = representable.makeNSViewController(context: context)
        representable.updateNSViewController(controller, context: context)
        return node(of: R.self, HostedPlatformView(fits: { representable.sizeThatFits($0, nsViewController: controller, context: context) },
                                                   traits: .flexible))
    }

    /// Says that the platform view of `R` has a size layoutdbg cannot tell, once per type; at the root, as the
    /// representable's own code has no call site to point at.
    private func warnUnmeasured<R>(_: R.Type, _ reason: String) {
        let name = String(describing: R.self)
        let declared = (declarations.isEmpty ? nil : declarations[name]).map { " (\($0.file):\($0.line))" } ?? ""
        warn("'\(name)'\(declared) hosts a view of no known size: \(reason); laid out as a view with no intrinsic size",
             at: .unknown, key: "unmeasured:\(name)")
    }

    /// The node of the representable type `R`, named as the user's type, whose declaration the trace names.
    private func node<R>(of _: R.Type, _ layout: HostedPlatformView) -> ViewNode {
        let name = String(describing: R.self)
        let table = self.table
        let element = Element.layout(name: name, arguments: [:], handle: table.register { LayoutBox(layout, table: table) })
        let node = ViewNode(element: element)
        return (declarations.isEmpty ? nil : declarations[name]).map(node.madeByBody(of:)) ?? node
    }
}
