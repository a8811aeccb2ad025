import CompiledPath
import LayoutInput
import LayoutModel

/// `--view NAME` turned into the `--preview` or `--root` it stands for (`ViewChoice`), before either Swift path
/// reads the file, so both trace the same root.
enum ViewRoot {
    static func apply(_ view: String, source: String, file: String, root: inout String?,
                      options: inout SwiftInputOptions?) throws(InputError) {
        guard var swift = options else { return }
        let input = ViewChoice.OutlinedFile(outline: try SwiftFileOutline.read(source, file: file), file: file)
        var companions: [ViewChoice.OutlinedFile] = []
        for companion in swift.companions {
            companions.append(ViewChoice.OutlinedFile(outline: try SwiftFileOutline.read(companion.source, file: companion.path),
                                                      file: companion.path))
        }
        let choice = try ViewChoice.choose(view, in: input, companions: companions, subviews: swift.subviews)
        swift.preview = choice.preview
        if let chosen = choice.root {
            root = chosen
            // A provider's `previews` is an expression, which only the compiled path runs.
            if !RootChoice.isTypeName(chosen) {
                guard swift.engine != .interpret else {
                    // A layout is traced around sample subviews; the reader does not run an app's own Layout.
                    let what = chosen.hasPrefix(view + "() {") ? "'\(view)' is the app's own Layout, which the reader does not run"
                                                               : "'\(view)' is shown only by \(choice.provider.map { "\($0).previews" } ?? chosen), which only the compiled path runs"
                    throw InputError(Diagnostic(.error, what, file: file, at: SourceLocation(line: 1, column: 1),
                                                notes: ["drop --engine interpret"]))
                }
                swift.engine = .compile
            }
        }
        options = swift
    }
}
