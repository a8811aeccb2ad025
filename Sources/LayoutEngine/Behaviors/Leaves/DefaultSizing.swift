// Models: Color and every view without a layout computer of its own: the default engine replies with the
// proposal, each nil replaced by 10 (spec §2). Status: exact.
import LayoutModel

enum DefaultSizing {
    static func size(_ p: ProposedSize) -> Size { p.replacingUnspecified() }
}
