import LayoutInput
import LayoutModel
import Testing

/// Which closures are actions (code that runs when the user acts, never while laying out): found by where they are
/// written, and emptied with every line and column kept.
@Suite struct ActionClosureTests {
    static let source = """
        struct Row: View {
            var body: some View {
                VStack {
                    Button("Save") { save() }
                    Button(action: { open() }) { Text("Help") }
                    Button { share() } label: { Label("Share", systemImage: "square.and.arrow.up") }
                    Toggle("On", isOn: $isOn)
                        .onChange(of: isOn) { old, new in log(new) }
                        .onTapGesture(count: 2) { for item in items { print(item) } }
                    List { Text("A") }.refreshable { await reload() }
                }
                .task { await load() }
            }
        }
        """

    @Test func actionsAreFoundWhereTheyAreWritten() {
        let found = ActionClosure.find(in: Self.source, file: "Row.swift")
        #expect(found.map(\.owner) == ["Button", "action:", "Button", ".onChange", ".onTapGesture", ".refreshable", ".task"])
        // A parameter list stays (the closure keeps its type); `for item in` is a statement.
        #expect(found.map { "\($0.open.line):\($0.open.column) \($0.bodyStart.column) \($0.close.column)" } == [
            "4:28 29 37", "5:28 29 37", "6:20 21 30", "8:37 50 60", "9:41 42 77", "10:44 45 61", "12:15 16 30",
        ])
    }

    @Test func emptyingKeepsLinesAndColumns() {
        let found = ActionClosure.find(in: Self.source, file: "Row.swift")
        let emptied = ActionClosure.emptying([found[0], found[3]], in: Self.source)
        let lines = emptied.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[3] == "            Button(\"Save\") {        }")
        #expect(lines[7] == "                .onChange(of: isOn) { old, new in          }")
        #expect(lines.count == Self.source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[4] == Self.source.split(separator: "\n")[4])
    }
}
