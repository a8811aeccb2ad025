import LayoutModel
import Testing

/// LayoutMonitor: a one-child custom Layout that forwards the proposal and the reply unchanged and places its child at
/// its own origin; as a custom Layout it keeps a size cache (spec §24).
@Suite struct LayoutMonitorTests {
    static func monitor(_ child: ViewNode, _ modifiers: Modifier...) -> ViewNode {
        ViewNode(element: .layoutMonitor, children: [child], modifiers: modifiers.map { LocatedModifier($0) })
    }

    @Test func passesProposalAndReplyThrough() throws {
        let r = try run(Self.monitor(text("Hello world")), P(60, 100))
        // The Text is asked exactly what the monitor was asked, and the monitor replies the Text's size (§3.1: 2 lines).
        #expect(near(r.requests("LayoutMonitor/Text[0]").first, req(P(60, 100), .measure)))
        #expect(near(r.rootSize, S(px(128), px(122))))
        #expect(near(r.frame("LayoutMonitor/Text[0]"), R(0, 0, px(128), px(122))))
    }

    @Test func repeatedProposalIsACacheHit() throws {
        // §1.7: the monitor in a fixed-width frame is asked (50, 100) when sized and again when placed: a hit.
        let r = try run(Self.monitor(color(), frame(width: 50)), P(100, 100))
        #expect(r.negotiation("LayoutMonitor") == ["ask (50.0, 100.0)", "hit (50.0, 100.0)"])
    }
}
