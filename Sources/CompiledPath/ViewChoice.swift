import LayoutInput
import LayoutModel

/// `--view NAME`: the root for a view type, as a user who opens that view in Xcode would see it: the first `#Preview`
/// that shows it, else a `PreviewProvider` that shows it, else the view itself when it needs no arguments. The view may
/// be declared in the input or in a file given with `--with`; previews come from the input, where `--preview` finds them.
public enum ViewChoice {
    /// What `--view` stands for: a `--preview` selector or a `--root`.
    public struct Choice: Equatable, Sendable {
        public var root: String?
        public var preview: String?
        /// The `PreviewProvider` whose previews `root` shows, when it is one.
        public var provider: String?
    }

    /// A file's outline and its name as diagnostics and listings give it.
    public struct OutlinedFile: Sendable {
        public var outline: SwiftFileOutline
        public var file: String

        public init(outline: SwiftFileOutline, file: String) {
            self.outline = outline
            self.file = file
        }
    }

    /// A `Layout`'s name stands for the layout as its preview canvas would show it: the first `#Preview` that shows
    /// it, else the layout around `subviews` sample subviews (`SampleSubviews`), as for a file of layouts only.
    public static func choose(_ name: String, in input: OutlinedFile, companions: [OutlinedFile] = [],
                              subviews: Int = 5) throws(InputError) -> Choice {
        let files = [input] + companions
        // The app's types, for the arguments of a root that needs them (read only for that error).
        func samples() -> RootSamples { RootSamples(outlines: files.map(\.outline)) }
        let views = files.flatMap { file in file.outline.views.map { (decl: $0, file: file.file) } }
        let layouts = files.flatMap { file in file.outline.layouts.map { (decl: $0, file: file.file) } }
        if views.first(where: { $0.decl.name == name }) == nil, let layout = layouts.first(where: { $0.decl.name == name }) {
            if let index = input.outline.previews.firstIndex(where: { $0.typesUsed.contains(name) }) { return Choice(preview: String(index)) }
            guard layout.decl.rootParameters.isEmpty else {
                throw InputError(RootArguments.diagnostic(name, needs: layout.decl.rootParameters, why: nil, isLayout: true,
                                                          samples: samples(),
                                                          file: layout.file, at: layout.decl.location))
            }
            return Choice(root: "\(name)() {\n" + SampleSubviews.source(count: subviews, indent: "        ") + "    }")
        }
        guard let view = views.first(where: { $0.decl.name == name }) else { throw unknownView(name, views.map(\.decl.name), files, input.file) }
        if let index = input.outline.previews.firstIndex(where: { $0.typesUsed.contains(name) }) { return Choice(preview: String(index)) }
        // A provider that shows the view gives it what its canvas has (an environment object, arguments): before NAME().
        if let provider = input.outline.previewProviders.first(where: { $0.typesUsed.contains(name) }) {
            return Choice(root: RootChoice.providerPreviews(provider.name), provider: provider.name)
        }
        if view.decl.rootParameters.isEmpty { return Choice(root: name) }
        throw InputError(RootArguments.diagnostic(name, needs: view.decl.rootParameters, why: "and no preview shows it",
                                                  samples: samples(),
                                                  file: view.file, at: view.decl.location))
    }

    private static func unknownView(_ name: String, _ names: [String], _ files: [OutlinedFile], _ input: String) -> InputError {
        var notes: [String] = []
        if let close = Suggestion.closest(to: name, in: names) { notes.append("did you mean '\(close)'?") }
        notes.append(names.isEmpty ? "the files declare no view" : "--list-views lists the views and previews")
        let files = files.count == 1 ? "this file" : "these \(files.count) files"
        return InputError(Diagnostic(.error, "no view '\(name)' in \(files)", file: input, at: SourceLocation(line: 1, column: 1), notes: notes))
    }
}

/// `--list-views`: every view, layout and preview of the input and of the files given with `--with` (or of a
/// folder's files), one per line, `KIND  NAME  File.swift:LINE` and what the line needs or shows, in file order.
public enum ViewListing {
    public static func lines(_ input: ViewChoice.OutlinedFile, companions: [ViewChoice.OutlinedFile] = []) -> [String] {
        let files = [input] + companions
        let viewNames = Set(files.flatMap { $0.outline.views.map(\.name) })
        var rows: [(kind: String, name: String, place: String, detail: String)] = []
        for file in files {
            let name = file.file.split(separator: "/").last.map(String.init) ?? file.file
            for type in file.outline.types where type.conforms(to: "View") || type.conforms(to: "Layout") {
                let needs = RootArguments.needsText(type.rootParameters)
                rows.append((type.conforms(to: "View") ? "view" : "layout", type.name, "\(name):\(type.location.line)",
                             needs.isEmpty ? "" : "needs \(needs)"))
            }
        }
        func shows(_ used: [String]) -> String { used.first(where: viewNames.contains).map { "shows \($0)" } ?? "" }
        // Previews after the types, each file's numbered from 0 as `--preview` counts them in that file.
        for file in files {
            let name = file.file.split(separator: "/").last.map(String.init) ?? file.file
            for (index, preview) in file.outline.previews.enumerated() {
                rows.append(("preview", "\(index) \(preview.name.map { "\"\($0)\"" } ?? "(unnamed)")", "\(name):\(preview.location.line)",
                             shows(preview.typesUsed)))
            }
            for provider in file.outline.previewProviders {
                rows.append(("preview", "\(provider.name).previews", "\(name):\(provider.location.line)", shows(provider.typesUsed)))
            }
        }
        let nameWidth = rows.map(\.name.count).max() ?? 0
        let placeWidth = rows.map(\.place.count).max() ?? 0
        func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        return rows.map { row in
            let line = padded(row.kind, 9) + padded(row.name, nameWidth + 2) + padded(row.place, placeWidth + 2) + row.detail
            return String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
    }
}
