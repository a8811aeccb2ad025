import LayoutModel
import LayoutTrace

/// `explain`'s two outputs: numbered steps in plain words, and JSON with sorted keys for tools (docs/explain.md).
public enum ExplanationRenderer {
    public static func text(_ e: Explanation) -> String {
        var lines: [String] = []
        let target = e.steps.last?.size.map(ExplanationRules.size) ?? "not placed"
        lines.append("why \(e.name) is \(target)")
        lines.append("")
        for (index, step) in e.steps.enumerated() {
            lines.append("\(index + 1). \(step.name)" + (step.declaration.map { "  · \($0)" } ?? ""))
            let from = index == 0 ? "the window" : e.steps[index - 1].name
            lines.append("   offered \(step.offered.map(ExplanationRules.proposal) ?? "nothing (not placed)") by \(from)")
            lines.append("   " + step.rule)
            lines.append("   took \(step.size.map(ExplanationRules.size) ?? "no size (not placed)")")
        }
        lines.append("")
        if let frame = e.frame {
            lines.append("So \(e.name) is \(ExplanationRules.number(frame.size.width)) × \(ExplanationRules.number(frame.size.height)), "
                         + "at (\(ExplanationRules.number(frame.origin.x)), \(ExplanationRules.number(frame.origin.y))) in "
                         + (e.inWindow ? "window coordinates." : "the root's coordinates."))
        } else {
            lines.append("So \(e.name) was not placed in the last pass.")
        }
        if e.findings.isEmpty {
            lines.append("No finding about it or the views on the way.")
        } else {
            lines.append("Findings on the way:")
            for finding in e.findings { lines.append("  [\(finding.ruleID)] \(finding.text)") }
        }
        if e.steps.contains(where: { $0.offered?.width == nil || $0.offered?.height == nil }) {
            lines.append("(nil in an offer means no preference on that axis: the view takes its ideal size there.)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func json(_ e: Explanation) -> [UInt8] {
        var out = ByteWriter()
        func pair(_ a: Double?, _ b: Double?) {
            out.write("[")
            out.writeJSONNumber(a)
            out.write(", ")
            out.writeJSONNumber(b)
            out.write("]")
        }
        out.write("{\n  \"findings\": [")
        for (index, finding) in e.findings.enumerated() {
            out.write(index == 0 ? "\n    " : ",\n    ")
            out.write("{\"fix\": ")
            out.writeJSONString(finding.fix)
            out.write(", \"message\": ")
            out.writeJSONString(finding.message)
            out.write(", \"node\": ")
            out.writeJSONString(e.steps.first { $0.node == finding.node }?.name ?? "")
            out.write(", \"rule\": ")
            out.writeJSONString(finding.ruleID)
            out.write("}")
        }
        out.write(e.findings.isEmpty ? "],\n" : "\n  ],\n")
        out.write("  \"format\": \"layoutdbg-explain\",\n  \"frame\": ")
        if let frame = e.frame {
            out.write("[")
            out.writeJSONNumber(frame.origin.x)
            out.write(", ")
            out.writeJSONNumber(frame.origin.y)
            out.write(", ")
            out.writeJSONNumber(frame.size.width)
            out.write(", ")
            out.writeJSONNumber(frame.size.height)
            out.write("]")
        } else {
            out.write("null")
        }
        out.write(",\n  \"inWindow\": ")
        out.write(e.inWindow ? "true" : "false")
        out.write(",\n  \"node\": ")
        out.writeJSONString(e.name)
        out.write(",\n  \"steps\": [")
        for (index, step) in e.steps.enumerated() {
            out.write(index == 0 ? "\n    " : ",\n    ")
            out.write("{\"declaration\": ")
            if let declaration = step.declaration { out.writeJSONString(declaration) } else { out.write("null") }
            out.write(", \"kind\": ")
            out.writeJSONString(step.kind)
            out.write(", \"name\": ")
            out.writeJSONString(step.name)
            out.write(", \"offered\": ")
            if let offered = step.offered { pair(offered.width, offered.height) } else { out.write("null") }
            out.write(", \"rule\": ")
            out.writeJSONString(step.rule)
            out.write(", \"size\": ")
            if let size = step.size { pair(size.width, size.height) } else { out.write("null") }
            out.write("}")
        }
        out.write("\n  ]\n}\n")
        return out.bytes
    }
}
