import LayoutModel
import Testing

/// Alignment guides' default values and SwiftUI's names for alignments and unit points, as inputs spell them.
@Suite struct AlignmentTests {
    @Test func guideValues() {
        let size = Size(width: 80, height: 20)
        #expect(HorizontalAlignment.allCases.map { GuideName.horizontal($0).standardValue(in: size) } == [0, 40, 80])
        #expect(VerticalAlignment.allCases.map { GuideName.vertical($0).standardValue(in: size) } == [0, 10, 20, 20, 20])
        // A guide of the user's own has no standard value: the engine evaluates its default.
        #expect(GuideName.vertical(.custom(CustomGuide(name: "Third", defaultValue: .divide(.height, .number(3))))).standardValue(in: size) == nil)
    }

    /// How containers merge their children's values (OpenSwiftUI AlignmentGuide.swift): the frame guides not at all,
    /// the baselines by the smallest, a guide of the user's own by the average.
    @Test func combinations() {
        #expect(HorizontalAlignment.allCases.map { GuideName.horizontal($0).combination } == [.none, .none, .none])
        #expect(VerticalAlignment.allCases.map { GuideName.vertical($0).combination } == [.none, .none, .none, .minimum, .minimum])
        #expect(GuideName.horizontal(.custom(CustomGuide(name: "X", defaultValue: nil))).combination == .average)
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
