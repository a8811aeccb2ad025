// The numeric policy's promises about one traced run (docs/ARCHITECTURE.md, "Numbers"), checked by the property
// tests (NumericPolicyPropertyTests) and by the engine fuzz target (Fuzz/EngineFuzzTarget.swift compiles this file
// as is: it imports LayoutModel only).
import LayoutModel

/// What the policy promises of one traced run.
struct PolicyCheck {
    let nodes: [NodeInfo]
    /// The tree holds no infinity (root proposal included) and no aspect ratio (`ExtremeTrees`).
    let finiteOnly: Bool

    /// Views whose size SwiftUI defines as the proposal, nil read as 10 (spec §2): placed exactly at the proposal.
    static let takesProposal: Set<String> = ["Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "border"]

    func problems(_ events: [TraceEvent], frames: [Rect?]) -> [String] {
        var problems: [String] = []
        func name(_ n: Int32) -> String { nodes[Int(n)].path }
        for event in events {
            switch event {
            case .passStart(_, let p):
                if p.containsNaN { problems.append("root proposal \(NumberFormat.proposal(p)) holds NaN") }
            case .cacheLookup(let n, let p, _, let outcome, _):
                if p.containsNaN || { if case .hit(let size) = outcome { size.containsNaN } else { false } }() { problems.append("\(name(n)): cache lookup holds NaN") }
            case .request(let n, let p, _, _, _):
                if p.containsNaN { problems.append("\(name(n)) is proposed \(NumberFormat.proposal(p))") }
            case .reply(let n, let p, _, let size, _, _, _):
                if size.containsNaN { problems.append("\(name(n)) replies \(NumberFormat.size(size)) to \(NumberFormat.proposal(p))") }
                if finiteOnly {
                    for axis in Axis.allCases where Self.promisesFinite(p, axis) && !size[axis].isFinite {
                        problems.append("\(name(n)) replies \(NumberFormat.size(size)) to \(NumberFormat.proposal(p)): not finite on the \(axis) axis")
                    }
                }
                if let frame = nodes[Int(n)].facts.flexFrame, let problem = Self.outsideFlexFrame(frame, size) {
                    problems.append("\(name(n)) replies \(NumberFormat.size(size)): \(problem)")
                }
            case .place(let n, let frame, let rootOrigin, _, let p, _):
                let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, rootOrigin.x, rootOrigin.y]
                if numbers.contains(where: \.isNaN) || p.containsNaN {
                    problems.append("\(name(n)) is placed at (\(NumberFormat.string(frame.origin.x)), \(NumberFormat.string(frame.origin.y))) "
                        + "\(NumberFormat.size(frame.size)) for \(NumberFormat.proposal(p))")
                }
                if finiteOnly, !numbers.allSatisfy(\.isFinite) {
                    problems.append("\(name(n)) is placed with a length that is not finite: \(NumberFormat.size(frame.size)) at "
                        + "(\(NumberFormat.string(rootOrigin.x)), \(NumberFormat.string(rootOrigin.y)))")
                }
                if let expected = Self.definedSize(kind: nodes[Int(n)].kind, p), frame.size != expected {
                    problems.append("\(name(n)) is placed \(NumberFormat.size(frame.size)) for \(NumberFormat.proposal(p)), expected \(NumberFormat.size(expected))")
                }
            case .layoutCall, .passEnd:
                break
            }
        }
        for (index, frame) in frames.enumerated() {
            if let frame, [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].contains(where: \.isNaN) {
                problems.append("\(nodes[index].path)'s final frame holds NaN")
            }
        }
        return problems
    }

    /// A finite proposed length gets a finite reply; so does a nil one, unless the other axis is infinite (an aspect
    /// ratio scales a nil axis by the other axis's proposal, spec §16).
    static func promisesFinite(_ p: ProposedSize, _ axis: Axis) -> Bool {
        guard let length = p[axis] else { return p[axis.other]?.isInfinite != true }
        return length.isFinite
    }

    /// The size SwiftUI gives a view that takes its proposal, nil read as 10; a Circle is a square of the shorter
    /// side; a GeometryReader reads nil as 0. Nil for other views.
    static func definedSize(kind: String, _ p: ProposedSize) -> Size? {
        if takesProposal.contains(kind) { return p.replacingUnspecified() }
        if kind == "Circle" {
            let filled = p.replacingUnspecified()
            let side = min(filled.width, filled.height)
            return Size(width: side, height: side)
        }
        if kind == "GeometryReader" { return p.replacingUnspecified(by: .zero) }
        return nil
    }

    /// A flexible frame's reply lies within its bounds after SwiftUI's normalisation (min ≥ 0, max ≥ ideal ≥ min).
    static func outsideFlexFrame(_ frame: FlexFrame, _ size: Size) -> String? {
        for (axis, bounds) in [(Axis.horizontal, (frame.minWidth, frame.idealWidth, frame.maxWidth)),
                               (.vertical, (frame.minHeight, frame.idealHeight, frame.maxHeight))] {
            let lower = bounds.0.map { max($0, 0) }
            let ideal = bounds.1.map { max(lower ?? 0, $0) }
            let upper = bounds.2.map { max(ideal ?? lower ?? 0, $0) }
            if let lower, size[axis] < lower { return "below the minimum \(NumberFormat.string(lower)) on the \(axis) axis" }
            if let upper, size[axis] > upper { return "above the maximum \(NumberFormat.string(upper)) on the \(axis) axis" }
        }
        return nil
    }
}
