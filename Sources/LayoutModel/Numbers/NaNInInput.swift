/// Whether a value of the input holds NaN: the engine's numeric policy (docs/ARCHITECTURE.md, "Numbers") tells NaN
/// that user code put in (a tree built in Swift with `.padding(.nan)`) from NaN the engine would have made. The
/// readers refuse NaN, so only trees built in Swift can hold it. The switches are exhaustive on purpose: a new case
/// with a number must say here whether it can be NaN.
extension Element {
    public var containsNaN: Bool {
        switch self {
        case .color, .text, .symbol, .divider, .emptyView, .geometryReader, .scrollView, .viewThatFits, .layoutMonitor, .gridRow:
            false
        case .shape(let kind):
            if case .roundedRectangle(let radius) = kind { radius.isNaN } else { false }
        case .concatenatedText(let runs): runs.contains { $0.font?.size.isNaN == true }
        case .image(_, let size): size.containsNaN
        case .spacer(let minLength): minLength?.isNaN == true
        case .hStack(_, let spacing), .vStack(_, let spacing), .lazyHStack(_, let spacing), .lazyVStack(_, let spacing):
            spacing?.isNaN == true
        case .zStack: false
        case .lazyVGrid(let items, _, let spacing), .lazyHGrid(let items, _, let spacing):
            spacing?.isNaN == true || items.contains(where: \.containsNaN)
        case .grid(_, let horizontal, let vertical): horizontal?.isNaN == true || vertical?.isNaN == true
        case .measured(let table): table.entries.contains { $0.proposal.containsNaN || $0.size.containsNaN }
        case .layout(_, let arguments, _): arguments.values.contains { $0.isNaN }
        }
    }
}

extension LazyGridItem {
    public var containsNaN: Bool {
        if spacing?.isNaN == true { return true }
        switch size {
        case .fixed(let length): return length.isNaN
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum): return minimum.isNaN || maximum.isNaN
        }
    }
}

extension Modifier {
    public var containsNaN: Bool {
        switch self {
        case .frame(let width, let height, _): width?.isNaN == true || height?.isNaN == true
        case .flexFrame(let f):
            [f.minWidth, f.idealWidth, f.maxWidth, f.minHeight, f.idealHeight, f.maxHeight].contains { $0?.isNaN == true }
        case .padding(let i), .safeAreaPadding(let i): i.top.isNaN || i.leading.isNaN || i.bottom.isNaN || i.trailing.isNaN
        case .aspectRatio(let ratio, _): ratio?.isNaN == true
        case .offset(let x, let y), .position(let x, let y): x.isNaN || y.isNaN
        case .border(let width): width.isNaN
        case .layoutPriority(let priority): priority.isNaN
        case .lineSpacing(let spacing), .kerning(let spacing), .tracking(let spacing): spacing.isNaN
        case .gridCellAnchor(let anchor): anchor.x.isNaN || anchor.y.isNaN
        case .font(let font): font.size.isNaN
        case .layoutValue(_, let value): value.number?.isNaN == true
        case .previewLayout(.fixed(let width, let height)): width.isNaN || height.isNaN
        // A guide's computed NaN (0 / 0, or the user's closure) leaves the guide at its default (AlignmentGuides.swift).
        case .alignmentGuide(let explicit): if case .number(let value) = explicit.value { value.isNaN } else { false }
        case .safeAreaInset(let inset): inset.spacing?.isNaN == true
        case .overlay, .background, .fixedSize, .clipped, .resizable, .gridCellColumns, .gridCellUnsizedAxes,
             .gridColumnAlignment, .lineLimit, .ignoresSafeArea, .previewLayout, .previewInterfaceOrientation:
            false
        }
    }
}

extension LayoutEnvironment {
    public var containsNaN: Bool {
        [displayScale, characterAdvance, lineHeightFactor, defaultPadding, defaultSpacing, gridSpacing].contains { $0.isNaN }
    }
}

extension ProposedSize {
    @inlinable public var containsNaN: Bool { width?.isNaN == true || height?.isNaN == true }
}

extension Size {
    @inlinable public var containsNaN: Bool { width.isNaN || height.isNaN }
}
