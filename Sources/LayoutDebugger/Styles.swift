// Colors, fonts and shapes as SwiftUI spells them. Only what affects layout reaches the engine (a Color is a
// flexible leaf, a font sets the text size, a shape sizes like a Rectangle); the rest is accepted and ignored so
// that views copied from an app compile.
import Foundation
import LayoutModel

/// A type that can fill a shape or a background: here, a Color.
public protocol ShapeStyle {}

extension ShapeStyle {
    /// The style with a shadow (`.gray.shadow(.inner(radius: 4))`): drawn only.
    public func shadow(_ style: ShadowStyle) -> Self { self }
    /// The style drawn partly transparent (`.fill(gradient.opacity(0.2))`).
    public func opacity(_ opacity: Double) -> Self { self }
}

extension ShapeStyle where Self: View {
    /// A style that is also a view (a gradient) stays itself, used either way: no layout effect.
    public func opacity(_ opacity: Double) -> Self { self }
}

/// A shadow a style is drawn with: no layout effect.
public struct ShadowStyle: Hashable, Sendable {
    public static func drop(color: Color = Color("black"), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { ShadowStyle() }
    public static func inner(color: Color = Color("black"), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle { ShadowStyle() }
}

/// A colour's gradient (`Color.red.gradient`): a style, drawn only.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {}

/// A color. As a view it takes whatever size is proposed (10 × 10 for nil, spec §2).
public struct Color: View, ShapeStyle, Hashable, Sendable, CustomStringConvertible, PrimitiveView {
    public typealias Body = Never
    let name: String

    public init(_ name: String) { self.name = name }
    /// Its name (`Color.red.description` is "red").
    public var description: String { name }
    /// A gradient of this colour: a style, drawn only.
    public var gradient: AnyGradient { AnyGradient() }
    /// A colour of an asset catalogue (in another bundle): its name.
    public init(_ name: String, bundle: Bundle?) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgb(\(NumberFormat.string(red)), \(NumberFormat.string(green)), \(NumberFormat.string(blue)))"
    }
    /// The colour space of `Color(_:red:green:blue:opacity:)`: no layout effect.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    public init(white: Double, opacity: Double = 1) { name = "white(\(NumberFormat.string(white)))" }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name = "hsb(\(NumberFormat.string(hue)), \(NumberFormat.string(saturation)), \(NumberFormat.string(brightness)))"
    }

    /// The same color (opacity has no layout effect).
    public func opacity(_ opacity: Double) -> Color { self }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { [ViewNode(element: .color(name: name))] }

    public static let red = Color("red"), orange = Color("orange"), yellow = Color("yellow"), green = Color("green")
    public static let mint = Color("mint"), teal = Color("teal"), cyan = Color("cyan"), blue = Color("blue")
    public static let indigo = Color("indigo"), purple = Color("purple"), pink = Color("pink"), brown = Color("brown")
    public static let white = Color("white"), gray = Color("gray"), black = Color("black"), clear = Color("clear")
    public static let primary = Color("primary"), secondary = Color("secondary"), accentColor = Color("accentColor")
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
    public static var primary: Color { .primary }
    public static var secondary: Color { .secondary }

    // The styles that fill like a colour where a style is expected (`.background(.regularMaterial)`,
    // `.overlay(.quaternary)`): layout never reads what a style draws, so each is the Color of its name, as the
    // reader's `DSLKnownNames.shapeStyles` makes them (fixtures/swift-files/shape-styles.swift keeps the two alike).
    public static var tint: Color { Color("tint") }
    public static var foreground: Color { Color("foreground") }
    public static var background: Color { Color("background") }
    public static var separator: Color { Color("separator") }
    public static var selection: Color { Color("selection") }
    public static var placeholder: Color { Color("placeholder") }
    public static var link: Color { Color("link") }
    public static var fill: Color { Color("fill") }
    public static var tertiary: Color { Color("tertiary") }
    public static var quaternary: Color { Color("quaternary") }
    public static var quinary: Color { Color("quinary") }
    public static var ultraThinMaterial: Color { Color("ultraThinMaterial") }
    public static var thinMaterial: Color { Color("thinMaterial") }
    public static var regularMaterial: Color { Color("regularMaterial") }
    public static var thickMaterial: Color { Color("thickMaterial") }
    public static var ultraThickMaterial: Color { Color("ultraThickMaterial") }
    public static var bar: Color { Color("bar") }
    public static var windowBackground: Color { Color("windowBackground") }
}

