// Models: Rectangle, RoundedRectangle, Capsule, Ellipse (the proposal, nil → 10) and Circle (a square of
// the shorter side) (spec §2). Status: exact for the first four; Circle follows OpenSwiftUI, whose file is
// work in progress (inferred, spec §26 open question 6).
import LayoutModel

enum ShapeBehavior {
    static func size(_ shape: ShapeKind, _ p: ProposedSize) -> Size {
        let filled = DefaultSizing.size(p)
        guard case .circle = shape else { return filled }
        let side = min(filled.width, filled.height)
        return Size(width: side, height: side)
    }
}
