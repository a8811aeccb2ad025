import LayoutInput
import LayoutModel

/// The user's file made ready to compile beside a generated entry point, every line where it was, so that a
/// compiler diagnostic or a node's `#line` points at the user's own line:
///
/// - `#Preview { … }` is a macro, and no macro plugin can be built here without third-party packages: each one
///   becomes `func __layoutdbgPreview<N>() -> some View { … }`, its body unchanged;
/// - `@main` is blanked out (the generated `main.swift` is the entry point; two would not link);
/// - a file that does not import SwiftUI (a listing from an article) gets `import SwiftUI; ` before its first line;
/// - a function returning the chosen root view is appended after the last line.
public struct PreparedSource: Sendable, Equatable {
    /// The text to compile.
    public var text: String
    /// The Swift expression of the root view, called by the generated entry point.
    public static let rootFunction = "__layoutdbgRoot"

    public init(source: String, outline: SwiftFileOutline, root: String) {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        for (index, preview) in outline.previews.enumerated() {
            Self.replace(in: &lines, from: preview.location, to: preview.bodyStart,
                         with: "@ViewBuilder @MainActor func \(Self.previewFunction(index))() -> some View ")
        }
        for location in outline.mainAttributes {
            Self.replace(in: &lines, from: location, to: SourceLocation(line: location.line, column: location.column + 5), with: "     ")
        }
        if !source.contains("import SwiftUI"), !lines.isEmpty { lines[0].insert(contentsOf: "import SwiftUI; ".unicodeScalars, at: 0) }
        var text = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
        if !text.hasSuffix("\n") { text += "\n" }
        text += "\n@MainActor func \(Self.rootFunction)() -> some View {\n    \(root)\n}\n"
        self.text = text
    }

    /// The function a preview becomes: `__layoutdbgPreview0`, …
    public static func previewFunction(_ index: Int) -> String { "__layoutdbgPreview\(index)" }

    /// Replaces the text from `start` up to (not including) `end` with `replacement` on `start`'s line, blanking the
    /// rest of the range on later lines, so no line moves. Columns count Unicode scalars, as the lexer's do.
    private static func replace(in lines: inout [[Unicode.Scalar]], from start: SourceLocation, to end: SourceLocation, with replacement: String) {
        let replacementScalars = Array(replacement.unicodeScalars)
        for line in start.line...end.line {
            let index = line - 1
            guard lines.indices.contains(index) else { continue }
            let from = line == start.line ? start.column - 1 : 0
            let to = line == end.line ? end.column - 1 : lines[index].count
            guard from <= to, to <= lines[index].count else { continue }
            let inserted: [Unicode.Scalar] = line == start.line ? replacementScalars : Array(repeating: " ", count: to - from)
            lines[index].replaceSubrange(from..<to, with: inserted)
        }
    }
}