/// A font: what text layout needs of it is its point size (spec §3.2: the iOS text styles at the Large size).
public struct Font: Hashable, Sendable {
    let name: String
    let size: Double

    init(name: String, size: Double) {
        self.name = name
        self.size = size
    }

    public static let largeTitle = Font(name: "largeTitle", size: 34)
    public static let title = Font(name: "title", size: 28)
    public static let title2 = Font(name: "title2", size: 22)
    public static let title3 = Font(name: "title3", size: 20)
    public static let headline = Font(name: "headline", size: 17)
    public static let subheadline = Font(name: "subheadline", size: 15)
    public static let body = Font(name: "body", size: 17)
    public static let callout = Font(name: "callout", size: 16)
    public static let footnote = Font(name: "footnote", size: 13)
    public static let caption = Font(name: "caption", size: 12)
    public static let caption2 = Font(name: "caption2", size: 11)

    public struct Weight: Hashable, Sendable {
        let value: Double
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// The text styles, as `Font.system(_:design:weight:)` names them.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A text style in a design or weight: the style's size (design and weight have no layout effect in this model).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        switch style {
        case .largeTitle: .largeTitle
        case .title: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption: .caption
        case .caption2: .caption2
        }
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(name: "system(\(NumberFormat.string(Double(size))))", size: Double(size))
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: "\(name)(\(NumberFormat.string(Double(size))))", size: Double(size))
    }

    /// The same size (weight and slant have no layout effect in this model).
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func weight(_ weight: Weight) -> Font { self }
    public func monospacedDigit() -> Font { self }
    /// The same advances: the reader reads `.monospaced()` on a font as the font itself, and the two paths agree
    /// (SF Mono's wider advances are not modelled).
    public func monospaced() -> Font { self }

    var model: LayoutModel.Font { LayoutModel.Font(name: name, size: size) }
}

/// A 2D shape. As a view it takes whatever size is proposed (10 × 10 for nil, spec §2). Your own shapes lay out
/// like a Rectangle; their paths are never drawn.
public protocol Shape: Animatable, View where Body == _ShapeView {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _ShapeView {
        let builtIn = self as? any BuiltInShape
        return _ShapeView(kind: builtIn?.kind ?? .rectangle, location: builtIn?.location ?? .unknown)
    }

    /// Fills the shape (no layout effect).
    public func fill<S: ShapeStyle>(_ content: S = Color.primary) -> some View { self }
    /// Strokes the shape (no layout effect): still a shape, which may be filled (iOS 17's `stroke` returns a Shape).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> Self { self }
    public func stroke(lineWidth: CGFloat = 1) -> Self { self }
    public func strokeBorder<S: ShapeStyle>(_ content: S = Color.primary, lineWidth: CGFloat = 1) -> Self { self }
    public func strokeBorder<S: ShapeStyle>(_ content: S = Color.primary, style: StrokeStyle) -> Self { self }
    /// The path drawn `amount` inside the frame (InsettableShape's): the view still takes the size proposed to it.
    public func inset(by amount: CGFloat) -> Self { self }
}

/// A shape as the tree builder sees it.
public struct _ShapeView: View, PrimitiveView {
    public typealias Body = Never
    let kind: ShapeKind
    let location: CallSite
    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { [ViewNode(element: .shape(kind), site: location)] }
}

