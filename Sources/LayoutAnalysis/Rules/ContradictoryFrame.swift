import LayoutModel

/// `contradictory-frame` (warning): a flexible frame whose minimum, ideal and maximum contradict each other
/// (min > ideal, ideal > max or min > max on an axis).
///
/// SwiftUI logs "Contradictory frame constraints specified." and normalises the values instead of failing
/// (spec §13.1): ideal is raised to min and max to ideal, so the frame is not what the code says.
///
/// Example:
///
///     Text("Title")
///         .frame(minWidth: 200, maxWidth: 100)   // SwiftUI uses min 200, max 200
struct ContradictoryFrame: AnomalyRule {
    let id = "contradictory-frame"
    let severity = Severity.warning
    let summary = "A flexible frame's min, ideal and max contradict each other; SwiftUI logs it and changes them."
    let documentation = RuleDocumentation(
        details: """
            SwiftUI logs "Contradictory frame constraints specified." (and "Invalid frame dimension (negative or \
            non-finite).") when a flexible frame has min > ideal, ideal > max or min > max on an axis, and normalises the values instead of failing (spec §13.1): \
            min is floored at 0, ideal raised to min, max raised to ideal. The frame then is not what the code says.
            """,
        example: """
            Text("Title")
                .frame(minWidth: 200, maxWidth: 100)   // SwiftUI uses minWidth 200, maxWidth 200
            """,
        fix: "Order the values so that min ≤ ideal ≤ max on each axis, or drop the one that was not meant.")

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for nodeIndex in context.index.nodes.indices {
            let node = Int32(nodeIndex)
            let facts = context.index.info(node).facts
            // A NaN value is out of order with everything: `invalid-frame-dimension` reports it.
            guard facts.contradictoryFrame, let frame = facts.flexFrame, FrameValidity.flexibleFrameIsContradictory(frame) else { continue }
            let arguments = frame.writtenArguments
            var conflicts: [String] = []
            var normalized: [String] = []
            var sorted = arguments
            for axis in ["Width", "Height"] {
                let labels = ["min", "ideal", "max"].map { $0 + axis }
                let given = labels.compactMap { label in arguments.first { $0.label == label } }
                for (i, a) in given.enumerated() {
                    for b in given[(i + 1)...] where a.value > b.value {
                        conflicts.append("\(a.label) \(Words.number(a.value)) > \(b.label) \(Words.number(b.value))")
                    }
                }
                guard given.count > 1, zip(given, given.dropFirst()).contains(where: { $0.value > $1.value }) else { continue }
                // What SwiftUI uses (spec §13.1): min ≥ 0, ideal ≥ min, max ≥ ideal (or min).
                var floor: Double?
                for argument in given {
                    let value = argument.label.hasPrefix("min") ? max(argument.value, 0) : max(floor ?? 0, argument.value)
                    normalized.append("\(argument.label) \(Words.number(value))")
                    floor = value
                }
                // The values in order, as the code most likely meant them.
                let values = given.map(\.value).sorted()
                for (argument, value) in zip(given, values) {
                    if let position = sorted.firstIndex(where: { $0.label == argument.label }) { sorted[position].value = value }
                }
            }
            let written = Self.describe(arguments)
            findings.append(context.finding(
                self, node: node,
                message: "\(context.name(node)): .frame(\(written)) contradicts itself (\(conflicts.joined(separator: ", "))). "
                    + "SwiftUI logs \"Contradictory frame constraints specified.\" and uses \(normalized.joined(separator: ", ")) instead.",
                fix: "order the values so that min ≤ ideal ≤ max, e.g. .frame(\(Self.describe(sorted))), or drop the one you did not mean."))
        }
        return findings
    }

    static func describe(_ arguments: [(label: String, value: Double)]) -> String {
        arguments.map { "\($0.label): \(Words.number($0.value))" }.joined(separator: ", ")
    }
}
