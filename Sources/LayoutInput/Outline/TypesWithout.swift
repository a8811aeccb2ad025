/// Which of a file's types can be traced without a name it lacks: those that do not use the name, directly or through
/// another of the file's types. A `#Preview` left on a view of another file, or on a view's old name, stops the file;
/// the error then names the views `--view` can trace instead. Both ways of reading a file ask this of their own
/// declarations (the reader's view declarations, the compiled path's outline), so both say the same.
public enum TypesWithout {
    /// The names of `candidates` (in their order) that do not use `name`: `uses` gives, for each of the file's types,
    /// the names its declaration uses; `previews`, the names each of the file's previews uses, in the order `--view`
    /// looks through them: a candidate traced through the first preview that shows it is left out when that preview
    /// uses the name (`#Preview { Row().environmentObject(Store.preview) }` with `Store` missing).
    public static func names(_ candidates: [String], notUsing name: String, uses: [String: [String]],
                             previews: [[String]] = []) -> [String] {
        // The types that reach `name`, grown from those that use it until no type is added: a cycle (A uses B, B uses
        // A) answers the same whichever of its types is asked first.
        var reaching: Set<String> = [name]
        var grew = true
        while grew {
            grew = false
            for (type, used) in uses where !reaching.contains(type) && used.contains(where: reaching.contains) {
                reaching.insert(type)
                grew = true
            }
        }
        return candidates.filter { candidate in
            !reaching.contains(candidate)
                && !(previews.first { $0.contains(candidate) }?.contains(where: reaching.contains) ?? false)
        }
    }

    /// The note that lists them, or nil when there are none: at most three, as `--view NAME` options.
    public static func note(_ names: [String]) -> String? {
        names.isEmpty ? nil : "or trace a view of this file that does not use it: " + names.prefix(3).map { "--view \($0)" }.joined(separator: ", ")
    }
}
