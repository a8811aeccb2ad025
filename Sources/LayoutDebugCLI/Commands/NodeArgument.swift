import LayoutModel
import LayoutTrace

/// A view named on the command line (`contract --node`, `explain FILE NODE`), found by any name an output shows for
/// it (`NodeLookup`); an ambiguous or unknown name is a usage error with the candidates or the nearest names.
enum NodeArgument {
    static func find(_ name: String, in nodes: [NodeInfo], input: String, command: String) throws(CommandError) -> Int32 {
        switch NodeLookup.find(name, in: nodes, input: input) {
        case .found(let index):
            return index
        case .ambiguous(let candidates):
            throw .usage("'\(name)' names \(candidates.count) views in \(input); give more of the path",
                         notes: candidates.map { "\(nodes[Int($0)].path) (line \(nodes[Int($0)].location.line))" }, command: command)
        case .none:
            // The names as the trace prints them, full paths and labels: the nearest few.
            let printed = NodeNames.short(nodes).enumerated().map { index, name in
                nodes[index].label.map { String(name.dropLast(" \"\($0)\"".count)) } ?? name
            }
            let names = printed + nodes.flatMap { [$0.path] + ($0.label.map { [$0] } ?? []) }
            let nearest = Suggestion.nearest(to: name, in: names, count: 3)
            let notes = nearest.isEmpty ? [] : ["did you mean " + nearest.map { "'\($0)'" }.joined(separator: ", ") + "?"]
            throw .usage("no view named '\(name)' in \(input); name a view by its path or a tail of it as 'layoutdbg trace' "
                         + "shows it, its label, or where it is written (File.swift:LINE)", notes: notes, command: command)
        }
    }
}
