import LayoutModel
import LayoutTrace

/// A call as `CallTable` stores it: `NodeCall` without its text, so that it is a plain value (copied by
/// memcpy, no reference counting). A custom-layout call's text sits in the table's `details`.
struct CallRecord: Sendable {
    var kind: NodeCall.Kind
    var query: Query
    var remeasured: Bool
    var pass: Int32
    var reason: ProposalReason?
    var proposal: ProposedSize
    var reply: Size?
    /// Index into `CallTable.details`; -1 for none.
    var detail: Int32
    var event: Int32
    var replyEvent: Int32
}
