import LayoutModel

/// Dispatch from a node's kind to the behaviour that models it. One behaviour per file under Behaviors/.
enum Behaviors {
    static func sizeThatFits(_ ctx: LayoutContext, _ n: Int32, _ p: ProposedSize) -> Size {
        switch ctx.node(n).kind {
        case .color: DefaultSizing.size(p)
        case .shape(let shape): ShapeBehavior.size(shape, p)
        case .text(let text): TextBehavior.size(text, p)
        case .image(let natural, let resizable): ImageBehavior.size(natural: natural, resizable: resizable, p)
        case .spacer(let minLength, let orientation): SpacerBehavior.size(minLength: minLength, orientation: orientation, p)
        case .divider(let lineAxis, let thickness): DividerBehavior.size(lineAxis: lineAxis, thickness: thickness, p)
        case .measured(let table): table.answer(to: p).size
        case .empty: .zero
        case .stack(let spec): StackBehavior.size(ctx, n, spec, p)
        case .zStack(let alignment): ZStackBehavior.size(ctx, n, alignment, p)
        case .lazyStack(let spec): LazyStackBehavior.size(ctx, n, spec, p)
        case .grid(let spec): GridBehavior.size(ctx, n, spec, p)
        case .lazyGrid(let spec): LazyGridBehavior.size(ctx, n, spec, p)
        case .geometryReader: GeometryReaderBehavior.size(p)
        case .scrollView(let axes): ScrollViewBehavior.size(ctx, n, axes, p)
        case .viewThatFits(let axes): ViewThatFitsBehavior.size(ctx, n, axes, p)
        case .monitor: LayoutMonitorBehavior.size(ctx, n, p)
        case .customLayout(let slot): CustomLayoutBehavior.size(ctx, n, slot, p)
        case .fixedFrame(let w, let h, _): FixedFrameBehavior.size(ctx, n, width: w, height: h, p)
        case .flexFrame(let frame): FlexFrameBehavior.size(ctx, n, frame, p)
        case .padding(let insets): PaddingBehavior.size(ctx, n, insets, p)
        case .fixedSize(let h, let v): FixedSizeBehavior.size(ctx, n, horizontal: h, vertical: v, p)
        case .aspectRatio(let ratio, let mode): AspectRatioBehavior.size(ctx, n, ratio: ratio, mode: mode, p)
        case .position: PositionBehavior.size(ctx, n, p)
        case .ignoresSafeArea: SafeAreaIgnoringBehavior.size(ctx, n, p)
        case .safeAreaInset(let spec): SafeAreaInsetBehavior.size(ctx, n, spec, p)
        }
    }

    static func placeSubviews(_ ctx: LayoutContext, _ n: Int32, size: Size, proposal: ProposedSize,
                              into placements: inout [ChildPlacement]) {
        switch ctx.node(n).kind {
        case .color, .shape, .text, .image, .spacer, .divider, .measured, .empty: return
        case .stack(let spec): StackBehavior.place(ctx, n, spec, size: size, proposal: proposal, into: &placements)
        case .zStack(let alignment): ZStackBehavior.place(ctx, n, alignment, size: size, into: &placements)
        case .lazyStack(let spec): LazyStackBehavior.place(ctx, n, spec, size: size, proposal: proposal, into: &placements)
        case .grid(let spec): GridBehavior.place(ctx, n, spec, size: size, proposal: proposal, into: &placements)
        case .lazyGrid(let spec): LazyGridBehavior.place(ctx, n, spec, size: size, proposal: proposal, into: &placements)
        case .geometryReader: GeometryReaderBehavior.place(ctx, n, size: size, into: &placements)
        case .scrollView(let axes): ScrollViewBehavior.place(ctx, n, axes, proposal: proposal, into: &placements)
        case .viewThatFits: ViewThatFitsBehavior.place(ctx, n, size: size, proposal: proposal, into: &placements)
        case .monitor: LayoutMonitorBehavior.place(ctx, n, proposal: proposal, into: &placements)
        case .customLayout(let slot):
            CustomLayoutBehavior.place(ctx, n, slot, size: size, proposal: proposal, into: &placements)
        case .fixedFrame(let w, let h, let alignment):
            FixedFrameBehavior.place(ctx, n, width: w, height: h, alignment: alignment, size: size, proposal: proposal, into: &placements)
        case .flexFrame(let frame): FlexFrameBehavior.place(ctx, n, frame, size: size, proposal: proposal, into: &placements)
        case .padding(let insets): PaddingBehavior.place(ctx, n, insets, size: size, proposal: proposal, into: &placements)
        case .fixedSize(let h, let v):
            FixedSizeBehavior.place(ctx, n, horizontal: h, vertical: v, size: size, proposal: proposal, into: &placements)
        case .aspectRatio(let ratio, let mode):
            AspectRatioBehavior.place(ctx, n, ratio: ratio, mode: mode, size: size, proposal: proposal, into: &placements)
        case .position(let point): PositionBehavior.place(ctx, n, point, size: size, into: &placements)
        case .ignoresSafeArea(let edges):
            SafeAreaIgnoringBehavior.place(ctx, n, edges: edges, size: size, proposal: proposal, into: &placements)
        case .safeAreaInset(let spec):
            SafeAreaInsetBehavior.place(ctx, n, spec, size: size, proposal: proposal, into: &placements)
        }
    }
}

extension LayoutContext {
    /// Sizes `child` for placement with `proposal` and puts it at `origin` (for behaviours with one child).
    func placeChild(_ child: Int32, proposal: ProposedSize, into placements: inout [ChildPlacement],
                    origin: (Size) -> Point) {
        let childSize = size(of: child, proposal, .place)
        placements.append(ChildPlacement(child: child, origin: origin(childSize), proposal: proposal, size: childSize))
    }

    /// The proposal a unary modifier uses when placing: the one it received (iOS 15 and later), or its own
    /// final size under the older semantics (spec §1, placement-proposal switch).
    func placementContextProposal(received: ProposedSize, size: Size) -> ProposedSize {
        quirks.contains(.placementUsesIncomingProposal) ? received : ProposedSize(size)
    }
}
