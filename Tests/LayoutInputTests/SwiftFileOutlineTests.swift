import LayoutInput
import LayoutModel
import Testing

/// The outline the compiled path picks roots from: real files' shapes, read without evaluating them.
@Suite struct SwiftFileOutlineTests {
    static let source = """
        import SwiftUI

        @main
        struct DemoApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }

        struct RowView: View {
            let title: String
            var subtitle: String?
            @Binding var isOn: Bool
            @State private var count = 0
            @Environment(\\.colorScheme) var scheme
            @EnvironmentObject var model: Model
            static let height: CGFloat = 44
            var body: some View {
                HStack { Text(title); Spacer() }
            }
        }

        struct FlowLayout: Layout {
            var spacing: CGFloat = 8
            init(spacing: CGFloat) { self.spacing = spacing }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }

        struct Card<Content: View>: View where Content: Equatable {
            let content: Content
            var body: some View { content }
        }

        struct Model {}
        extension Model: Equatable, CustomStringConvertible { var description: String { "" } }

        func badge(_ text: String) -> some View { Text(text) }

        #Preview {
            RowView(title: "A", isOn: .constant(true))
        }

        #Preview("Dark", traits: .sizeThatFitsLayout) {
            RowView(title: "B", isOn: .constant(false))
        }

        struct RowView_Previews: PreviewProvider {
            static var previews: some View { RowView(title: "C", isOn: .constant(true)) }
        }
        """

    @Test func typesAndConformances() throws {
        let outline = try SwiftFileOutline.read(Self.source, file: "Demo.swift")
        #expect(outline.types.map(\.name) == ["DemoApp", "RowView", "FlowLayout", "Card", "Model", "RowView_Previews"])
        #expect(outline.views.map(\.name) == ["RowView", "Card"])
        #expect(outline.layouts.map(\.name) == ["FlowLayout"])
        #expect(outline.previewProviders.map(\.name) == ["RowView_Previews"])
        #expect(outline.types[4].conformances == ["Equatable", "CustomStringConvertible"])
        #expect(outline.types[1].location == SourceLocation(line: 8, column: 1))
    }

    /// What a memberwise initialiser asks for: no defaults, optionals, self-initialising wrappers or statics.
    @Test func requiredProperties() throws {
        let outline = try SwiftFileOutline.read(Self.source, file: "Demo.swift")
        let row = try #require(outline.types.first { $0.name == "RowView" })
        #expect(row.requiredProperties == [.init(name: "title", type: "String"), .init(name: "isOn", type: "Bool", wrapper: "Binding")])
        #expect(!row.declaresInit)
        let flow = try #require(outline.types.first { $0.name == "FlowLayout" })
        #expect(flow.requiredProperties.isEmpty)
        #expect(flow.declaresInit)
        #expect(try #require(outline.types.first { $0.name == "Card" }).requiredProperties == [.init(name: "content", type: "Content")])
    }

    /// A type with an `init` of its own needs that init's parameters without defaults, whatever it stores: the
    /// parameters as written (label, type without its attributes, whether it is a view builder).
    @Test func anInitOfItsOwnIsWhatMakingItNeeds() throws {
        let outline = try SwiftFileOutline.read("""
            struct SettingsRow: View {
                let title: String
                private let icon: String
                init(_ title: String, icon: String = "gear") { self.title = title; self.icon = icon }
                init(title: String) { self.init(title) }
                var body: some View { Text(title) }
            }
            struct List2<Item, Content: View>: View {
                let items: [Item]
                let content: (Item) -> Content
                init?(items: [Item], spacing: [String: Int] = [:], @ViewBuilder content: @escaping (Item) -> Content) {
                    self.items = items
                    self.content = content
                }
                var body: some View { Text("x") }
            }
            struct Stack<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { content }
            }
            struct Fits: Layout {
                let preferences: [AnyLayout]
                init(in axes: Axis.Set = [.horizontal, .vertical], _ preferences: [any Layout]) {
                    self.preferences = preferences.map { AnyLayout($0) }
                }
            }
            """, file: "Rows.swift")
        let row = try #require(outline.types.first { $0.name == "SettingsRow" })
        #expect(row.requiredProperties.map(\.name) == ["title", "icon"])
        #expect(row.rootParameters == [.init(label: nil, type: "String")])  // the first init's
        let list = try #require(outline.types.first { $0.name == "List2" })
        #expect(list.rootParameters == [.init(label: "items", type: "[Item]"), .init(label: "content", type: "(Item) -> Content", isViewBuilder: true)])
        let stack = try #require(outline.types.first { $0.name == "Stack" })
        #expect(stack.initParameters == nil)
        #expect(stack.rootParameters == [.init(label: "content", type: "() -> Content", isViewBuilder: true)])
        #expect(RootArguments.needsText(list.rootParameters) == "items: [Item], content: @ViewBuilder (Item) -> Content")
        #expect(try #require(outline.types.first { $0.name == "Fits" }).rootParameters == [.init(label: nil, type: "[any Layout]")])
    }

