import LayoutDebugger
import Testing

/// `.alignmentGuide` runs the user's closure on the view's dimensions whenever a container aligns on that guide.
@Suite struct AlignmentGuideTests {
    @Test func theClosureMovesTheViewOnItsGuide() throws {
        let trace = try LayoutDebugger.trace(VStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
            Color.green.frame(width: 10, height: 10).alignmentGuide(.leading) { d in d.width / 2 }
        }, proposal: harness, name: "v")
        // Guides at x 0 (red), 20 (blue's trailing), 5 (green's middle): all on one line, 20 from the stack's leading edge.
        #expect(trace.frame(of: "VStack/Color[0].frame") == CGRect(x: 20, y: 0, width: 40, height: 10))
        #expect(trace.frame(of: "VStack/Color[1].frame") == CGRect(x: 0, y: 18, width: 20, height: 10))
        #expect(trace.frame(of: "VStack/Color[2].frame") == CGRect(x: 15, y: 36, width: 10, height: 10))
    }

    @Test func theOutermostGuideWinsAndSeesTheInnerOne() throws {
        let trace = try LayoutDebugger.trace(HStack(alignment: .top) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 10)
                .alignmentGuide(.top) { _ in 5 }
                .alignmentGuide(.top) { d in d[.top] - 10 }
        }, proposal: harness, name: "v")
        // Blue's top guide is 5 - 10 = -5: its top sits 5 below red's.
        #expect(trace.frame(of: "HStack/Color[1].frame") == CGRect(x: 18, y: 5, width: 10, height: 10))
        #expect(trace.frame(of: "HStack") == CGRect(x: 0, y: 0, width: 28, height: 40))
    }

    @Test func aGuideBeforePaddingIsLost() throws {
        // SwiftUI's standard guides are not passed up through other views (OpenSwiftUI FrameAlignment._combineExplicit).
        let trace = try LayoutDebugger.trace(VStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d.width }.padding(0)
        }, proposal: harness, name: "v")
        #expect(trace.frame(of: "VStack/Color[1].frame.padding") == CGRect(x: 0, y: 18, width: 20, height: 10))
    }
}
