import LayoutDebugCore
import LayoutInput
import LayoutModel

/// `layoutdbg convert FILE --to json|swift`: the same view tree in the other input syntax.
enum ConvertCommand: Command {
    static let name = "convert"
    static let spec = CommandSpec(
        name: name,
        abstract: "Print a view tree in the JSON format or as SwiftUI syntax.",
        arguments: "FILE",
        minimumArguments: 1, maximumArguments: 1,
        options: [
            .value("--to", valueName: "SYNTAX", help: "The syntax to print (required).", choices: ["json", "swift"]),
            OutputFile.option,
            SharedOptions.root,
            SharedOptions.preview,
            SharedOptions.view,
            SharedOptions.limit,
        ],
        discussion: "Reading the output again gives the same tree: the round trip is tested on every fixture.")

    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> ExitStatus {
        guard let syntax = arguments.value("--to") else {
            throw .usage("'layoutdbg convert' needs --to json or --to swift", command: spec.name)
        }
        let input = try SharedOptions.load(arguments.positionals[0], arguments, command: spec.name, compiling: false, io: io)
        if !input.passes.isEmpty {
            io.err("\(input.file): warning: the passes after the first are not converted: a tree has one state "
                   + "(keep the // layoutdbg: pass lines in the Swift file)\n")
        }
        let limit = io.limits.output
        guard let text = syntax == "json" ? JSONTreeWriter.write(input.tree, atMost: limit)
                : SwiftTreePrinter.print(input.tree, atMost: limit) else { throw .pastLimit(.output, io.limits) }
        let bytes = Array(text.utf8)
        if let path = arguments.value("--output") {
            try OutputFile.write(bytes, to: path, io: io)
        } else {
            io.out(bytes)
        }
        return .ok
    }
}
