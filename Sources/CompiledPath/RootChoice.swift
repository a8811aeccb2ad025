import LayoutInput
import LayoutModel

/// Which view a file is traced as, the way Xcode's canvas picks one: `--root EXPR` when given; else a `#Preview`
/// (`--preview NAME|INDEX`, the first by default); else a `PreviewProvider`'s `previews`; else a view whose
/// initialiser needs nothing and that no other view of the file uses; else, for a file that declares only layouts,
/// the first layout around sample subviews (`SampleSubviews`).
public enum RootChoice {
    /// The root chosen: the Swift expression the entry point calls, and where the file writes it (the preview, the
    /// provider, the view or layout), at which an error of the running root is said; nil for `--root`.
    public struct Chosen: Equatable, Sendable {
        public var expression: String
        public var location: SourceLocation?
    }

    /// The root of `outline`'s file; `samples` (the app's types) make the arguments a root that needs them is
    /// suggested with.
    public static func choose(for outline: SwiftFileOutline, root: String?, preview: String?, subviews: Int,
                              samples: RootSamples, file: String) throws(InputError) -> Chosen {
        if let root {
            // A provider's previews chosen by `--view` are said where the provider is written, as when chosen here.
            let provider = outline.previewProviders.first { providerPreviews($0.name) == root }
            return Chosen(expression: isTypeName(root) ? root + "()" : root, location: provider?.location)
        }
        if !outline.previews.isEmpty || preview != nil {
            let index = try previewIndex(preview, in: outline, file: file)
            // Its traits apply as the library's `_previewTrait`, told where each is written (the call is after the file).
            let traits = outline.previews[index].traits.map {
                "._previewTrait(\($0.text), line: \($0.location.line), column: \($0.location.column))"
            }
            // The body returns `any View`, as the macro's does: the root is a view of one type.
            return Chosen(expression: "AnyView(" + PreparedSource.previewFunction(index) + "())" + traits.joined(),
                          location: outline.previews[index].location)
        }
        if let provider = outline.previewProviders.first {
            // One preview for each view the provider's `previews` hold, as Xcode's canvas makes them: the first (its
            // warning is said at the provider, `location`).
            return Chosen(expression: providerPreviews(provider.name),
                          location: provider.location)
        }
        if let first = outline.expressions.first {
            if outline.expressions.count > 1 {
                throw InputError(Diagnostic(.error, "expected one top-level view expression; another one starts here", file: file,
                                            at: outline.expressions[1].start,
                                            notes: ["the first one is at line \(first.start.line), column \(first.start.column); wrap them in a stack"]))
            }
            return Chosen(expression: PreparedSource.snippetFunction(0) + "()", location: first.start)
        }
        let views = outline.views
        let unused = views.filter { outline.references(to: $0.name) == 0 }
        if unused.count > 1 {
            let list = unused.map { "'\($0.name)' (line \($0.location.line))" }.joined(separator: ", ")
            throw InputError(Diagnostic(.error, "ambiguous root: \(list) are not used by any other view", file: file, at: unused[1].location,
                                        notes: ["name the root with --root, or add a #Preview"]))
        }
        if let view = unused.first, view.rootParameters.isEmpty { return Chosen(expression: "\(view.name)()", location: view.location) }
        if unused.isEmpty, let view = views.first(where: { $0.rootParameters.isEmpty }), views.count == 1 {
            return Chosen(expression: "\(view.name)()", location: view.location)
        }
        if let view = unused.first ?? views.first {
            throw InputError(RootArguments.diagnostic(view.name, needs: view.rootParameters, why: "and the file has no preview",
                                                      samples: samples, file: file, at: view.location))
        }
        if let layout = outline.layouts.first {
            guard layout.rootParameters.isEmpty else {
                throw InputError(RootArguments.diagnostic(layout.name, needs: layout.rootParameters, why: nil,
                                                          isLayout: true, samples: samples, file: file, at: layout.location))
            }
            return Chosen(expression: "\(layout.name)() {\n" + SampleSubviews.source(count: subviews, indent: "        ") + "    }",
                          location: layout.location)
        }
        throw InputError(Diagnostic(.error, "no view to lay out: the file declares no View, Layout or #Preview", file: file,
                                    at: SourceLocation(line: 1, column: 1)))
    }

    /// The root expression of a `PreviewProvider`'s previews: the first of the previews its `previews` hold.
    static func providerPreviews(_ provider: String) -> String {
        "_ProviderPreviews(\(provider).previews, provider: \(ScratchPackage.literal(provider)))"
    }

    /// Whether `--root` names a type (`RowView`) rather than giving an expression (`RowView(title: "A")`).
    public static func isTypeName(_ root: String) -> Bool {
        !root.isEmpty && root.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !(root.first?.isNumber ?? true)
    }

    /// The preview `selector` names: an index from 0, or a preview's name; the first when nil.
    static func previewIndex(_ selector: String?, in outline: SwiftFileOutline, file: String) throws(InputError) -> Int {
        let listing = PreviewListing.lines(outline, file: file).joined(separator: "; ")
        guard let selector else { return 0 }
        if let index = Int(selector), outline.previews.indices.contains(index) { return index }
        if let index = outline.previews.firstIndex(where: { $0.name == selector }) { return index }
        let notes = outline.previews.isEmpty ? ["the file has no #Preview"] : ["the previews are: \(listing)"]
        throw InputError(Diagnostic(.error, "no preview '\(selector)' in this file", file: file, at: SourceLocation(line: 1, column: 1), notes: notes))
    }
}

/// The subviews a layout-only file is traced with, as a preview canvas of that layout would show it: fixed-size,
/// text and flexible children in turn (docs/input-format.md).
public enum SampleSubviews {
    static let views = [
        "Color.red.frame(width: 40, height: 40)",
        "Text(\"Sample\")",
        "Color.blue",
        "Color.green.frame(width: 60, height: 20)",
        "Text(\"A longer sample subview\")",
    ]

    /// The source of `count` sample subviews, one per line.
    public static func source(count: Int, indent: String) -> String {
        (0..<count).map { indent + views[$0 % views.count] + "\n" }.joined()
    }
}

/// `--list-previews`: one line per preview, `INDEX  NAME  File.swift:LINE` (INDEX and NAME are what `--preview`
/// takes) and its traits as written, then the preview providers.
public enum PreviewListing {
    public static func lines(_ outline: SwiftFileOutline, file: String) -> [String] {
        outline.previews.enumerated().map { index, preview in
            let traits = preview.traits.isEmpty ? "" : "  traits: " + preview.traits.map(\.text).joined(separator: ", ")
            return "\(index)  \(preview.name.map { "\"\($0)\"" } ?? "(unnamed)")  \(file):\(preview.location.line)\(traits)"
        } + outline.previewProviders.map { "-  \($0.name).previews  \(file):\($0.location.line)" }
    }
}
