import LayoutDebugger
import Testing

/// UIKit's fonts as views use them: a text style stays that style (its size the run's platform's), a sized font is
/// that size, and `lineHeight` is UIKit's, unrounded.
@Suite struct UIKitFontTests {
    /// Observed: UIKit logs 17.900391 for `systemFont(ofSize: 15).lineHeight` (StackOverflow question 33278645).
    @Test func aLineIsAsTallAsUIKitSaysUnrounded() {
        let expected: CGFloat = 15.0 * 2444.0 / 2048.0
        #expect(UIFont.systemFont(ofSize: 15).lineHeight == expected)
        #expect(String(format: "%f", Double(UIFont.systemFont(ofSize: 15).lineHeight)) == "17.900391")
    }

    @Test func aTextStylesFontIsThatStyle() throws {
        let fromUIKit = try LayoutDebugger.trace(Text("Hello").font(Font(UIFont.preferredFont(forTextStyle: .title1))),
                                                proposal: harness, name: "v")
        let fromSwiftUI = try LayoutDebugger.trace(Text("Hello").font(.title), proposal: harness, name: "v")
        #expect(fromUIKit.events == fromSwiftUI.events)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    }

    @Test func aSizedFontIsThatSize() throws {
        let fromUIKit = try LayoutDebugger.trace(Text("Hello").font(Font(UIFont.systemFont(ofSize: 24))), proposal: harness, name: "v")
        let fromSwiftUI = try LayoutDebugger.trace(Text("Hello").font(.system(size: 24)), proposal: harness, name: "v")
        #expect(fromUIKit.events == fromSwiftUI.events)
    }
}
