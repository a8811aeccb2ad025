// Models: a custom `Layout` container (SwiftUI's ViewLayoutEngine, spec §24): the cache made on first use and
// updated after the tree changes, spacing on request, sizeThatFits behind SwiftUI's 3-entry size cache (re-run
// on every miss, as SwiftUI does), placeSubviews with `place(at:anchor:proposal:)` (last call wins; a subview
// never placed is centred in the bounds and proposed the container's proposal), explicit alignment on request.
// Status: exact for call order and the placement fallback (OpenSwiftUI, Apple's documentation); approximate for
// `explicitAlignment`, which only a custom layout parent asks (a built-in parent gets the subviews' values merged,
// as SwiftUI's default answers; Core/AlignmentGuides.swift), and for when `spacing` is asked (at the start of the
// pass, for a layout directly in a stack with nil spacing).
import LayoutModel

/// The per-node state of a custom layout: the front end's engine object (which owns the layout value and its
/// cache) and what SwiftUI's ViewLayoutEngine memoises between calls.
final class CustomLayoutSlot {
    enum CacheState {
        /// makeCache has not run for this node yet.
        case missing
        /// The tree was updated since: updateCache is due.
        case stale
        case ready
    }

    let name: String
    let arguments: [String: Double]
    let engine: any CustomLayoutEngine
    var cacheState = CacheState.missing
    /// SwiftUI memoises `spacing` until the next update.
    var spacing: SpacingPreferences?
    /// Explicit alignments by (guide, size, proposal), until the next update.
    var alignments: [AlignmentKey: Double?] = [:]
    /// The placements of the `placeSubviews` call in progress, nil outside one.
    var batch: PlacementBatch?
    /// Whether a stack around it reads its spacing to resolve gaps (asked at the start of each pass).
    var spacingReadByParent = false

    init(name: String, arguments: [String: Double], engine: any CustomLayoutEngine) {
        self.name = name
        self.arguments = arguments
        self.engine = engine
    }

    /// Takes over the state of the slot this one replaces after an update: the cache (updateCache is then due),
    /// or nothing when the engine cannot take it (makeCache is then due). Memos start empty either way.
    func takeOver(_ previous: CustomLayoutSlot) {
        guard previous.cacheState != .missing else { return }
        cacheState = engine.takeCache(from: previous.engine) ? .stale : .missing
    }

    /// `name(arguments)` as the trace shows it.
    var displayName: String {
        guard !arguments.isEmpty else { return name }
        let list = arguments.keys.sorted().map { "\($0): \(NumberFormat.string(arguments[$0]!))" }.joined(separator: ", ")
        return "\(name)(\(list))"
    }
}

struct AlignmentKey: Hashable {
    var guide: AlignmentGuideQuery
    var size: Size
    var proposal: ProposedSize
}

/// The placements one `placeSubviews` call makes.
final class PlacementBatch {
    let bounds: Rect
    var placements: [ChildPlacement] = []
    /// How many times each subview was placed.
    var counts: [Int]

    init(bounds: Rect, count: Int) {
        self.bounds = bounds
        counts = Array(filledWith: 0, count: count)
    }
}

enum CustomLayoutBehavior {
    static func size(_ ctx: LayoutContext, _ n: Int32, _ slot: CustomLayoutSlot, _ p: ProposedSize) -> Size {
        prepareCache(ctx, n, slot)
        ctx.layoutCall(n, "sizeThatFits", "proposal \(NumberFormat.proposal(p)) \(p.kind.description)")
        return slot.engine.sizeThatFits(proposal: p, subviews: CustomLayoutSubviews(context: ctx, node: n))
    }

    static func place(_ ctx: LayoutContext, _ n: Int32, _ slot: CustomLayoutSlot, size: Size, proposal: ProposedSize,
                      into placements: inout [ChildPlacement]) {
        prepareCache(ctx, n, slot)
        let subviews = CustomLayoutSubviews(context: ctx, node: n)
        // SwiftUI passes bounds in the parent's coordinate space; here that space is the root's, so a subview placed
        // at `.zero` lands at the root's origin, not at the container's, as it would on a device.
        let bounds = Rect(origin: ctx.placingOrigin, size: size)
        traceLayoutOnlyCall(ctx, n, slot, "placeSubviews", "in \(rect(bounds)), proposal \(NumberFormat.proposal(proposal))")
        let batch = PlacementBatch(bounds: bounds, count: subviews.count)
        let outer = slot.batch
        slot.batch = batch
        slot.engine.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
        slot.batch = outer
        // A subview the layout never placed is centred in the bounds and proposed the container's proposal (spec §24).
        for index in 0..<subviews.count where batch.counts[index] == 0 {
            let child = subviews.children[index]
            ctx.layoutCall(n, "unplaced", "subview \(index) (node \(child)): centered in bounds, proposed \(NumberFormat.proposal(proposal))")
            let childSize = ctx.size(of: child, proposal, .place)
            batch.placements.append(ChildPlacement(
                child: child, origin: Point(x: Saturating.subtract(size.width, childSize.width) / 2,
                                            y: Saturating.subtract(size.height, childSize.height) / 2),
                anchor: .center, proposal: proposal, size: childSize))
        }
        // Placed more than once: the last placement wins; the earlier ones stay in the trace but place nothing below.
        var seen = Set<Int32>()
        for k in batch.placements.indices.reversed() where !seen.insert(batch.placements[k].child).inserted {
            batch.placements[k].superseded = true
        }
        placements.append(contentsOf: batch.placements)
    }

