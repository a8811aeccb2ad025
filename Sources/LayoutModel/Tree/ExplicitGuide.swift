// Models: `.alignmentGuide(_:computeValue:)` for SwiftUI's standard guides (Apple's alignmentGuide documentation:
// the closure gets the view's ViewDimensions and returns the guide's offset from the view's origin). Status: exact
// for a guide set on the view its container aligns; standard guides are not passed up through other views, since
// SwiftUI's frame alignments combine no explicit values (OpenSwiftUI's FrameAlignment._combineExplicit is empty,
// audited against SwiftUI 6.4.41): a guide set before a `.padding()` or `.frame()` is lost, as users observe.

/// A standard alignment guide on either axis.
public enum GuideName: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    /// The guide's default value in a view of `size` (spec §1.8).
    @inline(__always)
    public func defaultValue(in size: Size) -> Double {
        switch self {
        case .horizontal(let h): h.value(in: size.width)
        case .vertical(let v): v.value(in: size.height)
        }
    }

    /// As Swift writes it in a `ViewDimensions` subscript: `.leading`, `VerticalAlignment.center`.
    public var swiftText: String {
        switch self {
        case .horizontal(.center): "HorizontalAlignment.center"
        case .vertical(.center): "VerticalAlignment.center"
        case .horizontal(let h): "." + h.rawValue
        case .vertical(let v): "." + v.rawValue
        }
    }

    /// The name as the JSON format writes it: `leading`, `top`; the two centres are `horizontalCenter` and
    /// `verticalCenter`.
    public var jsonName: String {
        switch self {
        case .horizontal(.center): "horizontalCenter"
        case .vertical(.center): "verticalCenter"
        case .horizontal(let h): h.rawValue
        case .vertical(let v): v.rawValue
        }
    }

    /// Every guide by its JSON name.
    public static let byJSONName: [(String, GuideName)] =
        HorizontalAlignment.allCases.map { GuideName.horizontal($0) }.map { ($0.jsonName, $0) }
        + VerticalAlignment.allCases.map { GuideName.vertical($0) }.map { ($0.jsonName, $0) }
}

/// What an alignment guide's closure computes from the view's dimensions: the arithmetic a closure such as
/// `{ d in d[.trailing] - 8 }` does, or compiled user code kept in the run's `LayoutTable` (`.stored`).
public indirect enum GuideComputation: Hashable, Sendable {
    case number(Double)
    /// `d.width`, `d.height`.
    case width, height
    /// `d[guide]`: the guide's explicit value from an inner `.alignmentGuide`, else its default.
    case guide(GuideName)
    case add(GuideComputation, GuideComputation)
    case subtract(GuideComputation, GuideComputation)
    case multiply(GuideComputation, GuideComputation)
    case divide(GuideComputation, GuideComputation)
    case negate(GuideComputation)
    /// A closure of the user's compiled code, by its index in the run's `LayoutTable`.
    case stored(Int32)

    /// The closure's body as Swift writes it, with `parameter` for the `ViewDimensions` and `number` spelling each
    /// number so that it reads back as itself (the writers pass the Swift reader's spelling).
    public func swiftText(_ parameter: String = "d", number: (Double) -> String) -> String { text(parameter, number, precedence: 0) }

    private func text(_ d: String, _ number: (Double) -> String, precedence: Int) -> String {
        func binary(_ op: String, _ a: GuideComputation, _ b: GuideComputation, _ level: Int) -> String {
            let body = a.text(d, number, precedence: level) + " \(op) " + b.text(d, number, precedence: level + 1)
            return level < precedence ? "(\(body))" : body
        }
        switch self {
        case .number(let value):
            // A negative number reads back as a negation: in parentheses where an operator precedes it.
            let spelled = number(value)
            return spelled.hasPrefix("-") && precedence > 0 ? "(\(spelled))" : spelled
        case .width: return d + ".width"
        case .height: return d + ".height"
        case .guide(let guide): return d + "[\(guide.swiftText)]"
        case .add(let a, let b): return binary("+", a, b, 1)
        case .subtract(let a, let b): return binary("-", a, b, 1)
        case .multiply(let a, let b): return binary("*", a, b, 2)
        case .divide(let a, let b): return binary("/", a, b, 2)
        case .negate(let a): return "-" + a.text(d, number, precedence: 3)
        case .stored: return "…"
        }
    }
}

/// One `.alignmentGuide(guide) { d in … }`.
public struct ExplicitGuide: Hashable, Sendable {
    public var guide: GuideName
    public var value: GuideComputation

    public init(_ guide: GuideName, _ value: GuideComputation) {
        self.guide = guide
        self.value = value
    }
}
