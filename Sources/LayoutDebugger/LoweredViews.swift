// Views that stand for other views (catalogue role `lowered`): a Button is its label, a gradient lays out like a
// Color (the layout values, `HStackLayout` and `AnyLayout`, are in LayoutValues.swift). Each makes exactly the tree
// the SwiftUI-syntax reader makes for the same source (the conformance test).
import LayoutModel

/// A button, laid out as its label: the default button style adds no layout of its own (spec §3; approximate).
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    /// Where the Button was written.
    let location: CallSite

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.label = label()
        location = CallSite(fileID, line, column)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.label = label()
        location = CallSite(fileID, line, column)
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        guard let style = ViewTreeBuilder.environment.buttonStyle else {
            builder.warn(ApproximationWarning.button, at: location, key: "button")
            return builder.nodes(label)
        }
        return builder.nodes(style(StyledControlLabel(label)))
    }
}

extension Button where Label == Text {
    /// The title's Text is located where the Button was written.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, action: action, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        label = Text(title, fileID: fileID, line: line, column: column)
        location = CallSite(fileID, line, column)
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleKey.key, role: role, action: action, fileID: fileID, line: line, column: column)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        label = Text(title, fileID: fileID, line: line, column: column)
        location = CallSite(fileID, line, column)
    }
}

/// The role of a button: no layout effect.
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole(), cancel = ButtonRole()
}

/// A colour gradient: it takes whatever it is offered, as a Color does (spec §2).
protocol GradientView: PrimitiveView {
    var location: CallSite { get }
}

extension GradientView {
    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ViewNode(element: .color(name: String(describing: Self.self)), site: location)]
    }
}

public struct LinearGradient: View, ShapeStyle, GradientView {
    public typealias Body = Never
    let location: CallSite
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint, fileID: String = #fileID, line: Int = #line, column: Int = #column) { location = CallSite(fileID, line, column) }
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint, fileID: String = #fileID, line: Int = #line, column: Int = #column) { location = CallSite(fileID, line, column) }
}

public struct RadialGradient: View, ShapeStyle, GradientView {
    public typealias Body = Never
    let location: CallSite
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat, fileID: String = #fileID, line: Int = #line, column: Int = #column) { location = CallSite(fileID, line, column) }
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat, fileID: String = #fileID, line: Int = #line, column: Int = #column) { location = CallSite(fileID, line, column) }
}

public struct AngularGradient: View, ShapeStyle, GradientView {
    public typealias Body = Never
    let location: CallSite
    public init(colors: [Color], center: UnitPoint, fileID: String = #fileID, line: Int = #line, column: Int = #column) { location = CallSite(fileID, line, column) }
    public init(gradient: Gradient, center: UnitPoint, fileID: String = #fileID, line: Int = #line, column: Int = #column) { location = CallSite(fileID, line, column) }
}

public struct EllipticalGradient: View, ShapeStyle, GradientView {
    public typealias Body = Never
    let location: CallSite
    public init(colors: [Color], center: UnitPoint = .center, fileID: String = #fileID, line: Int = #line, column: Int = #column) { location = CallSite(fileID, line, column) }
    public init(gradient: Gradient, center: UnitPoint = .center, fileID: String = #fileID, line: Int = #line, column: Int = #column) { location = CallSite(fileID, line, column) }
}

/// The colours of a gradient: no layout effect.
public struct Gradient: Sendable {
    public init(colors: [Color]) {}
}

// The gradients as shape styles by their static names (`.fill(.linearGradient(colors: …, startPoint: .top,
// endPoint: .bottom))`, iOS 15): the same values as the initialisers make.
extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center)
    }
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center)
    }
}