    /// One `place(at:anchor:proposal:)` call from inside `placeSubviews`.
    static func place(_ ctx: LayoutContext, container n: Int32, subview index: Int, at position: Point, anchor: UnitPoint,
                      proposal: ProposedSize) {
        guard case .customLayout(let slot) = ctx.node(n).kind, let batch = slot.batch else {
            ctx.layoutCall(n, "place-ignored", "subview \(index): place(at:) called outside placeSubviews")
            return
        }
        let child = ctx.children(n)[index]
        let childSize = ctx.size(of: child, proposal, .place)
        let origin = Point(
            x: Saturating.subtract(Saturating.subtract(position.x, Saturating.multiply(anchor.x, childSize.width)), batch.bounds.minX),
            y: Saturating.subtract(Saturating.subtract(position.y, Saturating.multiply(anchor.y, childSize.height)), batch.bounds.minY))
        batch.counts[index] += 1
        batch.placements.append(ChildPlacement(child: child, origin: origin, anchor: anchor, proposal: proposal, size: childSize))
    }

    /// Traces a call SwiftUI makes of a `Layout` only: a view hosted from UIKit or AppKit, sized through the same
    /// protocol (`hostsPlatformView`), is asked for its size alone, so its cache, spacing and placing are not said.
    private static func traceLayoutOnlyCall(_ ctx: LayoutContext, _ n: Int32, _ slot: CustomLayoutSlot, _ call: String,
                                            _ detail: @autoclosure () -> String) {
        if !slot.engine.hostsPlatformView { ctx.layoutCall(n, call, detail()) }
    }

    /// Makes or updates the cache before the first call that needs it.
    static func prepareCache(_ ctx: LayoutContext, _ n: Int32, _ slot: CustomLayoutSlot) {
        switch slot.cacheState {
        case .ready: return
        case .missing:
            slot.cacheState = .ready
            traceLayoutOnlyCall(ctx, n, slot, "makeCache", subviewCount(ctx, n))
            slot.engine.makeCache(subviews: CustomLayoutSubviews(context: ctx, node: n))
        case .stale:
            slot.cacheState = .ready
            traceLayoutOnlyCall(ctx, n, slot, "updateCache", subviewCount(ctx, n))
            slot.engine.updateCache(subviews: CustomLayoutSubviews(context: ctx, node: n))
        }
    }

    /// A node's spacing preferences: a custom layout's own answer (asked once per update, traced), or the compiled ones.
    static func spacing(_ ctx: LayoutContext, _ n: Int32) -> SpacingPreferences {
        guard case .customLayout(let slot) = ctx.node(n).kind else { return ctx.node(n).spacing.preferences }
        if let known = slot.spacing { return known }
        prepareCache(ctx, n, slot)
        let answer = slot.engine.spacing(subviews: CustomLayoutSubviews(context: ctx, node: n))
        slot.spacing = answer
        traceLayoutOnlyCall(ctx, n, slot, "spacing", "→ \(answer.summary)")
        return answer
    }

    /// The explicit value of `guide` for node `n` at `size`: asked of a custom layout (once per guide, size and
    /// proposal until the next update, traced); nil for every other view.
    static func explicitAlignment(_ ctx: LayoutContext, _ n: Int32, _ guide: AlignmentGuideQuery, size: Size,
                                  proposal: ProposedSize) -> Double? {
        guard case .customLayout(let slot) = ctx.node(n).kind else { return nil }
        let key = AlignmentKey(guide: guide, size: size, proposal: proposal)
        if let known = slot.alignments[key] { return known }
        prepareCache(ctx, n, slot)
        let bounds = Rect(origin: .zero, size: size)
        let value = slot.engine.explicitAlignment(of: guide, in: bounds, proposal: proposal,
                                                  subviews: CustomLayoutSubviews(context: ctx, node: n))
        slot.alignments[key] = .some(value)
        ctx.layoutCall(n, "explicitAlignment", "of \(guide.name) in \(NumberFormat.size(size)) → \(value.map { NumberFormat.string($0) } ?? "nil")")
        return value
    }

    /// `1 subview`, `8 subviews`.
    static func subviewCount(_ ctx: LayoutContext, _ n: Int32) -> String {
        let count = ctx.children(n).count
        return count == 1 ? "1 subview" : "\(count) subviews"
    }

    /// `(x, y, w, h)`.
    static func rect(_ r: Rect) -> String {
        "(\(NumberFormat.string(r.minX)), \(NumberFormat.string(r.minY)), \(NumberFormat.string(r.size.width)), \(NumberFormat.string(r.size.height)))"
    }
}
