import LayoutModel
import Testing

/// Alignment guides' default values and SwiftUI's names for alignments and unit points, as inputs spell them.
@Suite struct AlignmentTests {
    @Test func guideValues() {
        #expect(HorizontalAlignment.allCases.map { $0.value(in: 80) } == [0, 40, 80])
        #expect(VerticalAlignment.allCases.map { $0.value(in: 20) } == [0, 10, 20, 20, 20])
    }

    @Test func everyNameRoundTrips() {
        #expect(Alignment.named.count == 13)
        for (name, alignment) in Alignment.named {
            #expect(Alignment(name: name) == alignment)
            #expect(alignment.name == name)
        }
    }

    @Test func namesMeanWhatSwiftUIMeans() {
        #expect(Alignment(name: "topTrailing") == Alignment(horizontal: .trailing, vertical: .top))
        #expect(Alignment(name: "leading") == Alignment(horizontal: .leading, vertical: .center))
        #expect(Alignment(name: "leadingFirstTextBaseline") == Alignment(horizontal: .leading, vertical: .firstTextBaseline))
    }

    @Test func unknownNamesAndUnnamedAlignments() {
        #expect(Alignment(name: "TopLeading") == nil)  // names are case-sensitive, as in Swift
        #expect(Alignment(name: "") == nil)
        #expect(Alignment(horizontal: .trailing, vertical: .lastTextBaseline).name == "trailing/lastTextBaseline")
    }

    @Test func unitPoints() {
        #expect(UnitPoint(name: "bottomTrailing") == UnitPoint(x: 1, y: 1))
        #expect(UnitPoint(name: "top") == UnitPoint(x: 0.5, y: 0))
        #expect(UnitPoint(name: "zero") == .topLeading)
        #expect(UnitPoint.topLeading.name == "topLeading")  // the first name wins over "zero"
        #expect(UnitPoint(x: 0.25, y: 0).name == nil)
        #expect(UnitPoint(name: "middle") == nil)
    }
}
