import LayoutModel
import Testing

/// The one definition of the numbers both readers accept, and the words they refuse others in.
@Suite struct NumberLimitsTests {
    @Test func negativeZeroIsZero() {
        #expect(NumberLimits.canonical(-0.0).sign == .plus)
        #expect(NumberLimits.canonical(-3) == -3)
    }

    @Test func messagesShowSmallNumbersAsTheyAre() {
        #expect(NumberLimits.describe(1e-18) == "1e-18")
        #expect(NumberLimits.describe(Double.leastNonzeroMagnitude) == "5e-324")
        #expect(NumberLimits.describe(0.25) == "0.25")
        #expect(NumberLimits.describe(1e300) == "1e+300")
    }

    @Test func aRangeNamesItsBoundsAndTheValue() {
        #expect(NumberLimits.displayScale.message(for: "displayScale", got: 1e-300) == "'displayScale' must be between 0.1 and 100, got 1e-300")
        #expect(NumberLimits.fontSize.contains(0.1) && NumberLimits.fontSize.contains(10_000))
        #expect(!NumberLimits.fontSize.contains(.nan) && !NumberLimits.fontSize.contains(0.099))
    }

    @Test func theOverflowMessageIsOne() {
        #expect(NumberLimits.overflowMessage("1e309") == "number out of range: '1e309' is larger than the largest Double (1.8e308)")
    }

    @Test func everyEnvironmentDefaultIsInItsRange() {
        let defaults = LayoutEnvironment()
        for setting in EnvironmentSetting.all {
            #expect(setting.range.contains(defaults[keyPath: setting.keyPath]), "\(setting.name)")
        }
        #expect(EnvironmentSetting.names == ["displayScale", "characterAdvance", "lineHeightFactor", "defaultPadding", "defaultSpacing", "gridSpacing"])
    }
}
