import LayoutDebugger
import Testing

/// A card style of the app's own, applied through an `extension View` function, as apps write them.
private struct CardStyle: ViewModifier {
    var inset: CGFloat = 8

    func body(content: Content) -> some View {
        content
            .padding(inset)
            .background(Color.gray)
    }
}

extension View {
    fileprivate func cardStyle(inset: CGFloat = 8) -> some View { modifier(CardStyle(inset: inset)) }
}

/// `.modifier(_:)` builds what the modifier's `body(content:)` builds around the view, and nothing else: the same
/// nodes and frames as the modifiers written out.
@Suite struct ViewModifierTests {
    @Test func aModifierOfTheAppsOwnIsTheViewsItsBodyBuilds() throws {
        let styled = try LayoutDebugger.trace(VStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10).cardStyle()
            Color.blue.frame(width: 30, height: 10).cardStyle(inset: 2)
        }, proposal: harness, name: "v")
        let written = try LayoutDebugger.trace(VStack(spacing: 0) {
            Color.red.frame(width: 30, height: 10).padding(8).background(Color.gray)
            Color.blue.frame(width: 30, height: 10).padding(2).background(Color.gray)
        }, proposal: harness, name: "v")
        #expect(styled.frame(of: "VStack/Color[0].frame.padding") == CGRect(x: 0, y: 0, width: 46, height: 26))
        #expect(styled.frame(of: "VStack/Color[1].frame.padding") == CGRect(x: 6, y: 26, width: 34, height: 14))
        #expect(styled.frame(of: "VStack/Color[1].frame.padding.background/Color") == CGRect(x: 6, y: 26, width: 34, height: 14))
        #expect(styled.text == written.text)
    }
}
