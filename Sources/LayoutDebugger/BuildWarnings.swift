// The warnings of building a tree with this library: where it approximates SwiftUI or guesses a value, it says so in
// the reader's words (ApproximationWarning), once per kind as the reader does, so a file compiled says what the same
// file read says. The compiled path's entry point writes them beside the trace.
import LayoutModel

/// A warning about the code at `site`.
public struct BuildWarning: Hashable, Sendable {
    public var message: String
    public var notes: [String]
    /// The caller's `#fileID`, line and column.
    public var fileID: String?
    public var location: SourceLocation

    /// The warning as one line of the entry point's warnings file: fields apart by tabs (no message has one).
    public var line: String {
        ([fileID ?? "", String(location.line), String(location.column), message] + notes).joined(separator: "\t")
    }
}

extension ViewTreeBuilder {
    /// Says `message` about `site`, unless a warning of the same `key` was said already.
    func warn(_ message: String, notes: [String] = [], at site: CallSite, key: String) {
        guard warnedKeys.insert(key).inserted else { return }
        warnings.append(BuildWarning(message: message, notes: notes, fileID: site.file, location: site.location))
    }
}

extension View {
    /// This view, with the warning that `name` is ignored for `ApproximationWarning.ignoredModifiers`' reason (when
    /// `applies`: a value that SwiftUI lays out as layoutdbg does warns of nothing).
    func ignoring(_ name: String, at site: CallSite, if applies: Bool = true) -> some View {
        warning(applies ? ApproximationWarning.ignored(name, because: ApproximationWarning.ignoredModifiers[name] ?? "") : nil,
                at: site, key: "ignored:\(name)")
    }

    /// This view, with `message` said about `site` (once per `key`); nil says nothing.
    func warning(_ message: String?, at site: CallSite, key: String) -> some View {
        modified { node, builder in
            if let message { builder.warn(message, at: site, key: key) }
            return node
        }
    }
}
