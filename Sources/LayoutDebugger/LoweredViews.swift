// Views that stand for other views (catalogue role `lowered`): a Button is its label, a gradient lays out like a
// Color, and the stack layouts used as containers are their stacks. Each makes exactly the tree the SwiftUI-syntax
// reader makes for the same source (the conformance test).
import LayoutModel

/// A button, laid out as its label: the default button style adds no layout of its own (spec §3; approximate).
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.label = label() }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { builder.nodes(label) }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { label = Text(title) }

    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) { label = Text(title) }
}

/// The role of a button: no layout effect.
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole(), cancel = ButtonRole()
}

/// A colour gradient: it takes whatever it is offered, as a Color does (spec §2).
protocol GradientView: PrimitiveView {}

extension GradientView {
    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ViewNode(element: .color(name: String(describing: Self.self)))]
    }
}

public struct LinearGradient: View, ShapeStyle, GradientView {
    public typealias Body = Never
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
}

public struct RadialGradient: View, ShapeStyle, GradientView {
    public typealias Body = Never
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}

public struct AngularGradient: View, ShapeStyle, GradientView {
    public typealias Body = Never
    public init(colors: [Color], center: UnitPoint) {}
    public init(gradient: Gradient, center: UnitPoint) {}
}

public struct EllipticalGradient: View, ShapeStyle, GradientView {
    public typealias Body = Never
    public init(colors: [Color], center: UnitPoint = .center) {}
    public init(gradient: Gradient, center: UnitPoint = .center) {}
}

/// The colours of a gradient: no layout effect.
public struct Gradient: Sendable {
    public init(colors: [Color]) {}
}

/// `HStackLayout(…)` used as a container: an HStack.
public struct HStackLayout {
    let alignment: VerticalAlignment
    let spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> HStack<V> {
        HStack(alignment: alignment, spacing: spacing, content: content)
    }
}

/// `VStackLayout(…)` used as a container: a VStack.
public struct VStackLayout {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> VStack<V> {
        VStack(alignment: alignment, spacing: spacing, content: content)
    }
}

/// `ZStackLayout(…)` used as a container: a ZStack.
public struct ZStackLayout {
    let alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> ZStack<V> {
        ZStack(alignment: alignment, content: content)
    }
}
