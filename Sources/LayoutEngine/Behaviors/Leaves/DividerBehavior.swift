// Models: Divider (spec §6) as Color framed to the line thickness across its line: a horizontal line is
// (p.w ?? 10, thickness), a vertical one (in an HStack) (thickness, p.h ?? 10). Thickness is one pixel.
// Status: exact for the size; the inner Color/frame pair is not traced as separate nodes.
import LayoutModel

enum DividerBehavior {
    static func size(lineAxis: Axis, thickness: Double, _ p: ProposedSize) -> Size {
        lineAxis == .horizontal
            ? Size(width: p.width ?? 10, height: thickness)
            : Size(width: thickness, height: p.height ?? 10)
    }
}
