import Foundation
import LayoutAnalysis
import LayoutTestSupport
import Testing

/// The registry and the documentation generated from it.
@Suite struct RuleRegistryTests {
    typealias S = RuleTestSupport

    @Test func idsAreUniqueKebabCase() {
        let ids = RuleRegistry.ids
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && !id.hasPrefix("-") && !id.hasSuffix("-")
                    && !id.contains("--"), "\(id)")
        }
    }

    @Test func theRulesTheIssueAsksFor() {
        let asked = ["nested-grid-min-size", "container-underfill", "overflow", "non-finite-size", "negative-size",
                     "ignores-proposal", "unplaced-subview", "placed-twice", "zero-fallback-placement", "repeated-measurement",
                     "non-monotonic", "contradictory-frame", "geometry-reader-in-layout", "lost-layout-priority",
                     "greedy-under-unbounded",
                     "saturated-length",  // issue 19
                     "invalid-frame-dimension",  // issue 11
                     "placed-outside-bounds", "unrecorded-proposal"]  // issue 17
        #expect(Set(RuleRegistry.ids) == Set(asked))
        #expect(RuleRegistry.all.filter { $0.severity == .error }.map(\.id) == ["non-finite-size", "negative-size"])
    }

    /// A cascade names its cause only if the cause's rule runs first.
    @Test func primariesRunBeforeTheirCascades() throws {
        let ids = RuleRegistry.ids
        let underfill = try #require(ids.firstIndex(of: "container-underfill"))
        #expect(ids.firstIndex(of: "nested-grid-min-size")! < underfill)
        #expect(ids.firstIndex(of: "non-finite-size")! < ids.firstIndex(of: "greedy-under-unbounded")!)
    }

    /// One rule per file, named for its type, whose doc comment opens with the id and has an example.
    @Test func eachRuleHasItsOwnDocumentedFile() throws {
        for rule in RuleRegistry.all {
            let type = String(describing: Swift.type(of: rule))
            let source = try #require(PackageRoot.read("Sources/LayoutAnalysis/Rules/\(type).swift"), "no file for \(type)")
            #expect(source.contains("/// `\(rule.id)` (\(rule.severity.rawValue)):"), "\(type)'s doc comment must open with its id")
            #expect(source.contains("/// Example"), "\(type)'s doc comment needs an example")
            #expect(source.contains("let id = \"\(rule.id)\""))
            #expect(!rule.summary.isEmpty && !rule.documentation.example.isEmpty && !rule.documentation.fix.isEmpty)
        }
    }

    /// docs/RULES.md is `layoutdbg rules --markdown`; recorded with LAYOUTDBG_RECORD=failed (`Golden`).
    @Test func rulesDocumentationIsInSync() throws {
        let generated = RulesMarkdown.render()
        Golden.expect(generated, matches: "docs/RULES.md")
        for id in RuleRegistry.ids { #expect(generated.contains("\n## \(id)\n")) }
    }

    @Test func listing() {
        let lines = RulesMarkdown.list().split(separator: "\n")
        #expect(lines.count == RuleRegistry.all.count)
        #expect(lines.first == "non-finite-size            error    A view replies NaN or infinity to a proposal that is not infinite on that axis, or is placed with such a size.")
    }
}
