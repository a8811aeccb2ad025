// Models: `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, SwiftUI's
// _FlexFrameLayout (spec §13): normalisation at init, per-axis sizing with the child asked only when an axis
// is undecided, and the iOS 17 placement proposal. Status: exact (checked by OpenSwiftUI's symbol-dual tests).
import LayoutModel

/// A flexible frame after SwiftUI's normalisation: min ≥ 0, ideal ≥ min, max ≥ ideal, on given values only.
struct NormalizedFlexFrame {
    var minimum: (Double?, Double?)
    var ideal: (Double?, Double?)
    var maximum: (Double?, Double?)
    var alignment: Alignment
    /// True when SwiftUI would log "Contradictory frame constraints specified."
    var contradictory: Bool

    init(_ frame: FlexFrame) {
        // `max(value, floor)` with the value first, as SwiftUI: a NaN value stays NaN (OpenSwiftUI's symbol-dual
        // tests check `minWidth: .nan` stays NaN against SwiftUI).
        func normalize(_ lo: Double?, _ mid: Double?, _ hi: Double?) -> (Double?, Double?, Double?, Bool) {
            let contradictory = FrameValidity.isContradictory(min: lo, ideal: mid, max: hi)
            let l = lo.map { max($0, 0) }
            let m = mid.map { max($0, l ?? 0) }
            let h = hi.map { max($0, m ?? l ?? 0) }
            return (l, m, h, contradictory)
        }
        let w = normalize(frame.minWidth, frame.idealWidth, frame.maxWidth)
        let h = normalize(frame.minHeight, frame.idealHeight, frame.maxHeight)
        minimum = (w.0, h.0)
        ideal = (w.1, h.1)
        maximum = (w.2, h.2)
        alignment = frame.alignment
        contradictory = w.3 || h.3
    }

    func bounds(_ axis: Axis) -> (min: Double?, ideal: Double?, max: Double?) {
        axis == .horizontal ? (minimum.0, ideal.0, maximum.0) : (minimum.1, ideal.1, maximum.1)
    }
}

enum FlexFrameBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, _ frame: NormalizedFlexFrame, _ p: ProposedSize) -> Size {
        var decided: [Double?] = Axis.allCases.map { decide(frame.bounds($0), p[$0]) }
        if let w = decided[0], let h = decided[1] { return Size(width: w, height: h) }
        var childProposal = ProposedSize.unspecified
        for axis in Axis.allCases {
            let b = frame.bounds(axis)
            childProposal[axis] = (p[axis] ?? b.ideal).map { clamp($0, b.min ?? -.infinity, b.max ?? .infinity) }
        }
        let child = ctx.size(of: ctx.children(n)[0], childProposal, .measure)
        for (index, axis) in Axis.allCases.enumerated() where decided[index] == nil {
            let b = frame.bounds(axis)
            let c = child[axis]
            switch (b.min, b.max) {
            case let (lo?, hi?) where lo <= hi: decided[index] = clamp(c, lo, hi)
            // The bound first: a NaN bound gives NaN, as SwiftUI answers `frame(minWidth: .nan)` (FrameValidity).
            case let (lo?, nil): decided[index] = max(lo, min(childProposal[axis] ?? .infinity, c))
            case let (nil, hi?): decided[index] = min(hi, max(childProposal[axis] ?? -.infinity, c))
            default: decided[index] = c
            }
        }
        return Size(width: decided[0]!, height: decided[1]!)
    }

    /// The axis is decided without the child when the proposal is clamped by both bounds, or is nil with an ideal.
    private static func decide(_ b: (min: Double?, ideal: Double?, max: Double?), _ proposed: Double?) -> Double? {
        if let proposed, let lo = b.min, let hi = b.max, lo <= hi { return clamp(proposed, lo, hi) }
        if proposed == nil, let ideal = b.ideal { return ideal }
        return nil
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, _ frame: NormalizedFlexFrame, size: Size, proposal: ProposedSize,
                      into placements: inout [ChildPlacement]) {
        var childProposal = ProposedSize(size)
        if ctx.quirks.contains(.flexFrameIdealSizing) {
            for axis in Axis.allCases {
                let b = frame.bounds(axis)
                if b.ideal == nil, proposal[axis] == nil, (b.min ?? -.infinity) < size[axis], size[axis] < (b.max ?? .infinity) {
                    childProposal[axis] = nil
                }
            }
        }
        let child = ctx.children(n)[0]
        ctx.placeChild(child, proposal: childProposal, into: &placements) { ctx.align(child, $0, proposal: childProposal, in: size, frame.alignment) }
    }

    static func clamp(_ value: Double, _ lo: Double, _ hi: Double) -> Double { min(max(value, lo), hi) }
}
