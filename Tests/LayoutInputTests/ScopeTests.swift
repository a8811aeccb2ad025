@testable import LayoutInput
import Testing

/// A scope finds a name where Swift would: the innermost binding, else the enclosing scopes' (the chain's table only
/// spares the walk where the answer is known without it).
@Suite("DSL: scopes")
struct ScopeTests {
    /// The reason of an `.unknowable` binding, which these tests use as a tag.
    private func tag(_ binding: Binding?) -> String? {
        if case .unknowable(let reason)? = binding { return reason }
        return nil
    }

    /// A chain of `depth` scopes below `root`, the innermost last.
    private func chain(below root: Scope, depth: Int) -> [Scope] {
        var scopes = [root]
        for _ in 0..<depth { scopes.append(Scope(parent: scopes.last!)) }
        return scopes
    }

    @Test func theInnermostBindingWins() {
        let scopes = chain(below: Scope(parent: nil, viewName: "Row"), depth: 6)
        scopes[0].bind("title", .unknowable(reason: "root"))
        scopes[3].bind("title", .unknowable(reason: "middle"))
        #expect(tag(scopes[6].lookup("title")) == "middle")
        #expect(tag(scopes[3].lookup("title")) == "middle")
        #expect(tag(scopes[2].lookup("title")) == "root")
        #expect(tag(scopes[0].lookup("title")) == "root")
    }

    @Test func aNameOnlyTheRootBindsIsFoundFromAnyDepth() {
        let scopes = chain(below: Scope(parent: nil, viewName: "Row"), depth: 1_000)
        scopes[0].bind("title", .unknowable(reason: "property"))
        scopes[500].bind("g", .unknowable(reason: "proxy"))
        #expect(tag(scopes[1_000].lookup("title")) == "property")
        #expect(tag(scopes[1_000].lookup("g")) == "proxy")
        #expect(scopes[499].lookup("g") == nil)
        #expect(scopes[1_000].lookup("Color") == nil)
    }

    @Test func aBindingAddedLaterIsSeen() {
        let scopes = chain(below: Scope(parent: nil), depth: 3)
        #expect(scopes[3].lookup("x") == nil)
        scopes[1].bind("x", .unknowable(reason: "late"))
        #expect(tag(scopes[3].lookup("x")) == "late")
        scopes[1].bind("x", .unknowable(reason: "replaced"))
        #expect(tag(scopes[3].lookup("x")) == "replaced")
        scopes[1].unbindAll()
        #expect(scopes[3].lookup("x") == nil)
    }

    @Test func aRootBindingRemovedIsNotFound() {
        let scopes = chain(below: Scope(parent: nil), depth: 2)
        scopes[0].bind("x", .unknowable(reason: "root"))
        scopes[0].unbindAll()
        #expect(scopes[2].lookup("x") == nil)
    }

    @Test func aProjectedBindingIsLookedUpByItsName() {
        let scopes = chain(below: Scope(parent: nil), depth: 2)
        scopes[0].bind("isOn", .unknowable(reason: "state"))
        #expect(tag(scopes[2].lookup("$isOn")) == "state")
        #expect(scopes[2].lookup("$") == nil)
    }

    @Test func separateChainsDoNotSeeEachOther() {
        let first = chain(below: Scope(parent: nil), depth: 2)
        let second = chain(below: Scope(parent: nil), depth: 2)
        first[1].bind("x", .unknowable(reason: "first"))
        #expect(second[2].lookup("x") == nil)
        #expect(tag(first[2].lookup("x")) == "first")
    }
}
