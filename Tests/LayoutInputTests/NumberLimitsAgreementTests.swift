import LayoutInput
import LayoutModel
import Testing

/// Both readers give numbers at the edges of Double the same meaning (NumberLimits, docs/input-format.md "Numbers"):
/// the same value when they accept one, the same message (with notes) at the offending number when they refuse it.
@Suite struct NumberLimitsAgreementTests {
    /// A Swift input and the JSON input that says the same thing, and what both must say back.
    struct Refusal: CustomTestStringConvertible, Sendable {
        var swift: String
        var json: String
        var message: String
        var notes: [String] = []
        var testDescription: String { message }
    }

    static let overflowNote = "an infinite length is written .infinity in Swift, \"inf\" in JSON and inf in a proposal"

    static let refusals: [Refusal] = [
        Refusal(swift: "Text(\"hi\").frame(width: 1e309)",
                json: #"{"root": {"view": "Text", "text": "hi", "modifiers": [{"frame": {"width": 1e309}}]}}"#,
                message: "number out of range: '1e309' is larger than the largest Double (1.8e308)", notes: [overflowNote]),
        Refusal(swift: "// layoutdbg: proposal 1e309x100\nText(\"hi\")",
                json: #"{"proposal": {"width": 1e309, "height": 100}, "root": {"view": "Text", "text": "hi"}}"#,
                message: "number out of range: '1e309' is larger than the largest Double (1.8e308)", notes: [overflowNote]),
        Refusal(swift: "Image(\"photo\") // size: 1e309x10",
                json: #"{"root": {"view": "Image", "name": "photo", "width": 1e309, "height": 10}}"#,
                message: "number out of range: '1e309' is larger than the largest Double (1.8e308)", notes: [overflowNote]),
        Refusal(swift: "// layoutdbg: environment displayScale 1e-300\nText(\"hi\")",
                json: #"{"environment": {"displayScale": 1e-300}, "root": {"view": "Text", "text": "hi"}}"#,
                message: "'displayScale' must be between 0.1 and 100, got 1e-300"),
        Refusal(swift: "// layoutdbg: environment characterAdvance 0\nText(\"hi\")",
                json: #"{"environment": {"characterAdvance": 0}, "root": {"view": "Text", "text": "hi"}}"#,
                message: "'characterAdvance' must be between 0.01 and 100, got 0"),
        Refusal(swift: "// layoutdbg: environment lineHeightFactor 5e-324\nText(\"hi\")",
                json: #"{"environment": {"lineHeightFactor": 5e-324}, "root": {"view": "Text", "text": "hi"}}"#,
                message: "'lineHeightFactor' must be between 0.01 and 100, got 5e-324"),
        Refusal(swift: "// layoutdbg: environment defaultSpacing 1e300\nText(\"hi\")",
                json: #"{"environment": {"defaultSpacing": 1e300}, "root": {"view": "Text", "text": "hi"}}"#,
                message: "'defaultSpacing' must be between 0 and 10000, got 1e+300"),
        Refusal(swift: "Text(\"hi\").font(.system(size: 1e-18))",
                json: #"{"root": {"view": "Text", "text": "hi", "modifiers": [{"font": {"size": 1e-18}}]}}"#,
                message: "'size' must be between 0.1 and 10000, got 1e-18"),
        Refusal(swift: "Grid { GridRow { Color.red.gridCellColumns(100000000) } }",
                json: #"{"root": {"view": "Grid", "children": [{"view": "GridRow", "children": [{"view": "Color", "modifiers": [{"gridCellColumns": 100000000}]}]}]}}"#,
                message: "'gridCellColumns' must be between 1 and 10000, got 100000000"),
        Refusal(swift: "Text(\"hi\").padding(.infinity)",
                json: #"{"root": {"view": "Text", "text": "hi", "modifiers": [{"padding": "inf"}]}}"#,
                message: "the padding must be a finite number"),
        Refusal(swift: "Text(\"hi\").padding(.top, .infinity)",
                json: #"{"root": {"view": "Text", "text": "hi", "modifiers": [{"padding": {"edges": "top", "length": "inf"}}]}}"#,
                message: "the padding must be a finite number"),
    ]

    @Test(arguments: refusals)
    func bothReadersRefuseInTheSameWords(_ refusal: Refusal) throws {
        let swift = try #require(Self.firstDiagnostic(swift: refusal.swift))
        let json = try #require(Self.firstDiagnostic(json: refusal.json))
        #expect(swift.message == refusal.message)
        #expect(json.message == refusal.message)
        #expect(swift.notes == refusal.notes)
        #expect(json.notes == refusal.notes)
        #expect(swift.location.isKnown && json.location.isKnown)
    }

