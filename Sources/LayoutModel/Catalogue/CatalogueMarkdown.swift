/// docs/catalogue.md: the element and modifier tables, generated from the catalogue (a test keeps the file current).
public enum CatalogueMarkdown {
    public static func render() -> String {
        var lines = [
            "# The SwiftUI surface layoutdbg models",
            "",
            "Generated from `SwiftUICatalogue` (Sources/LayoutModel/Catalogue); do not edit: `LAYOUTDBG_RECORD=failed swift test",
            "--filter CatalogueTests` rewrites it. Every entry is read by the JSON and SwiftUI-syntax readers and built",
            "by the LayoutDebugger library to the same tree (CatalogueConformanceTests). Evidence: *exact* (documented or",
            "observed, and reproduced), *approximate*, *inferred*; see docs/fidelity.md.",
            "",
        ]
        for (title, kind) in [("Views", SurfaceEntry.Kind.view), ("Modifiers", .modifier)] {
            lines += ["## \(title)", "", "| name | parameters (JSON key) | becomes | laid out by | evidence | example |", "|---|---|---|---|---|---|"]
            for entry in SwiftUICatalogue.entries where entry.kind == kind {
                lines.append("| `\(entry.name)` | \(parameters(entry)) | \(role(entry)) | \(entry.fidelity.behaviour) (\(entry.fidelity.source)) | \(entry.fidelity.evidence.rawValue) | `\(entry.example.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|"))` |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    private static func parameters(_ entry: SurfaceEntry) -> String {
        let shown = entry.parameters.filter { $0.type != .ignored && $0.type != .content }
        guard !shown.isEmpty else { return entry.takesChildren ? "content" : "–" }
        let list = shown.map { parameter -> String in
            var text = "`\(parameter.label ?? "_")`"
            if let key = parameter.key, key != parameter.label, entry.inJSON { text += " (`\(key)`)" }
            if let value = parameter.defaultText { text += " = `\(value)`" }
            return text
        }
        return list.joined(separator: ", ") + (entry.takesChildren ? ", content" : "")
    }

    private static func role(_ entry: SurfaceEntry) -> String {
        switch entry.role {
        case .element: entry.takesChildren ? "container node" : "leaf node"
        case .layoutModifier: "modifier node"
        case .decoration: "decorates its view"
        case .lowered(let target): target
        }
    }
}