    /// Regex literals, bare (`/…/`, which may hold a quote or an escape no other token may) and extended (`#/…/#`),
    /// are read as one token each: a file of them (and of divisions) has an outline, and the reader leaves them to the
    /// compiled path.
    @Test func regexLiteralsAreTokensOfTheirOwn() throws {
        let source = #"""
            import SwiftUI

            enum Links {
                static let pattern = /(?'link'https?:\S+)/
                static let extended = #/[a-z]+ \/ (?<n>\d+)/#
                static func half(_ width: Double, _ n: Double) -> Double { width / 2 / n }
                static func label(for text: String) -> String { "\(text.matches(of: /https?:\/\/\S+/).count) links" }
            }

            struct Row: View {
                var body: some View { Text("Links").frame(width: "a b".contains(/\S+/) ? Links.half(100, 2) : 20) }
            }
            """#
        let outline = try SwiftFileOutline.read(source, file: "Links.swift")
        #expect(outline.views.map(\.name) == ["Row"])
        #expect(outline.types.map(\.name).contains("Links"))
        guard case .failure(let error) = DSL.attempt(source, file: "Links.swift") else {
            Issue.record("the reader evaluated a regex literal")
            return
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(diagnostic.message == "regex literals are not evaluated by the reader" && diagnostic.isReaderLimitation, "\(error.diagnostics)")
        #expect(diagnostic.location == SourceLocation(line: 11, column: 69))
    }

    @Test func previewsMainAndViewFunctions() throws {
        let outline = try SwiftFileOutline.read(Self.source, file: "Demo.swift")
        #expect(outline.previews.map(\.name) == [nil, "Dark"])
        #expect(outline.previews.map(\.location) == [SourceLocation(line: 38, column: 1), SourceLocation(line: 42, column: 1)])
        #expect(outline.previews.map(\.bodyStart) == [SourceLocation(line: 38, column: 10), SourceLocation(line: 42, column: 47)])
        #expect(outline.mainAttributes == [SourceLocation(line: 3, column: 1)])
        #expect(outline.viewFunctions.map(\.name) == ["badge"])
    }

    /// Every `@MainActor` on a declaration or a function type, with its argument, in bodies too; not a closure's
    /// `@MainActor in`, nor one in a string or a comment.
    @Test func mainActorAttributesAreFoundButAClosuresIsLeft() throws {
        let outline = try SwiftFileOutline.read("""
            @MainActor final class A {
                @MainActor(unsafe) var x = 1
                let f: @MainActor () -> Void = { @MainActor in }
                func g() { Task { @MainActor [x] () in _ = x } } // @MainActor
                let s = "@MainActor"
            }
            """, file: "A.swift")
        #expect(outline.blanked.map { "\($0.start.line):\($0.start.column)-\($0.end.column)" }
                == ["1:1-11", "2:5-23", "3:12-22", "4:23-33"])
    }

    /// In a file that imports SwiftData, its macros are blanked and its top-level `@Model` classes named; without the
    /// import, an attribute of those names is the app's own.
    @Test func swiftDataMacrosAreFoundInAFileThatImportsIt() throws {
        let source = """
            import SwiftData
            @Model final class Item {
                #Index<Item>([\\.name])
                @Attribute(.unique) var name = ""
                @Transient var cache = 0
            }
            """
        let outline = try SwiftFileOutline.read(source, file: "A.swift")
        #expect(outline.models == ["Item"])
        #expect(outline.blanked.map { "\($0.start.line):\($0.start.column)-\($0.end.column)" }.sorted()
                == ["2:1-7", "3:5-27", "4:5-24", "5:5-15"])
        let own = try SwiftFileOutline.read(source.replacingOccurrences(of: "import SwiftData", with: "import Foundation"), file: "A.swift")
        #expect(own.models.isEmpty && own.blanked.isEmpty)
    }

    /// A top-level constant whose value is on the next line (damus' `GoldGradient`, fresh collection five) is one
    /// declaration: its value is not a bare view expression of the file, for the outline or the reader, which traced the
    /// gradient as the file's root instead of its view.
    @Test func aValueOnTheLineAfterItsEqualsSignBelongsToItsDeclaration() throws {
        let source = """
            import SwiftUI

            let GoldGradient: LinearGradient =
                LinearGradient(colors: [.red, .yellow], startPoint: .bottomLeading, endPoint: .topTrailing)

            struct GoldGradientView: View {
                var body: some View {
                    Color.red.frame(width: 30, height: 40)
                }
            }
            """
        let outline = try SwiftFileOutline.read(source, file: "Gold.swift")
        #expect(outline.expressions.isEmpty)
        #expect(outline.views.map(\.name) == ["GoldGradientView"])
        let read = try SwiftTreeReader.read(source, file: "Gold.swift", limits: .standard)
        #expect(read.tree.root.modifiers.map(\.modifier) == [.frame(width: 30, height: 40, alignment: .center)])
        // Used as a view, the constant is the compiled path's: a reader limitation, never another root.
        let using = source.replacingOccurrences(of: "Color.red.frame(width: 30, height: 40)", with: "GoldGradient.frame(height: 40)")
        do {
            _ = try SwiftTreeReader.read(using, file: "Gold.swift", limits: .standard)
            Issue.record("expected the reader to stop")
        } catch {
            #expect(error.diagnostics.first?.message == "'GoldGradient' is a top-level constant, which the reader does not evaluate")
            #expect(error.diagnostics.first?.location == SourceLocation(line: 8, column: 9))
            #expect(error.diagnostics.first?.isReaderLimitation == true)
        }
    }

    @Test func unbalancedBracketsAreLocated() {
        #expect(throws: InputError.self) { try SwiftFileOutline.read("struct A: View {\n", file: "A.swift") }
    }
}

/// The members of a file's extensions, by their lines: what a failing helper file can be compiled without.
struct ExtensionMemberTests {
    @Test func eachMemberIsItsLinesWithTheAttributesAboveIt() throws {
        let source = """
            import SwiftUI
            extension String {
                var a: Int { 1 }
                @MainActor
                static func b() -> Int {
                    2
                }
                let c = 3; var d: Int { 4 }
            }
            extension Int { var e: Int { self } }
            """
        let outline = try SwiftFileOutline.read(source, file: "Helpers.swift")
        // The one-line extension's member shares its braces' line: it cannot be left out by lines.
        #expect(outline.extensionMembers == [3...3, 4...7, 8...8])
    }
}
