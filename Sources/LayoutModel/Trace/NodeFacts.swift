/// What the tree compiler knows of a node and the events do not carry, typed, for rules, diffs and the JSON trace
/// (`"facts"`, docs/trace-format.md). Nothing here is ever turned into text to be parsed back.
public struct NodeFacts: Hashable, Sendable {
    /// For a layout modifier: the node it wraps (its one child), so nobody has to work it out from paths.
    public var wraps: Int32?
    /// Every other fact, which few nodes have, kept out of line: a node without them costs one pointer here (the
    /// facts inline were 240 bytes of a node's 408 in the node table, nearly all nil). Nil when none is known.
    private var rare = OutOfLine<Rare>()

    /// `.gridCellColumns(n)` on a Grid cell (carried to the modifiers around it, as the cell is what the Grid sees).
    public var gridCellColumns: Int? {
        get { rare.read { $0.gridCellColumns } }
        set { rare.write(newValue) { $0.gridCellColumns = $1 } }
    }
    /// `.gridCellUnsizedAxes(…)` on a Grid cell.
    public var gridCellUnsizedAxes: Axes? {
        get { rare.read { $0.gridCellUnsizedAxes } }
        set { rare.write(newValue) { $0.gridCellUnsizedAxes = $1 } }
    }
    /// The node's layout priority as its parent sees it, when not 0.
    public var layoutPriority: Double? {
        get { rare.read { $0.layoutPriority } }
        set { rare.write(newValue) { $0.layoutPriority = $1 } }
    }
    /// A `.layoutPriority(p)` that this modifier resets to 0 (spec §19): the value lost.
    public var lostLayoutPriority: Double? {
        get { rare.read { $0.lostLayoutPriority } }
        set { rare.write(newValue) { $0.lostLayoutPriority = $1 } }
    }
    /// For a flexible frame: its arguments as written.
    public var flexFrame: FlexFrame? {
        get { rare.read { $0.flexFrame } }
        set { rare.write(newValue) { $0.flexFrame = $1 } }
    }
    /// A flexible frame whose min/ideal/max contradict each other: SwiftUI logs "Contradictory frame constraints
    /// specified." and normalises them (spec §13.1).
    public var contradictoryFrame: Bool {
        get { rare.read { $0.contradictoryFrame } }
        set { rare.write(newValue) { $0.contradictoryFrame = $1 } }
    }
    /// A frame with a value SwiftUI diagnoses as "Invalid frame dimension (negative or non-finite)." (FrameValidity).
    public var invalidFrame: Bool {
        get { rare.read { $0.invalidFrame } }
        set { rare.write(newValue) { $0.invalidFrame = $1 } }
    }
    /// For a fixed frame with an invalid value: its arguments as written.
    public var fixedFrame: FixedFrameArguments? {
        get { rare.read { $0.fixedFrame } }
        set { rare.write(newValue) { $0.fixedFrame = $1 } }
    }
    /// `.offset(x:y:)` on the view, summed: where it is drawn relative to its layout frame (spec §17); layout ignores it.
    public var offset: Point? {
        get { rare.read { $0.offset } }
        set { rare.write(newValue) { $0.offset = $1 } }
    }
    /// For a `Measured` leaf: the replies recorded on the device, so that a reader of the trace can tell which
    /// replies were recorded and which the step rule chose (`unrecorded-proposal`).
    public var measured: MeasuredTable? {
        get { rare.read { $0.measured } }
        set { rare.write(newValue) { $0.measured = $1 } }
    }
    /// The leaf answers with a recording's replies (`--measured`, docs/device.md): `measured` holds them, and its
    /// replies are the device's rather than the model's.
    public var replayed: Bool {
        get { rare.read { $0.replayed } }
        set { rare.write(newValue) { $0.replayed = $1 } }
    }

    public init() {}

    /// True when no fact is known.
    public var isEmpty: Bool { wraps == nil && rare.isEmpty }

    /// The facts kept out of line, as plain values.
    private struct Rare: RareFields {
        var gridCellColumns: Int?
        var gridCellUnsizedAxes: Axes?
        var layoutPriority: Double?
        var lostLayoutPriority: Double?
        var flexFrame: FlexFrame?
        var contradictoryFrame = false
        var invalidFrame = false
        var fixedFrame: FixedFrameArguments?
        var offset: Point?
        var measured: MeasuredTable?
        var replayed = false
    }
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
