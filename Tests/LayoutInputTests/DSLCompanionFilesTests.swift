import LayoutModel
import Testing
import LayoutInput

/// The reader with the other files of an app (`SwiftTreeReader.read(…, companions:)`): their views, layouts and colour
/// names are the input's to use; the root is the input's; what goes wrong in them is said at their own lines.
@Suite struct DSLCompanionFilesTests {
    static let row = SourceFile(path: "App/Row.swift", source: """
        import SwiftUI

        struct Row: View {
            let title: String
            var body: some View {
                Text(title).padding(4).background(Color.rowFill)
            }
        }

        struct Unused: View {
            var body: some View { Color.blue }
        }

        extension Color {
            static let rowFill = Color(white: 0.9)
        }
        """)

    static func read(_ source: String, _ companions: [SourceFile]) -> Result<DSLReadResult, InputError> {
        DSL.onLargeStack {
            do throws(InputError) {
                return .success(try SwiftTreeReader.read(source, file: "App/List.swift", companions: companions))
            } catch {
                return .failure(error)
            }
        }
    }

    @Test func aViewOfAnotherFileIsExpandedAndKnowsItsFile() throws {
        let list = "struct List: View {\n    var body: some View {\n        VStack { Row(title: \"One\"); Row(title: \"Two\") }\n    }\n}\n"
        let result = try Self.read(list, [Self.row]).get()
        let rows = result.tree.root.children
        #expect(rows.map(\.element) == [.text("One"), .text("Two")])
        // Each row is the body of Row, declared in the other file, and located where it is written there (as the
        // compiled path locates it), its background's Color too.
        #expect(rows.allSatisfy { $0.origin?.view == Declaration(name: "Row", file: "Row.swift", line: 3) })
        #expect(rows.map(\.location.line) == [6, 6])
        #expect(rows.map(\.file) == ["Row.swift", "Row.swift"])
        guard case .background(_, let content)? = rows.first?.modifiers.last?.modifier else {
            Issue.record("expected the row's background")
            return
        }
        #expect(content.map(\.file) == ["Row.swift"])
        // The root is the input's one unused view, not the other file's `Unused`.
        #expect(result.tree.root.element == .vStack(alignment: .center, spacing: nil))
    }

    @Test func aMistakeInAnotherFileIsSaidThere() {
        let broken = SourceFile(path: "App/Row.swift", source: "struct Row: View {\n    var body: some View {\n        Text(\"a\").padding(.sideways)\n    }\n}\n")
        let list = "struct List: View {\n    var body: some View { Row() }\n}\n"
        guard case .failure(let error) = Self.read(list, [broken]) else {
            Issue.record("expected an error")
            return
        }
        #expect(error.diagnostics.first?.file == "App/Row.swift")
        #expect(error.diagnostics.first?.location == SourceLocation(line: 3, column: 27))
    }

    @Test func withoutTheOtherFileTheNameIsUnknown() {
        let list = "struct List: View {\n    var body: some View { Row(title: \"One\") }\n}\n"
        guard case .failure(let error) = Self.read(list, []) else {
            Issue.record("expected an error")
            return
        }
        #expect(error.diagnostics.first?.message.contains("'Row'") == true)
    }
}
