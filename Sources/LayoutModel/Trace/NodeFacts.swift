/// What the tree compiler knows of a node and the events do not carry, typed, for rules, diffs and the JSON trace
/// (`"facts"`, docs/trace-format.md). Nothing here is ever turned into text to be parsed back.
public struct NodeFacts: Hashable, Sendable {
    /// `.gridCellColumns(n)` on a Grid cell (carried to the modifiers around it, as the cell is what the Grid sees).
    public var gridCellColumns: Int?
    /// `.gridCellUnsizedAxes(…)` on a Grid cell.
    public var gridCellUnsizedAxes: Axes?
    /// The node's layout priority as its parent sees it, when not 0.
    public var layoutPriority: Double?
    /// A `.layoutPriority(p)` that this modifier resets to 0 (spec §19): the value lost.
    public var lostLayoutPriority: Double?
    /// For a flexible frame: its arguments as written.
    public var flexFrame: FlexFrame?
    /// A flexible frame whose min/ideal/max contradict each other: SwiftUI logs "Contradictory frame constraints
    /// specified." and normalises them (spec §13.1).
    public var contradictoryFrame = false
    /// A frame with a value SwiftUI diagnoses as "Invalid frame dimension (negative or non-finite)." (FrameValidity).
    public var invalidFrame = false
    /// For a fixed frame with an invalid value: its arguments as written.
    public var fixedFrame: FixedFrameArguments?
    /// For a layout modifier: the node it wraps (its one child), so nobody has to work it out from paths.
    public var wraps: Int32?
    /// `.offset(x:y:)` on the view, summed: where it is drawn relative to its layout frame (spec §17); layout ignores it.
    public var offset: Point?
    /// For a `Measured` leaf: the replies recorded on the device, so that a reader of the trace can tell which
    /// replies were recorded and which the step rule chose (`unrecorded-proposal`).
    public var measured: MeasuredTable?
    /// The leaf answers with a recording's replies (`--measured`, docs/device.md): `measured` holds them, and its
    /// replies are the device's rather than the model's.
    public var replayed = false

    public init() {}

    /// True when no fact is known.
    public var isEmpty: Bool { self == NodeFacts() }
}

/// The arguments of `frame(width:height:)` as written.
public struct FixedFrameArguments: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// The arguments as written, e.g. `width: -10`.
    public var writtenArguments: [(label: String, value: Double)] {
        [("width", width), ("height", height)].compactMap { label, value in value.map { (label, $0) } }
    }
}

extension FlexFrame {
    /// The arguments as written, e.g. `minWidth: 0, maxWidth: inf`.
    public var writtenArguments: [(label: String, value: Double)] {
        [("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
         ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight)].compactMap { label, value in
            value.map { (label, $0) }
        }
    }
}
