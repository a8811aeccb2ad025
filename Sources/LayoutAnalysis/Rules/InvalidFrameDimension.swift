import LayoutModel

/// `invalid-frame-dimension` (warning): a `.frame` value that SwiftUI diagnoses at run time with "Invalid frame
/// dimension (negative or non-finite)." (FrameValidity, observed in SwiftUI).
///
/// A fixed width or height that is negative answers 0; one that is infinite or NaN is dropped, as if not given.
/// A flexible frame is diagnosed for a NaN or infinite minimum and a negative or NaN ideal or maximum (values out of
/// order are `contradictory-frame`'s); a NaN among them makes its reply NaN.
///
/// Example:
///
///     Text("Title")
///         .frame(width: geometry.size.width - 60)   // negative on a narrow screen: the frame is 0 wide
struct InvalidFrameDimension: AnomalyRule {
    let id = "invalid-frame-dimension"
    let severity = Severity.warning
    let summary = "A frame value that SwiftUI logs as \"Invalid frame dimension (negative or non-finite).\""
    let documentation = RuleDocumentation(
        details: """
            SwiftUI checks frame values when the frame is made and logs "\(FrameValidity.runtimeWarning)" \
            instead of failing. A fixed width or height that is negative answers 0 (−∞ too); +∞ and NaN are dropped, \
            so the frame takes its child's size on that axis. A flexible frame is diagnosed for a NaN or +∞ \
            minimum and a negative or NaN ideal or maximum (and for values out of order, which `contradictory-frame` \
            reports); its negative bounds count as 0 and a \
            NaN bound makes its reply NaN. Observed in SwiftUI on macOS 26 (docs/fidelity.md, "Invalid frame values").
            """,
        example: """
            Text("Title")
                .frame(width: geometry.size.width - 60)   // negative on a narrow screen: the frame is 0 wide
            """,
        fix: "Clamp computed values (max(0, value)) and never pass NaN; to fill the space use maxWidth: .infinity, not width: .infinity.")

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for nodeIndex in context.index.nodes.indices {
            let node = Int32(nodeIndex)
            let facts = context.index.info(node).facts
            guard facts.invalidFrame else { continue }
            if let frame = facts.fixedFrame {
                let arguments = frame.writtenArguments
                let repairs = arguments.filter { !FrameValidity.isValid($0.value) }.map { argument in
                    let repaired = FrameValidity.repaired(argument.value).map { "\(argument.label) \(Words.number($0))" }
                    return repaired ?? "no \(argument.label) (the child's)"
                }
                findings.append(context.finding(
                    self, node: node,
                    message: "\(context.name(node)): .frame(\(ContradictoryFrame.describe(arguments))) has an invalid dimension. "
                        + "SwiftUI logs \"\(FrameValidity.runtimeWarning)\" and uses \(repairs.joined(separator: ", ")) instead.",
                    fix: Self.fix(arguments)))
            } else if let frame = facts.flexFrame {
                let arguments = frame.writtenArguments
                findings.append(context.finding(
                    self, node: node,
                    message: "\(context.name(node)): .frame(\(ContradictoryFrame.describe(arguments))) has an invalid dimension "
                        + "(\(FrameValidity.invalidValueReasons(frame).joined(separator: ", "))). SwiftUI logs \"\(FrameValidity.runtimeWarning)\" at run time; "
                        + "negative bounds count as 0 and a NaN one makes the frame's size NaN.",
                    fix: Self.fix(arguments)))
            }
        }
        return findings
    }

    static func fix(_ arguments: [(label: String, value: Double)]) -> String {
        if arguments.contains(where: { $0.value == .infinity && ($0.label == "width" || $0.label == "height") }) {
            return "to fill the space write maxWidth: .infinity (or maxHeight:), not width: .infinity; clamp computed values with max(0, value)."
        }
        return "clamp computed values with max(0, value), never pass NaN, and keep min ≤ ideal ≤ max."
    }
}
