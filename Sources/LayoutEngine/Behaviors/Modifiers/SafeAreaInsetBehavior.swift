// Models: `.safeAreaInset(edge:alignment:spacing:content:)`, SwiftUI's `_InsetViewModifier` and its InsetViewLayout,
// and through it `.safeAreaPadding` (four insets of clear frames, SafeAreaInset.paddingLayers).
// Two children: the modified view (primary) and the content (secondary, several views in a centred ZStack).
// Sizing for proposal p along the edge's axis a, with spacing s (given, or the primary's spacing to the content's):
// when p[a] is given, the primary is first asked at p with p[a] = 0 (its minimum m) and the content is proposed
// max(p[a] − s − m, 0) on a, p elsewhere; the primary is then proposed max(p[a] − (content[a] + s), 0) on a. With
// p[a] nil both are proposed p. The reply is content[a] + s + primary[a] on a and the larger of the two across.
// Placement replays that from the proposal the modifier was placed with (its size filling an unspecified cross
// axis): the primary is pinned to the edge opposite `edge`, centred across; the content to `edge`, and across it
// is aligned with the primary on the guide. The primary's safe area grows by s + the content's length on a, the
// content sized for the modifier's final size (InsetPrimarySafeAreas), which `.ignoresSafeArea` inside it reads.
// Status: exact per OpenSwiftUI's audited (6.5.4) `InsetViewModifier.swift` for sizes, proposals and positions;
// when SwiftUI measures the content for the safe area (lazily, when a view inside reads it) is inferred.
import LayoutModel

enum SafeAreaInsetBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, _ spec: SafeAreaInsetSpec, _ p: ProposedSize) -> Size {
        let children = ctx.children(n)
        let (_, secondarySize) = content(ctx, children, spec, p, .measure)
        let primarySize = ctx.size(of: children[0], primaryProposal(spec, p, secondarySize), .measure)
        let axis = spec.edge.axis
        return Size.along(axis, major: Saturating.add(Saturating.add(secondarySize[axis], spec.spacing), primarySize[axis]),
                          minor: max(secondarySize[axis.other], primarySize[axis.other]))
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, _ spec: SafeAreaInsetSpec, size: Size, proposal: ProposedSize,
                      into placements: inout [ChildPlacement]) {
        let children = ctx.children(n)
        let axis = spec.edge.axis, across = axis.other
        var p = proposal
        if p[across] == nil { p[across] = size[across] }
        let (secondaryProposal, secondarySize) = content(ctx, children, spec, p, .place)
        let primaryProposal = primaryProposal(spec, p, secondarySize)
        let primarySize = ctx.size(of: children[0], primaryProposal, .place)
        let primaryOrigin = pinned(primarySize, to: spec.edge.opposite, in: size)
        var secondaryOrigin = pinned(secondarySize, to: spec.edge, in: size)
        secondaryOrigin[across] = primaryOrigin[across]
            + ctx.guideValue(children[0], spec.guide, size: primarySize, proposal: primaryProposal)
            - ctx.guideValue(children[1], spec.guide, size: secondarySize, proposal: secondaryProposal)
        placements.append(ChildPlacement(child: children[0], origin: primaryOrigin, proposal: primaryProposal, size: primarySize,
                                         safeArea: ctx.insetLayer(n, spec, frame: Rect(origin: ctx.placingOrigin, size: size))))
        placements.append(ChildPlacement(child: children[1], origin: secondaryOrigin, proposal: secondaryProposal, size: secondarySize))
    }

    /// How far the primary's safe area reaches in from `edge` of the modifier of `size`: the spacing and the
    /// content's length, the content sized as for a proposal of exactly `size` (InsetPrimarySafeAreas).
    static func safeAreaLength(_ ctx: LayoutContext, _ n: Int32, _ spec: SafeAreaInsetSpec, size: Size) -> Double {
        let (_, secondarySize) = content(ctx, ctx.children(n), spec, ProposedSize(size), .place)
        return Saturating.add(spec.spacing, secondarySize[spec.edge.axis])
    }

    /// The content's proposal and size for the modifier's proposal `p`: what the primary's minimum on the axis leaves.
    private static func content(_ ctx: LayoutContext, _ children: [Int32], _ spec: SafeAreaInsetSpec, _ p: ProposedSize,
                                _ reason: ProposalReason) -> (ProposedSize, Size) {
        let axis = spec.edge.axis
        var proposal = p
        if let length = p[axis] {
            let withoutSpacing = max(Saturating.subtract(length, spec.spacing), 0)
            var probe = p
            probe[axis] = 0
            let minimum = ctx.size(of: children[0], probe, .probeMin)[axis]
            proposal[axis] = max(Saturating.subtract(withoutSpacing, minimum), 0)
        }
        return (proposal, ctx.size(of: children[1], proposal, reason))
    }

    /// The primary's proposal: `p` less the content and the spacing on the axis, when `p` gives the axis.
    private static func primaryProposal(_ spec: SafeAreaInsetSpec, _ p: ProposedSize, _ secondarySize: Size) -> ProposedSize {
        let axis = spec.edge.axis
        var proposal = p
        if let length = p[axis] {
            proposal[axis] = max(Saturating.subtract(length, Saturating.add(secondarySize[axis], spec.spacing)), 0)
        }
        return proposal
    }

    /// The origin of a view of `size` pinned to `edge` of `container`, centred along the edge: `UnitPoint(edge:)`
    /// is the unit point of the edge's name (`.top` is (0.5, 0)).
    private static func pinned(_ size: Size, to edge: Edge, in container: Size) -> Point {
        let anchor = UnitPoint(name: edge.rawValue)!
        return Point(x: Saturating.subtract(Saturating.multiply(container.width, anchor.x), Saturating.multiply(size.width, anchor.x)),
                     y: Saturating.subtract(Saturating.multiply(container.height, anchor.y), Saturating.multiply(size.height, anchor.y)))
    }
}
