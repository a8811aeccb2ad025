import LayoutModel
import LayoutTrace

/// A check over a trace that reports what is wrong in a layout negotiation, why, and how to fix it.
///
/// Rules work on traces only (recorded now, or read from a file with `TraceJSONReader`), never on the
/// engine. One rule per file, named for the condition it flags; the id is stable and independent of the
/// wording of messages. Each rule's documentation is printed by `layoutdbg rules --markdown` (docs/RULES.md).
///
/// A rule that explains another's symptom (a cascade, as Flutter says "RenderBox was not laid out" after an
/// overflow) comes after it in `RuleRegistry.all` and reads its findings from `RuleContext.earlier`.
public protocol AnomalyRule: Sendable {
    /// Stable kebab-case id, used by `--disable` and printed in brackets: `nested-grid-min-size`.
    var id: String { get }
    var severity: Severity { get }
    /// One line: what the rule flags.
    var summary: String { get }
    var documentation: RuleDocumentation { get }
    /// True for a cascade that names its cause from `RuleContext.earlier`: the rules before it then run even when
    /// disabled, so that the cause can be named whatever the user turned off.
    var readsEarlierFindings: Bool { get }
    func check(_ context: RuleContext) -> [Finding]
}

extension AnomalyRule {
    public var readsEarlierFindings: Bool { false }
}

/// What docs/RULES.md says about a rule, besides its id, severity and summary.
public struct RuleDocumentation: Sendable {
    /// Why the condition is a problem, in Markdown.
    public var details: String
    /// A SwiftUI snippet that triggers the rule.
    public var example: String
    /// How to fix it, in Markdown.
    public var fix: String

    public init(details: String, example: String, fix: String) {
        self.details = details
        self.example = example
        self.fix = fix
    }
}

/// What a rule sees: the trace, indexed, and the findings of the rules that ran before it.
public struct RuleContext: Sendable {
    public let index: TraceIndex
    /// For a cascade (`readsEarlierFindings`): the findings of the rules before it in `RuleRegistry.all`, disabled
    /// ones included, so that it can name its cause whatever the user turned off. Empty for every other rule, which
    /// may run at the same time as those before it (`RuleSchedule`).
    public let earlier: [Finding]

    public init(index: TraceIndex, earlier: [Finding] = []) {
        self.index = index
        self.earlier = earlier
    }

    public var header: TraceHeader { index.header }

    /// A finding of `rule` about `node`, located where the node was written, or where the nearest node around it was
    /// when the node's own place is not known (a colour given as a value, `Color.red`: no path knows where it is used).
    public func finding(_ rule: some AnomalyRule, node: Int32?, message: String, fix: String, event: Int? = nil) -> Finding {
        var location = SourceLocation.unknown
        var current = node ?? -1
        while current >= 0, Int(current) < index.nodes.count {
            location = index.info(current).location
            if location.isKnown { break }
            current = index.info(current).parent
        }
        return Finding(ruleID: rule.id, severity: rule.severity, file: index.file, location: location, node: node,
                       message: message, fix: fix, event: event)
    }

    /// `Grid/GridRow[0]/Grid[2] "inner"`: a node as messages name it. A label sits on the outermost node of
    /// a modifier chain (`HStack.frame "row"`), so the views inside the chain show it too (`HStack "row"`).
    public func name(_ node: Int32) -> String {
        let path = index.info(node).path
        guard let label = label(of: node) else { return path }
        return "\(path) \"\(label)\""
    }

    /// `Grid/GridRow[0]/Grid[2] "inner" (17:13)`: a node with where it was written, for nodes a message
    /// mentions besides its culprit.
    public func nameWithLocation(_ node: Int32) -> String {
        let location = index.info(node).location
        guard location.isKnown else { return name(node) }
        return "\(name(node)) (\(location.line):\(location.column))"
    }

    /// The node's label, or the label of the modifier chain that wraps it.
    func label(of node: Int32) -> String? {
        var current = node
        while true {
            if let label = index.info(current).label { return label }
            let parent = index.info(current).parent
            guard parent >= 0, index.modified(by: parent) == current else { return nil }
            current = parent
        }
    }
}

/// Wording shared by the rules' messages, so that numbers and axes read the same everywhere.
enum Words {
    static func number(_ value: Double) -> String { NumberFormat.string(value) }
    static func size(_ size: Size) -> String { NumberFormat.size(size) }
    static func proposal(_ proposal: ProposedSize) -> String { NumberFormat.proposal(proposal) }

    /// "width" / "height".
    static func dimension(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }

    /// "the width", "the height", "both axes".
    static func axes(_ axes: [Axis]) -> String {
        axes.count == 2 ? "both axes" : "the " + dimension(axes[0])
    }

    /// The reply's length along `axis`.
    static func length(_ call: NodeCall, _ axis: Axis) -> String { call.length(axis).map(number) ?? "?" }

    /// A reply as the trace shows it: `(w, h)` for a size, `width 40` for a `lengthThatFits` probe.
    static func reply(_ call: NodeCall) -> String {
        switch call.query {
        case .size: size(call.size)
        case .width: "width \(number(call.size.width))"
        case .height: "height \(number(call.size.height))"
        }
    }
}
