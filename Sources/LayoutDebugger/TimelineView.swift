// Models: SwiftUI's TimelineView, a view its schedule redraws: laid out as its content (OpenSwiftUI's TimelineView
// makes its content with the TimelineView's own inputs: `Content._makeView(view: content, inputs: inputs)`, a unary
// view with no layout of its own). A trace is one moment: the content is built once, for that moment
// (`timelineMoment`: 9:41 on 1 January 2026, UTC, fixed so that traces are the same every run), and no schedule
// ever fires. Status: exact for the layout; the moment is layoutdbg's choice.
import LayoutModel

/// When a TimelineView would update: never during a trace.
public protocol TimelineSchedule {}

/// SwiftUI's schedules by their static names.
public struct TimelineViewSchedule: TimelineSchedule, Sendable {}

extension TimelineSchedule where Self == TimelineViewSchedule {
    public static var everyMinute: TimelineViewSchedule { TimelineViewSchedule() }
    public static var animation: TimelineViewSchedule { TimelineViewSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> TimelineViewSchedule { TimelineViewSchedule() }
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> TimelineViewSchedule { TimelineViewSchedule() }
    public static func explicit<S: Sequence>(_ dates: S) -> TimelineViewSchedule where S.Element == Date { TimelineViewSchedule() }
}

/// A view whose content its schedule redraws: its content, at the trace's one moment.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    public typealias Body = Never

    /// What the content closure is given: a type of its own, not nested in this generic one, so that a builder
    /// knows it before it infers `Content` (as SwiftUI declares it).
    public typealias Context = TimelineViewDefaultContext

    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) { self.content = content }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        builder.nodes(content(Context(date: timelineMoment, cadence: .live)))
    }
}

/// What a TimelineView's content closure is given.
public struct TimelineViewDefaultContext: Sendable {
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The trace's moment (`timelineMoment`).
    public let date: Date
    public let cadence: Cadence
}

/// The moment every TimelineView is traced at: 2026-01-01 09:41:00 UTC.
let timelineMoment = Date(timeIntervalSince1970: 1_767_260_460)
