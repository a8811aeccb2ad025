/// Which of a file's types can be traced without a name it lacks: those that do not use the name, directly or through
/// another of the file's types. A `#Preview` left on a view of another file, or on a view's old name, stops the file;
/// the error then names the views `--view` can trace instead. Both ways of reading a file ask this of their own
/// declarations (the reader's view declarations, the compiled path's outline), so both say the same.
public enum TypesWithout {
    /// The names of `candidates` (in their order) that do not use `name`: `uses(type)` gives the names a type's
    /// declaration uses, or nil for a name that is not one of the file's types.
    public static func names(_ candidates: [String], notUsing name: String, uses: (String) -> [String]?) -> [String] {
        var known: [String: Bool] = [:]
        func usesName(_ type: String, _ visiting: Set<String>) -> Bool {
            if let answer = known[type] { return answer }
            guard let used = uses(type), !visiting.contains(type) else { return false }
            let answer = used.contains(name) || used.contains { $0 != type && usesName($0, visiting.union([type])) }
            known[type] = answer
            return answer
        }
        return candidates.filter { !usesName($0, []) }
    }

    /// The note that lists them, or nil when there are none: at most three, as `--view NAME` options.
    public static func note(_ names: [String]) -> String? {
        names.isEmpty ? nil : "or trace a view of this file that does not use it: " + names.prefix(3).map { "--view \($0)" }.joined(separator: ", ")
    }
}
