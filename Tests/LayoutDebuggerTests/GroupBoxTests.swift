import LayoutDebugger
import Testing

/// GroupBox in the default iOS style (ControlComposition.groupBox): the label in the headline font at the leading edge
/// of the width offered, the content below it 8 apart (the default spacing of two Texts), padded 16.
@Suite struct GroupBoxTests {
    @Test func theLabelTakesTheWidthAndTheContentIsCentredBelowIt() throws {
        let trace = try LayoutDebugger.trace(GroupBox("Totals") { Text("12 items") }, proposal: ProposedViewSize(width: 300, height: 200))
        // 300 − 2 × 16 = 268 for the column; the label's frame takes all of it, the "Totals" headline (48) at its start.
        #expect(trace.frame(of: "VStack/Text[0].frame") == CGRect(x: 16, y: 16, width: 268, height: 20.333333333333332))
        #expect(trace.frame(of: "VStack/Text[0]")?.width == 48)
        // "12 items" (63.333) centred in 268 below the label: x 16 + (268 − 63.333) / 2, y 16 + 20.333 + 8.
        let content = try #require(trace.frame(of: "VStack/Text[1]"))
        #expect(abs(content.minX - 118.333) < 0.001 && abs(content.minY - 44.333) < 0.001)
        // The box: 300 wide, 20.333 + 8 + 20.333 + 32 high, its rounded rectangle behind all of it.
        let box = try #require(trace.frame(of: "VStack.padding"))
        #expect(box.width == 300 && abs(box.height - 80.667) < 0.001)
        #expect(trace.frame(of: "VStack.padding.background/RoundedRectangle") == box)
    }
}
