// Models: Image (spec §4): its natural size for every proposal; `.resizable()` takes the proposal on each
// axis, nil giving the natural size. Status: exact (cap insets are not modelled).
import LayoutModel

enum ImageBehavior {
    static func size(natural: Size, resizable: Bool, _ p: ProposedSize) -> Size {
        guard resizable else { return natural }
        return Size(width: p.width ?? natural.width, height: p.height ?? natural.height)
    }
}
