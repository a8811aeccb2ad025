@testable import LayoutInput
import LayoutModel
import Testing

/// The reader ends every input with a tree or a located error: deep nesting, long chains, huge expansions and
/// self-reference are bounded.
@Suite("DSL: limits")
struct DSLLimitTests {
    @Test func tenThousandLevelsAreRead() throws {
        let depth = 10_000
        let source = String(repeating: "VStack {\n", count: depth - 1) + "Color.red\n" + String(repeating: "}\n", count: depth - 1)
        var node = try #require(DSL.read(source)).tree.root
        var levels = 1
        while let child = node.children.first {
            node = child
            levels += 1
        }
        #expect(levels == depth)
        #expect(node.element == .color(name: "red"))
    }

    @Test func deeperNestingIsALocatedError() {
        #expect(DSL.message(String(repeating: "ZStack {", count: 100_001) + String(repeating: "}", count: 100_001))
            == "1:800001: nesting too deep: layoutdbg reads at most 100000 levels")
        #expect(DSL.message(String(repeating: "(", count: 200_000) + "1" + String(repeating: ")", count: 200_000))
            == "1:100001: nesting too deep: layoutdbg reads at most 100000 levels")
        #expect(DSL.message("Text(\"" + String(repeating: "\\(\"", count: 10_001) + String(repeating: "\")", count: 10_001) + "\")").hasSuffix(
            "string interpolations nested too deeply (more than 10000 levels)"))
        #expect(DSL.message("Color.red.frame(width: " + String(repeating: "1 + ", count: 10_001) + "1)")
            == "1:40026: expression too long: layoutdbg reads at most 10000 operators in a row")
        #expect(DSL.message("Color.red.frame(width: " + String(repeating: "- ", count: 100_001) + "1)")
            == "1:200020: nesting too deep: layoutdbg reads at most 100000 levels")
    }

    @Test func longModifierChainsAreFlat() throws {
        let source = "Color.red" + String(repeating: ".padding(1)", count: 50_000)
        let root = try #require(DSL.read(source)).tree.root
        #expect(root.modifiers.count == 50_000)
    }

    @Test func expansionIsBounded() {
        #expect(DSL.message("VStack { ForEach(0..<1_000_000) { _ in Color.red } }")
            == "1:18: ForEach over 1000000 elements: this input would expand to more than 50000 views | raise the limit with --limit views=N (it is 50000)")
        let fanOut = """
            struct A: View { var body: some View { VStack { B(); B(); B(); B(); B(); B(); B(); B() } } }
            struct B: View { var body: some View { VStack { C(); C(); C(); C(); C(); C(); C(); C() } } }
            struct C: View { var body: some View { VStack { D(); D(); D(); D(); D(); D(); D(); D() } } }
            struct D: View { var body: some View { VStack { E(); E(); E(); E(); E(); E(); E(); E() } } }
            struct E: View { var body: some View { VStack { F(); F(); F(); F(); F(); F(); F(); F() } } }
            struct F: View { var body: some View { HStack { Color.red; Color.red; Color.red; Color.red; Color.red; Color.red } } }
            """
        #expect(DSL.message(fanOut).hasSuffix("this input expands to more than 50000 views; layoutdbg reads at most that many | raise the limit with --limit views=N (it is 50000)"))
    }

    @Test func selfReferenceEnds() {
        #expect(DSL.message("struct A: View { var body: some View { body } }")
            == "1:40: 'body' refers to itself (body → body): its views would never end")
        #expect(DSL.message("struct A: View { var w: CGFloat { w }\n var body: some View { Color.red.frame(width: w) } }")
            == "2:47: 'w' refers to itself (or goes through more than 10000 names)")
        #expect(DSL.message("struct A: View { var body: some View { VStack { A() } } }\nstruct R: View { var body: some View { A() } }")
            == "1:49: view 'A' contains itself (A → A); a view cannot be nested in itself")
    }

    @Test func exponentialEvaluationIsCut() {
        var source = "struct A: View {\n var p0: CGFloat { 1 }\n"
        for level in 1...40 { source += " var p\(level): CGFloat { p\(level - 1) + p\(level - 1) }\n" }
        source += " var body: some View { Color.red.frame(width: p40) }\n}"
        // The same limit as DSLLimits.maximumEvaluations, smaller so that the test is quick.
        let message = DSL.onLargeStack { () -> String in
            do throws(InputError) {
                _ = try SwiftTreeReader.read(source, file: "t.swift", root: nil, customLayouts: [], evaluationBudget: 100_000)
                return ""
            } catch {
                return error.diagnostics[0].message
            }
        }
        #expect(message == "this input takes more than 100000 evaluation steps; layoutdbg gives up")
    }
}

/// The parsed syntax points back at its token buffer, and a view struct's scope at itself: a read must break
/// those cycles (LeakSanitizer found them in the first fuzzing run). Replays `SwiftTreeReader.read`'s steps to
/// hold weak references to what it allocates.
@Suite("DSL: memory")
struct DSLMemoryTests {
    @Test func aReadFreesItsSyntaxAndScopes() throws {
        let source = """
            struct Root: View {
                var gap: CGFloat { 2 }
                var body: some View { VStack(spacing: gap) { ForEach(0..<2) { i in Text("\\(i)") } } }
            }
            """
        weak var weakBuffer: TokenBuffer?
        weak var weakScope: Scope?
        DSL.onLargeStack {
            do throws(Diagnostic) {
                var lexer = Lexer(source, file: "t.swift")
                let buffer = try TokenBuffer(tokens: try lexer.tokenize(), file: "t.swift")
                var parser = Parser(buffer)
                var builder = TreeBuilder(file: "t.swift", syntax: try parser.parseFile(),
                                          directives: try Directives.read(lexer.comments, file: "t.swift"), customLayouts: [])
                _ = try builder.buildRoot(named: nil)
                weakBuffer = buffer
                weakScope = builder.cyclicScopes.first
                #expect(!buffer.closureBodies.isEmpty)
                builder.releaseScopes()
                buffer.releaseParsed()
            } catch {
                Issue.record("\(error.message)")
            }
        }
        #expect(weakBuffer == nil)
        #expect(weakScope == nil)
    }
}