    @Test func theRefusalPointsAtTheNumber() throws {
        let swift = try #require(Self.firstDiagnostic(swift: "Text(\"hi\").frame(width: 1e309)"))
        #expect(swift.location == SourceLocation(line: 1, column: 25))
        let json = try #require(Self.firstDiagnostic(json: #"{"root": {"view": "Text", "text": "hi", "modifiers": [{"frame": {"width": 1e309}}]}}"#))
        #expect(json.location == SourceLocation(line: 1, column: 75))
    }

    /// Accepted numbers mean the same in both: -0 is 0, a subnormal is itself, 1e-400 is 0, 1e300 is 1e300.
    @Test(arguments: [("-0", 0.0), ("5e-324", Double.leastNonzeroMagnitude), ("1e-400", 0.0), ("1e300", 1e300), ("1.7976931348623157e308", .greatestFiniteMagnitude)])
    func bothReadersReadTheSameValue(_ written: String, _ expected: Double) throws {
        let swiftTree = try #require(Self.tree(swift: "Color.red.padding(\(written))"))
        let jsonTree = try #require(Self.tree(json: #"{"root": {"view": "Color", "modifiers": [{"padding": \#(written)}]}}"#))
        for tree in [swiftTree, jsonTree] {
            guard case .padding(let insets) = tree.root.modifiers.first?.modifier else {
                Issue.record("no padding read from \(written)")
                continue
            }
            #expect(insets.top == expected)
            #expect(insets.top.sign == expected.sign)
        }
    }

    /// An infinite or negative frame side: accepted by both as SwiftUI takes it (infinite; laid out as nil), refused by
    /// both in the same words (negative).
    @Test func frameSidesHaveOneRangeInBothReaders() throws {
        let swiftTree = try #require(Self.tree(swift: "Text(\"hi\").frame(width: .infinity)"))
        let jsonTree = try #require(Self.tree(json: #"{"root": {"view": "Text", "text": "hi", "modifiers": [{"frame": {"width": "inf"}}]}}"#))
        #expect(swiftTree.root.modifiers.first?.modifier == .frame(width: .infinity, height: nil, alignment: .center))
        #expect(jsonTree.root.modifiers.first?.modifier == .frame(width: .infinity, height: nil, alignment: .center))
        // Invalid values are taken as written by both (SwiftUI repairs them at run time: FrameValidity).
        for (swiftValue, jsonValue, value) in [("-5", "-5", -5.0), ("-.infinity", "\"-inf\"", -.infinity)] {
            let swift = try #require(Self.tree(swift: "Text(\"hi\").frame(width: \(swiftValue))"))
            let json = try #require(Self.tree(json: #"{"root": {"view": "Text", "text": "hi", "modifiers": [{"frame": {"width": "# + jsonValue + "}}]}}"))
            #expect(swift.root.modifiers.first?.modifier == .frame(width: value, height: nil, alignment: .center))
            #expect(json.root.modifiers.first?.modifier == swift.root.modifiers.first?.modifier)
        }
        let nan = try #require(Self.tree(json: #"{"root": {"view": "Text", "text": "hi", "modifiers": [{"frame": {"minWidth": "nan"}}]}}"#))
        guard case .flexFrame(let frame)? = nan.root.modifiers.first?.modifier else { Issue.record("not a flexible frame"); return }
        #expect(frame.minWidth?.isNaN == true)
    }

    @Test func arithmeticThatOverflowsIsRefusedLikeALiteral() throws {
        let diagnostic = try #require(Self.firstDiagnostic(swift: "Color.red.padding(1e308 * 10)"))
        #expect(diagnostic.message == "number out of range: '1e+308 * 10' is larger than the largest Double (1.8e308)")
    }

    // MARK: Reading

    static func firstDiagnostic(swift source: String) -> Diagnostic? {
        if case .failure(let error) = DSL.attempt(source) { return error.diagnostics.first }
        return nil
    }

    static func firstDiagnostic(json source: String) -> Diagnostic? {
        do {
            _ = try JSONTreeReader.read(Array(source.utf8), file: "tree.json")
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    static func tree(swift source: String) -> ViewTree? {
        if case .success(let read) = DSL.attempt(source) { return read.tree }
        return nil
    }

    static func tree(json source: String) -> ViewTree? { try? JSONTreeReader.read(Array(source.utf8), file: "tree.json") }
}
