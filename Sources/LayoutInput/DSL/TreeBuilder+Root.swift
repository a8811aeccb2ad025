import LayoutModel

/// Which view of the file is laid out.
///
/// In order, as Xcode's canvas and the compiled path (`RootChoice`) pick it: the view struct named by `--root` (or a
/// `// layoutdbg: root Name` directive); else a `#Preview` (`--preview NAME|INDEX`, the first by default); else a
/// `PreviewProvider` (which only the compiled path runs); else the file's one bare top-level view expression; else the
/// one view struct that no other view struct uses. No candidate, or several, is an error that lists them.
extension TreeBuilder {
    mutating func buildRoot(named requested: (name: String, location: SourceLocation)?, preview: String? = nil) throws(Diagnostic) -> ViewNode {
        if let requested {
            guard let decl = viewDecls[requested.name] else {
                let names = syntax.views.map(\.name)
                var notes = suggestion(requested.name, names, list: false)
                if notes.isEmpty {
                    notes = names.isEmpty ? ["the file declares no view struct"] : ["the file declares: " + names.joined(separator: ", ")]
                }
                throw error("no view named '\(requested.name)' in this file", at: requested.location, notes: notes)
            }
            return try rootView(try instantiate(decl, call: nil, at: decl.location, caller: Scope(parent: nil), isRoot: true),
                              of: "the root view '\(decl.name)'", at: decl.location)
        }
        if !syntax.previews.isEmpty || preview != nil {
            let index = try previewIndex(preview)
            let (_, body, traits) = syntax.previews[index]
            var root = try rootView(try content(body, in: Scope(parent: nil)), of: "the preview", at: body.location)
            try applyPreviewTraits(traits, to: &root, in: Scope(parent: nil))
            return root
        }
        if let provider = syntax.previewProviders.first {
            throw limitation("'\(provider.name).previews' is a PreviewProvider, which the reader does not run", at: provider.location,
                             notes: [DSLKnownNames.compileNote])
        }
        if let expr = syntax.expressions.first {
            if syntax.expressions.count > 1 {
                let second = syntax.expressions[1].location
                throw error("expected one top-level view expression; another one starts here", at: second,
                            notes: ["the first one is at line \(expr.location.line), column \(expr.location.column); wrap them in a stack"])
            }
            return try rootView(try views(expr, in: Scope(parent: nil)), of: "the top-level expression", at: expr.location)
        }
        // The root is one of the input's views; the other files' are what it uses.
        let candidates = syntax.views.filter { decl in
            decl.file == inputFile && !syntax.views.contains { $0.name != decl.name && uses($0, decl) }
        }
        guard let first = candidates.first else {
            if let decl = syntax.views.first {
                throw error("no root view: every view struct is used by another one", at: decl.location,
                            notes: ["name the root with --root (views: \(syntax.views.map(\.name).joined(separator: ", ")))"])
            }
            if let nested = syntax.nestedViews.first {
                // A view inside another type's extension (IceCubes' `extension StatusEditor.AutoCompleteView`): say where
                // it is, not that there is none.
                throw error("'\(nested.name)' is declared inside 'extension \(nested.outer)', and layoutdbg looks for views at the top level of a file",
                            at: nested.location,
                            notes: ["name it by its full name, with its arguments if it takes any: --root '\(nested.outer).\(nested.name)()' (layoutdbg compiles an expression root)"])
            }
            if let hosted = syntax.representables.first(where: { $0.file == inputFile }) {
                // A file of one representable (a blur, a web view): its view is the root, which the compiler makes.
                throw limitation("'\(hosted.name)' is the file's own \(hosted.protocol), whose UIKit or AppKit view the reader does not make",
                                 at: hosted.location, notes: [Self.compileNote])
            }
            throw error("no view to lay out: expected a view struct ('struct Name: View { … }') or a view expression",
                        at: SourceLocation(line: 1, column: 1))
        }
        if candidates.count > 1 {
            let list = candidates.map { "'\($0.name)' (line \($0.location.line))" }.joined(separator: ", ")
            throw error("ambiguous root: \(list) are not used by any other view", at: candidates[1].location,
                        notes: ["name the root with --root or a '// layoutdbg: root Name' directive"])
        }
        return try rootView(try instantiate(first, call: nil, at: first.location, caller: Scope(parent: nil), isRoot: true),
                          of: "the root view '\(first.name)'", at: first.location)
    }

    /// Whether `user` names `decl`. A misspelt name (`ColorVeiw(…)`) counts too, so that the error is the
    /// misspelling at its place rather than an ambiguous root.
    private func uses(_ user: ViewDecl, _ decl: ViewDecl) -> Bool {
        if user.referencedNames.contains(decl.name) { return true }
        return user.referencedNames.contains { name in
            name.first?.isUppercase == true && viewDecls[name] == nil && !DSLKnownNames.supportedViews.contains(name)
                && Suggestion.closest(to: name, in: [decl.name]) == decl.name
        }
    }

    /// The root: one view, or several in the hosting view's implicit root (ImplicitRoot.swift).
    private func rootView(_ views: [ViewNode], of what: String, at location: SourceLocation) throws(Diagnostic) -> ViewNode {
        guard !views.isEmpty else { throw error("\(what) makes no view", at: location) }
        return ViewNode.implicitRoot(of: views)
    }

    /// The preview `selector` names: an index from 0, or a preview's name; the first when nil.
    private func previewIndex(_ selector: String?) throws(Diagnostic) -> Int {
        guard let selector else { return 0 }
        if let index = Int(selector), syntax.previews.indices.contains(index) { return index }
        if let index = syntax.previews.firstIndex(where: { $0.name == selector }) { return index }
        let listing = syntax.previews.enumerated().map { "\($0.offset) \($0.element.name.map { "\"\($0)\"" } ?? "(unnamed)")" }
        throw error("no preview '\(selector)' in this file", at: SourceLocation(line: 1, column: 1),
                    notes: listing.isEmpty ? ["the file has no #Preview"] : ["the previews are: " + listing.joined(separator: "; ")])
    }
}
