import LayoutModel

/// A recorded layout run: a header, the node table that events index, and the events in call order.
public struct Trace: Sendable {
    public var header: TraceHeader
    public var nodes: [NodeInfo]
    public var events: [TraceEvent]
    /// Final frames in root coordinates, per node (nil: never placed). Empty when not recorded.
    public var frames: [Rect?]

    public init(header: TraceHeader, nodes: [NodeInfo], events: [TraceEvent], frames: [Rect?] = []) {
        self.header = header
        self.nodes = nodes
        self.events = events
        self.frames = frames
    }
}

/// What a trace says about how it was made.
public struct TraceHeader: Hashable, Sendable {
    /// The version of the JSON trace format (docs/trace-format.md). Readers check it before anything else.
    public static let currentFormatVersion = 2
    /// The versions `TraceJSONReader` reads: version 1 through `TraceV1`.
    public static let readableFormatVersions = 1...2

    public var formatVersion: Int
    public var engineVersion: String
    /// The input file the trace was made from, as given on the command line.
    public var input: String
    /// Enabled quirks, sorted by name.
    public var quirks: [String]
    public var rootProposal: ProposedSize
    /// The device window the root was shown in; nil when an explicit root proposal put it at (0, 0).
    public var window: Window?
    /// The OS release whose quirks the run had (`--os ios17`, `OSProfile`); nil when none was named.
    public var os: String?
    /// Where a recorded negotiation comes from (`LayoutRecorder`, `console log`); nil for a simulation. A recording
    /// names only the views it recorded, and its requests have the reason `recorded` (docs/device.md).
    public var recorded: String?

    public init(formatVersion: Int = TraceHeader.currentFormatVersion, engineVersion: String, input: String,
                quirks: [String], rootProposal: ProposedSize, window: Window? = nil, os: String? = nil,
                recorded: String? = nil) {
        self.os = os
        self.recorded = recorded
        self.formatVersion = formatVersion
        self.engineVersion = engineVersion
        self.input = input
        self.quirks = quirks
        self.rootProposal = rootProposal
        self.window = window
    }
}
