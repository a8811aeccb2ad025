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

    @Test func aLayoutModifierPassesTheGuideUpMovedByItsChildsOrigin() throws {
        // OpenSwiftUI UnaryLayoutView.explicitAlignment: the padding's value is its child's plus the child's origin.
        let trace = try LayoutDebugger.trace(VStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d.width }.padding(.leading, 5)
        }, proposal: harness, name: "v")
        // The padding's leading guide is 5 + 20 = 25: red's leading edge lines up 25 into the padding.
        #expect(trace.frame(of: "VStack/Color[0].frame") == CGRect(x: 25, y: 0, width: 40, height: 10))
        #expect(trace.frame(of: "VStack/Color[1].frame.padding") == CGRect(x: 0, y: 18, width: 25, height: 10))
    }

    @Test func aStackDoesNotPassAStandardGuideUp() throws {
        // The frame guides combine no children's values (OpenSwiftUI FrameAlignment._combineExplicit is empty).
        let trace = try LayoutDebugger.trace(VStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 10)
            HStack { Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d.width } }
        }, proposal: harness, name: "v")
        #expect(trace.frame(of: "VStack/HStack[1]") == CGRect(x: 0, y: 18, width: 20, height: 10))
    }

    @Test func aStackAveragesAGuideOfTheUsersOwn() throws {
        // Two children set it, at 10 and at 18 + 30 = 48 from the column's top: the column's value is their average, 29.
        let trace = try LayoutDebugger.trace(HStack(alignment: .marker, spacing: 0) {
            Color.red.frame(width: 10, height: 100)
            VStack {
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.marker) { _ in 10 }
                Color.green.frame(width: 10, height: 40).alignmentGuide(.marker) { _ in 30 }
            }
        }, proposal: harness, name: "v")
        // Red's marker is its default, a quarter of 100 = 25; the column's is 29: the column starts 4 higher.
        #expect(trace.frame(of: "HStack/Color[0].frame") == CGRect(x: 0, y: 4, width: 10, height: 100))
        #expect(trace.frame(of: "HStack/VStack[1]") == CGRect(x: 10, y: 0, width: 10, height: 58))
    }

    @Test func theDefaultOfAGuideOfTheUsersOwnIsTheirFunction() throws {
        // Heights 60 and 120: quarters at 15 and 30; the shorter view starts 15 lower.
        let trace = try LayoutDebugger.trace(HStack(alignment: .marker, spacing: 0) {
            Color.red.frame(width: 10, height: 60)
            Color.blue.frame(width: 10, height: 120)
        }, proposal: harness, name: "v")
        #expect(trace.frame(of: "HStack/Color[0].frame") == CGRect(x: 0, y: 15, width: 10, height: 60))
        #expect(trace.frame(of: "HStack") == CGRect(x: 0, y: 0, width: 20, height: 120))
    }

    @Test func overlayContentAndFramedChildrenAlignOnTheirGuides() throws {
        // The overlay's content has its leading guide at -5: its leading edge sits 5 right of the primary's.
        let trace = try LayoutDebugger.trace(Color.red.frame(width: 100, height: 50).overlay(alignment: .topLeading) {
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in -5 }
        }, proposal: harness, name: "v")
        #expect(trace.frame(of: "Color.frame.overlay/Color.frame") == CGRect(x: 5, y: 0, width: 10, height: 10))
        // A frame aligns its child on the child's guide: the child's bottom guide, -20, meets the frame's bottom (50), so
        // the child's top is at 70.
        let framed = try LayoutDebugger.trace(Color.green.frame(width: 10, height: 10).alignmentGuide(.bottom) { _ in -20 }
            .frame(width: 50, height: 50, alignment: .bottom), proposal: harness, name: "v")
        #expect(framed.frame(of: "Color.frame") == CGRect(x: 20, y: 70, width: 10, height: 10))
    }

    @Test func aZStackPutsTheLargestGuideValueOnItsLine() throws {
        // OpenSwiftUI ZStack.placeSubviews: the alignment point is the largest guide among the children, here 30.
        let trace = try LayoutDebugger.trace(ZStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in 30 }
        }, proposal: harness, name: "v")
        #expect(trace.frame(of: "ZStack/Color[0].frame") == CGRect(x: 30, y: 0, width: 40, height: 10))
        #expect(trace.frame(of: "ZStack/Color[1].frame") == CGRect(x: 0, y: 0, width: 20, height: 10))
        // The stack spans both, 70 wide (docs/fidelity.md, ZStack).
        #expect(trace.frame(of: "ZStack") == CGRect(x: 0, y: 0, width: 70, height: 10))
    }
}

private enum Marker: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 4 }
}

extension VerticalAlignment {
    fileprivate static let marker = VerticalAlignment(Marker.self)
}
