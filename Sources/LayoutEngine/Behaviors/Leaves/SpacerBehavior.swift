// Models: Spacer (spec §5): minLength defaults to 8; along its stack's axis max(p, minLength), 0 across;
// outside a stack on both axes. Priority −∞ and spacing 0 beside it are set when the tree is compiled.
// Status: exact.
import LayoutModel

enum SpacerBehavior {
    static func size(minLength: Double, orientation: Axis?, _ p: ProposedSize) -> Size {
        let w = max(p.width ?? -.infinity, minLength)
        let h = max(p.height ?? -.infinity, minLength)
        switch orientation {
        case .horizontal?: return Size(width: w, height: 0)
        case .vertical?: return Size(width: 0, height: h)
        case nil: return Size(width: w, height: h)
        }
    }
}
