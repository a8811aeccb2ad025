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

    /// Says that the modifier `name` at `site` is ignored, for `ApproximationWarning.ignoredModifiers`' reason (once
    /// per name, as the reader says it).
    func warnIgnored(_ name: String, at site: CallSite) {
        warn(ApproximationWarning.ignored(name, because: ApproximationWarning.ignoredModifiers[name] ?? ""), at: site, key: "ignored:\(name)")
    }

    /// Says that the `Image(…)` at `site` made the image `name` with no natural size: one warning for the site, which
    /// names every image it made, as the reader's (`ApproximationWarning.unsizedImages`); its words are made when the
    /// build is done (`finishedWarnings`), as a `ForEach` may make thousands.
    func warnUnsizedImage(_ name: String, symbol: Bool, at site: CallSite) {
        let key = "\(site.file ?? ""):\(site.location.line):\(site.location.column)"
        if unsizedImages[key] == nil {
            unsizedImages[key] = UnsizedImages(position: warnings.count, site: site, symbol: symbol)
            warnings.append(BuildWarning(message: "", notes: [], fileID: site.file, location: site.location))  // made when done
        }
        unsizedImages[key]?.names.insert(name)
    }

    /// The build's warnings, those of unsized images in their words, after the note on settling actions if any.
    var finishedWarnings: [BuildWarning] {
        var finished = warnings
        for images in unsizedImages.values {
            let warning = ApproximationWarning.unsizedImages(Array(images.names), symbol: images.symbol)
            finished[images.position] = BuildWarning(message: warning.message, notes: warning.notes, fileID: images.site.file,
                                                     location: images.site.location)
        }
        return (settlingNote.map { [$0] } ?? []) + finished
    }
}

/// The images one `Image(…)` made with no natural size, and where its warning goes among the build's.
struct UnsizedImages {
    var position: Int
    var site: CallSite
    var symbol: Bool
    var names: Set<String> = []
}

extension View {
    /// This view, with the warning that `name` is ignored for `ApproximationWarning.ignoredModifiers`' reason (when
    /// `applies`: a value that SwiftUI lays out as layoutdbg does warns of nothing).
    func ignoring(_ name: String, at site: CallSite, if applies: Bool = true) -> some View {
        modified { node, builder in
            if applies { builder.warnIgnored(name, at: site) }
            return node
        }
    }

    /// This view, with `message` said about `site` (once per `key`); nil says nothing.
    func warning(_ message: String?, at site: CallSite, key: String) -> some View {
        modified { node, builder in
            if let message { builder.warn(message, at: site, key: key) }
            return node
        }
    }
}
