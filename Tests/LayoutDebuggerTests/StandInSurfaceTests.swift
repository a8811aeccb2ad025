import Foundation
@testable import LayoutInput
import LayoutModel
import LayoutTestSupport
import Testing

/// The two Swift front ends take the same names: every modifier the reader ignores as having no layout effect is a
/// method of the stand-in (so the file compiles when it goes to the compiled path), and every style the reader
/// takes as a colour is a member of the stand-in's `ShapeStyle` (fixtures/swift-files/shape-styles.swift traces
/// them alike on both paths). Read from the stand-in's sources: Swift cannot list a type's members at run time.
@Suite struct StandInSurfaceTests {
    static let standIn: String = {
        let directory = PackageRoot.url.appendingPathComponent("Sources/LayoutDebugger")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
            .compactMap { try? String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
    }()

    @Test func everyModifierTheReaderIgnoresIsAStandInMethod() {
        let missing = DSLKnownNames.ignoredModifiers.keys.sorted().filter { name in
            Self.standIn.range(of: "func \(name)[<(]", options: .regularExpression) == nil
        }
        #expect(missing == [])
    }

    /// A modifier the reader ignores with a warning of what layoutdbg approximates is said by the stand-in as well (in
    /// the same words: `ViewTreeBuilder.warnIgnored`), so that the file compiled warns as the file read does.
    @Test func everyApproximationTheReaderSaysTheStandInSays() {
        let silent = ApproximationWarning.ignoredModifiers.keys.sorted().filter { name in
            Self.standIn.range(of: "(ignoring|changingFace|warnIgnored)\\(\"\(name)\"", options: .regularExpression) == nil
        }
        #expect(silent == [])
    }

    @Test func everyStyleTheReaderTakesAsAColourIsAStandInMember() {
        let missing = (DSLKnownNames.colors.union(DSLKnownNames.shapeStyles)).sorted().filter { name in
            Self.standIn.range(of: "static (var|let) \(name)\\b", options: .regularExpression) == nil
                && Self.standIn.range(of: "static let [^\\n]*\\b\(name) = ", options: .regularExpression) == nil
        }
        #expect(missing == [])
    }
}
