import LayoutModel

/// The notes for other tools' probes in a compiled file (`SwiftUICatalogue.probeModifiers`): the compiled path runs
/// them as no-ops, and says so once per probe, at its first use, as the reader does.
public enum ProbeNotes {
    public static func of(_ source: String, file: String) -> [Diagnostic] {
        var notes: [Diagnostic] = []
        var seen: Set<String> = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.contains("(") else { continue }
            for name in SwiftUICatalogue.probeModifiers.keys.sorted() where !seen.contains(name) {
                guard let range = line.range(of: name + "("), range.lowerBound > line.startIndex,
                      line[line.index(before: range.lowerBound)] == "." else { continue }
                seen.insert(name)
                let column = line.utf8.distance(from: line.startIndex, to: range.lowerBound)  // at the '.', as the reader points
                notes.append(Diagnostic(.note, SwiftUICatalogue.probeNote(name)!, file: file, at: SourceLocation(line: index + 1, column: column)))
            }
        }
        return notes
    }
}