/// The built-in shapes, which know where they were written.
protocol BuiltInShape {
    var kind: ShapeKind { get }
    var location: CallSite { get }
}

public struct Rectangle: Shape, BuiltInShape {
    let location: CallSite
    public init(fileID: String = #fileID, line: Int = #line, column: Int = #column) { location = CallSite(fileID, line, column) }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var kind: ShapeKind { .rectangle }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

extension Shape where Self == RoundedRectangle {
    /// `.rect(cornerRadius: 12)`, where a shape is expected (`.clipShape(.rect(cornerRadius: 12))`).
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous,
                            fileID: String = #fileID, line: Int = #line, column: Int = #column) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style, fileID: fileID, line: line, column: column)
    }
}

extension Shape where Self == Rectangle {
    /// `.rect`, where a shape is expected.
    public static var rect: Rectangle { Rectangle() }
}

public struct RoundedRectangle: Shape, BuiltInShape {
    public var cornerSize: CGSize
    let location: CallSite
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        location = CallSite(fileID, line, column)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.cornerSize = cornerSize
        location = CallSite(fileID, line, column)
    }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var kind: ShapeKind { .roundedRectangle(cornerRadius: Double(cornerSize.width)) }
}

public struct Capsule: Shape, BuiltInShape {
    let location: CallSite
    public init(style: RoundedCornerStyle = .continuous, fileID: String = #fileID, line: Int = #line, column: Int = #column) { location = CallSite(fileID, line, column) }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var kind: ShapeKind { .capsule }
}

public struct Ellipse: Shape, BuiltInShape {
    let location: CallSite
    public init(fileID: String = #fileID, line: Int = #line, column: Int = #column) { location = CallSite(fileID, line, column) }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var kind: ShapeKind { .ellipse }
}

public struct Circle: Shape, BuiltInShape {
    let location: CallSite
    public init(fileID: String = #fileID, line: Int = #line, column: Int = #column) { location = CallSite(fileID, line, column) }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var kind: ShapeKind { .circle }
}

/// The outline of a shape: recorded, never drawn (enough for `Shape.path(in:)` implementations to compile).
public struct Path: Equatable, Sendable {
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: point, control: control)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addEllipse(in rect: CGRect) { addRect(rect) }

    // What shapes' `path(in:)` commonly build with. A path is drawn, never laid out (a shape takes the size proposed
    // to it), so curved parts are kept as the lines through their ends: enough for `boundingRect`, which is exact for
    // rectangles and lines and covers the ends of arcs.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { addRect(rect) }
    public init(ellipseIn rect: CGRect) { addRect(rect) }
    /// A Core Graphics path (`UIBezierPath(…).cgPath`).
    public init(_ path: CGPath) { self = path.path }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { addRect(rect) }
    public mutating func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }
    public mutating func addPath(_ path: Path) { elements += path.elements }

    /// An arc of the circle at `center`, from `startAngle` to `endAngle`: its two ends.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let start = Self.point(on: center, radius: radius, at: startAngle)
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        addLine(to: Self.point(on: center, radius: radius, at: endAngle))
    }

    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: Angle(radians: startAngle.radians + delta.radians),
               clockwise: delta.radians < 0)
    }

    /// An arc tangent to the lines to `tangent1End` and on to `tangent2End`: its corner.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        addLine(to: tangent1End)
    }

    /// The smallest rectangle holding the path's points (control points of curves included).
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [point, control]
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .zero }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for point in points {
            minX = min(minX, point.x); minY = min(minY, point.y)
            maxX = max(maxX, point.x); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public var isEmpty: Bool { elements.isEmpty }
    public var cgPath: CGPath { CGPath.made(of: self) }

    private static func point(on center: CGPoint, radius: CGFloat, at angle: Angle) -> CGPoint {
        CGPoint(x: center.x + radius * CGFloat(cos(angle.radians)), y: center.y + radius * CGFloat(sin(angle.radians)))
    }
}
