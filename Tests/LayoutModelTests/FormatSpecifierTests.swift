import LayoutModel
import Testing

/// `Text("\(value, specifier: "%.1f")")`: what both Swift paths show for a number with a C format specifier.
@Suite struct FormatSpecifierTests {
    @Test func fixedPointAndIntegers() {
        #expect(FormatSpecifier.format(45.67, "%.1f") == "45.7")
        #expect(FormatSpecifier.format(45.67, "%.1f%%") == "45.7%")
        #expect(FormatSpecifier.format(0.5, "%.2f km") == "0.50 km")
        #expect(FormatSpecifier.format(1234, "%f") == "1234.000000")
        #expect(FormatSpecifier.format(2.5, "%.0f") == "3")
        #expect(FormatSpecifier.format(-0.04, "%.1f") == "0.0")
        #expect(FormatSpecifier.format(-1.25, "%.1f") == "-1.3")
        #expect(FormatSpecifier.format(0.001, "%.3f") == "0.001")
        #expect(FormatSpecifier.format(3, "%d") == "3")
        #expect(FormatSpecifier.format(3.9, "%ld items") == "3 items")
        #expect(FormatSpecifier.format(-7.9, "%i") == "-7")
    }

    /// What it does not know, it refuses (the caller shows the value as Swift prints it): other conversions, two
    /// conversions for one value, values it cannot show.
    @Test func whatItDoesNotKnowIsRefused() {
        #expect(FormatSpecifier.format(1, "%e") == nil)
        #expect(FormatSpecifier.format(1, "%@") == nil)
        #expect(FormatSpecifier.format(1, "%d/%d") == nil)
        #expect(FormatSpecifier.format(1, "no conversion") == nil)
        #expect(FormatSpecifier.format(.nan, "%.1f") == nil)
        #expect(FormatSpecifier.format(.infinity, "%d") == nil)
        #expect(FormatSpecifier.format(1e30, "%.2f") == nil)
        #expect(FormatSpecifier.format(1, "%.20f") == nil)
    }
}
