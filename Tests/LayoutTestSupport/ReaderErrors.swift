import LayoutModel

/// The rendered diagnostics of a failing read, one per line; "no error" when it succeeds.
public func renderedError(_ body: () throws(InputError) -> Void) -> String {
    do throws(InputError) {
        try body()
        return "no error"
    } catch {
        return error.diagnostics.map(\.rendered).joined(separator: "\n")
    }
}

/// A source location, short enough to write many in an expected tree.
public func loc(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(line: line, column: column) }
