// Paths as UIKit and Core Graphics spell them, for shapes that build their `path(in:)` with them (the well-known
// `RoundedCorner` shape: `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`, then `Path(bezier.cgPath)`).
// A path is drawn, never laid out: these hold a SwiftUI `Path` so that the shape compiles and `boundingRect` answers
// as the path's points give it. Status: exact for layout (none); the drawn outline is approximate (Path's note).
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics

// Apple's Core Graphics declares `CGPath`: a path goes to it and back as its bounding box (all a trace reads of it).
extension CGPath {
    static func made(of path: Path) -> CGPath { CGPath(rect: path.boundingRect, transform: nil) }
    var path: Path { Path(boundingBox) }
}
#else
/// A Core Graphics path: here, the SwiftUI `Path` it stands for.
public final class CGPath: Sendable {
    let path: Path

    init(_ path: Path) { self.path = path }

    static func made(of path: Path) -> CGPath { CGPath(path) }
    public var boundingBox: CGRect { path.boundingRect }
}

/// A mutable Core Graphics path, as `Path` builds one.
public typealias CGMutablePath = CGPath
#endif

/// The corners of a rectangle to round.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: 0b1111)
}

/// UIKit's path builder.
public final class UIBezierPath {
    private var path = Path()

    public init() {}
    public init(rect: CGRect) { path.addRect(rect) }
    public init(ovalIn rect: CGRect) { path.addEllipse(in: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { path.addRect(rect) }
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { path.addRect(rect) }
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public init(cgPath: CGPath) { path = cgPath.path }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: point, control: controlPoint) }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: Angle(radians: Double(startAngle)),
                    endAngle: Angle(radians: Double(endAngle)), clockwise: clockwise)
    }
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }
    public func close() { path.closeSubpath() }

    public var cgPath: CGPath { CGPath.made(of: path) }
    public var bounds: CGRect { path.boundingRect }
    public var isEmpty: Bool { path.isEmpty }
    public var lineWidth: CGFloat = 1
}
