/// Counts of the differences of a `TraceDiff`, for its summary line and exit status.
public struct DiffSummary: Sendable, Hashable {
    public var repliesChanged = 0
    public var proposalsChanged = 0
    /// Changed custom-layout calls and re-measure flags.
    public var otherCallsChanged = 0
    public var callsAdded = 0
    public var callsRemoved = 0
    public var framesChanged = 0
    public var modifiersChanged = 0
    public var viewsAdded = 0
    public var viewsRemoved = 0
    public var findingsAppeared = 0
    public var findingsWentAway = 0
    public var quirksChanged = 0

    public init() {}

    /// True when there is no difference at all.
    public var isEmpty: Bool { self == DiffSummary() }

    /// The counts that are not zero, as `(count, singular, plural)`, in the order the summary line uses.
    public var items: [(count: Int, singular: String, plural: String)] {
        [
            (repliesChanged, "reply changed", "replies changed"),
            (proposalsChanged, "proposal changed", "proposals changed"),
            (otherCallsChanged, "other call changed", "other calls changed"),
            (framesChanged, "frame changed", "frames changed"),
            (modifiersChanged, "view with other modifiers", "views with other modifiers"),
            (callsAdded, "call added", "calls added"),
            (callsRemoved, "call removed", "calls removed"),
            (viewsAdded, "view added", "views added"),
            (viewsRemoved, "view removed", "views removed"),
            (findingsAppeared, "finding appeared", "findings appeared"),
            (findingsWentAway, "finding went away", "findings went away"),
            (quirksChanged, "quirk set changed", "quirk sets changed"),
        ].filter { $0.0 > 0 }.map { (count: $0.0, singular: $0.1, plural: $0.2) }
    }

    /// `1 reply changed, 3 frames changed` or `no differences`.
    public var line: String {
        let parts = items.map { "\($0.count) \($0.count == 1 ? $0.singular : $0.plural)" }
        return parts.isEmpty ? "no differences" : parts.joined(separator: ", ")
    }
}
