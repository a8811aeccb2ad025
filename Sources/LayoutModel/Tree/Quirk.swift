/// A named, version-dependent SwiftUI behaviour or known SwiftUI bug that the engine reproduces on purpose,
/// like Yoga's errata. The default of each matches current iOS (18 and later).
public enum Quirk: String, CaseIterable, Hashable, Sendable {
    /// FB14556654: a Grid reserves the zero-proposal reply of a cell spanning several columns from the width it
    /// shares out, and never gives it back, so the grid under-fills by that amount (seed 002). Inferred.
    case gridSpanMinimumReservation = "grid-span-min-reservation"
    /// Alternative hypothesis H1 for the seed's 167: the span is proposed its columns' share of the width minus
    /// the gaps between the row's cells, without its internal gap (spec §11.2). Off by default.
    case gridSpanShareWithoutInternalGaps = "grid-span-share-without-internal-gaps"
    /// iOS 17 (`FlexFrameIdealSizing`): a flexible frame proposes nil to its child on an axis where its own
    /// proposal was nil, it has no ideal, and its size is strictly between min and max (spec §13.3).
    case flexFrameIdealSizing = "flex-frame-ideal-sizing"
    /// iOS 15 placement semantics: unary modifiers propose their child, at placement, the proposal they
    /// received; before, their own final size (spec §1, the placement-proposal switch).
    case placementUsesIncomingProposal = "placement-uses-incoming-proposal"
    /// A VStack (HStack) proposed nil on its cross axis re-proposes its own cross size to its children at
    /// placement, so a Color stretches to the widest sibling (spec §7.4).
    case stackPlacementFillsCrossAxis = "stack-placement-fills-cross-axis"
    /// iOS 14: GeometryReader places its content at the top-leading corner (before: centred) (spec §21).
    case geometryReaderTopLeading = "geometry-reader-top-leading"
    /// iOS 14: a negative or non-finite `frame(width:height:)` value is treated as nil (spec §12).
    case frameInvalidValuesAsNil = "frame-invalid-values-as-nil"
    /// A LazyVGrid (LazyHGrid) computes its columns (rows) again at placement from the width (height) it reported, so
    /// a grid whose flexible minimums overflow is drawn off centre. Observed on iOS 14 (objc.io "Grid Layout" quiz 3);
    /// later releases unmeasured (docs/fidelity.md "Lazy grids").
    case lazyGridPlacesFromOwnWidth = "lazy-grid-places-from-own-width"

    /// Whether the quirk is on when nothing says otherwise.
    public var defaultValue: Bool {
        switch self {
        case .gridSpanShareWithoutInternalGaps: false
        default: true
        }
    }

    /// One line for `--help` and docs.
    public var summary: String {
        switch self {
        case .gridSpanMinimumReservation: "Grid keeps a spanning cell's zero-proposal width reserved (FB14556654; seed 002)"
        case .gridSpanShareWithoutInternalGaps: "Grid spans get a share without their internal gaps (hypothesis H1)"
        case .flexFrameIdealSizing: "flexible frames may propose nil to their child at placement (iOS 17)"
        case .placementUsesIncomingProposal: "unary modifiers re-propose their incoming proposal at placement (iOS 15)"
        case .stackPlacementFillsCrossAxis: "stacks proposed nil across re-propose their own cross size at placement"
        case .geometryReaderTopLeading: "GeometryReader places content top-leading (iOS 14)"
        case .frameInvalidValuesAsNil: "a negative fixed frame value counts as 0, an infinite or NaN one as nil (iOS 14)"
        case .lazyGridPlacesFromOwnWidth: "lazy grids compute their columns again from their own width at placement (iOS 14)"
        }
    }
}

/// The quirks in force for a run.
public struct QuirkSet: Hashable, Sendable {
    private var enabled: Set<Quirk>

    public init(_ enabled: Set<Quirk>) { self.enabled = enabled }

    public static var defaults: QuirkSet { QuirkSet(Set(Quirk.allCases.filter(\.defaultValue))) }

    public func contains(_ quirk: Quirk) -> Bool { enabled.contains(quirk) }

    public mutating func set(_ quirk: Quirk, _ on: Bool) {
        if on { enabled.insert(quirk) } else { enabled.remove(quirk) }
    }

    /// The enabled quirks, sorted by name, for stable output.
    public var sortedNames: [String] { enabled.map(\.rawValue).sorted() }
}
