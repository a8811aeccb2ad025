import LayoutModel
import Testing

/// The engine's arithmetic on lengths (docs/ARCHITECTURE.md, "Numbers"): finite operands never make infinity,
/// operands that are not NaN never make NaN, and NaN from user code stays NaN.
@Suite struct SaturatingTests {
    let largest = Double.greatestFiniteMagnitude

    @Test func finiteSumsSaturateAtTheLargestDouble() {
        #expect(Saturating.add(1e308, 1e308) == largest)
        #expect(Saturating.add(-1e308, -1e308) == -largest)
        #expect(Saturating.subtract(1e308, -1e308) == largest)
        #expect(Saturating.add(1, 2) == 3)
        #expect(Saturating.sum([1e308, 1e308, -1e308]) == largest - 1e308)
    }

    @Test func anInfiniteOperandStaysInfinite() {
        #expect(Saturating.add(.infinity, 1e308) == .infinity)
        #expect(Saturating.subtract(.infinity, largest) == .infinity)
        #expect(Saturating.add(-.infinity, 5) == -.infinity)
        #expect(Saturating.multiply(.infinity, 2) == .infinity)
        #expect(Saturating.divide(.infinity, 3) == .infinity)
    }

    @Test func theCasesThatWouldMakeNaNHaveAValue() {
        #expect(Saturating.subtract(.infinity, .infinity) == 0)
        #expect(Saturating.add(.infinity, -.infinity) == 0)
        #expect(Saturating.multiply(0, .infinity) == 0)
        #expect(Saturating.divide(0, 0) == 0)
        #expect(Saturating.divide(.infinity, .infinity) == 0)
    }

    @Test func productsAndQuotientsOfFiniteNumbersSaturate() {
        #expect(Saturating.multiply(1e200, 1e200) == largest)
        #expect(Saturating.multiply(-1e200, 1e200) == -largest)
        #expect(Saturating.divide(1, 0) == largest)
        #expect(Saturating.divide(-1, 0) == -largest)
        #expect(Saturating.divide(1, -0.0) == -largest)
        #expect(Saturating.divide(1e300, 1e-300) == largest)
    }

    @Test func userNaNPassesThrough() {
        #expect(Saturating.add(.nan, 1).isNaN)
        #expect(Saturating.subtract(.infinity, .nan).isNaN)
        #expect(Saturating.multiply(.nan, 0).isNaN)
        #expect(Saturating.divide(.nan, 0).isNaN)
    }

    @Test func countsAreClampedInsteadOfTrapping() {
        #expect(Saturating.count(2.9) == 2)
        #expect(Saturating.count(0.5) == 0)
        #expect(Saturating.count(-1) == 0)
        #expect(Saturating.count(.nan) == 0)
        #expect(Saturating.count(1e20) == NumberLimits.largestCount)
        #expect(Saturating.count(.infinity) == NumberLimits.largestCount)
        #expect(Saturating.count(9_007_199_254_740_991) == 9_007_199_254_740_991)
    }

    @Test func pointsAndInsetsUseIt() {
        #expect(Point(x: 1e308, y: 0) + Point(x: 1e308, y: 0) == Point(x: largest, y: 0))
        #expect(EdgeInsets(top: 0, leading: 1e308, bottom: 0, trailing: 1e308).sum(.horizontal) == largest)
    }
}
