/// A width and a height in points. Our own type so that the model does not depend on Foundation.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    @inlinable public static func along(_ axis: Axis, major: Double, minor: Double) -> Size {
        axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }

    /// True when both components are finite numbers (not NaN, not infinite).
    public var isFinite: Bool { width.isFinite && height.isFinite }
}

/// A point in points.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    @inlinable public static func along(_ axis: Axis, major: Double, minor: Double) -> Point {
        axis == .horizontal ? Point(x: major, y: minor) : Point(x: minor, y: major)
    }

    /// The sum, saturating (`Saturating`): origins made of finite offsets stay finite.
    @inlinable public static func + (a: Point, b: Point) -> Point {
        Point(x: Saturating.add(a.x, b.x), y: Saturating.add(a.y, b.y))
    }
}

/// An origin and a size.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
}
