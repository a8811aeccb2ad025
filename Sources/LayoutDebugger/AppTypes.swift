// Types app code names around its views, so that real files compile as written: localized string keys, preference
// keys, stroke styles, asset-catalog image resources, text case and shape rotation, and optional views. None changes
// layout but an optional view, which is its content or nothing, and an image resource, which is the named image.
import LayoutModel

/// A key into the app's string tables: layoutdbg shows the key itself, as a preview without translations does.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

    /// SwiftUI's interpolations into a Text's key: values as Swift prints them, numbers with a C format
    /// `specifier:` (`FormatSpecifier`, as the reader formats them), a Text's string. A number with none gets its
    /// type's default specifier (`_FormatSpecifiable._specifier`: `%lld` for integers, `%lf` for Double and CGFloat,
    /// `%f` for Float, in OpenSwiftUI and the interfaces it follows): `Text("\(width)")` shows "185.000000".
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            text += FormatSpecifier.format(Double(value), "%lf") ?? String(describing: value)
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { text += String(describing: value) }
        public mutating func appendInterpolation(_ value: Text) { text += value.string }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            text += FormatSpecifier.format(Double(value), specifier) ?? String(describing: value)
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            text += FormatSpecifier.format(Double(value), specifier) ?? String(describing: value)
        }
    }
}

extension Text {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(key.key, fileID: fileID, line: line, column: column)
    }
}

/// How a shape's outline is drawn: no layout effect.
public struct StrokeStyle: Sendable {
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {}
}

/// How the ends of a stroked line are drawn.
public enum CGLineCap: Sendable { case butt, round, square }
/// How the joins of a stroked line are drawn.
public enum CGLineJoin: Sendable { case miter, round, bevel }

extension Shape {
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> Self { self }
    public func stroke(style: StrokeStyle) -> Self { self }
    public func strokeBorder(style: StrokeStyle) -> Self { self }
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> Self { self }
}

/// An optional view is its view, or nothing when nil (SwiftUI's `Optional: View`).
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { map { builder.nodes($0) } ?? [] }
}

/// An image in the app's asset catalog, as Xcode generates it (`Image(.logo)`): its name.
public struct ImageResource: Hashable, Sendable {
    let name: String

    public init(name: String, bundle: Bundle) { self.name = name }
}

/// A colour in the app's asset catalog, as Xcode generates it (`Color(.brand)`): its name.
public struct ColorResource: Hashable, Sendable {
    let name: String

    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Image {
    public init(_ resource: ImageResource, naturalSize: CGSize? = nil, fileID: String = #fileID, line: Int = #line,
                column: Int = #column) {
        self.init(resource.name, naturalSize: naturalSize, fileID: fileID, line: line, column: column)
    }
}

/// How a Text's letters are cased (`View.textCase`, TextFaceModifiers.swift).
extension Text {
    public enum Case: Sendable { case uppercase, lowercase }
}

extension Shape {
    /// The shape turned: drawn only, its frame is the shape's.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
}
