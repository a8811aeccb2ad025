import LayoutModel
import Testing

/// Sizes, points, rectangles, proposals, axes and insets: the arithmetic every behaviour builds on.
@Suite struct GeometryTests {
    @Test func sizeAlongAnAxis() {
        var size = Size(width: 8, height: 16)
        #expect(size[.horizontal] == 8 && size[.vertical] == 16)
        size[.vertical] = 20
        #expect(size == Size(width: 8, height: 20))
        #expect(Size.along(.horizontal, major: 3, minor: 4) == Size(width: 3, height: 4))
        #expect(Size.along(.vertical, major: 3, minor: 4) == Size(width: 4, height: 3))
    }

    @Test func sizeFiniteness() {
        #expect(Size(width: 0, height: 1e300).isFinite)
        #expect(!Size(width: .infinity, height: 1).isFinite)
        #expect(!Size(width: 1, height: .nan).isFinite)
    }

    @Test func pointsAndRectangles() {
        var point = Point(x: 1.5, y: -2) + Point(x: 2, y: 4)
        #expect(point == Point(x: 3.5, y: 2))
        point[.horizontal] = 10
        #expect(point[.horizontal] == 10 && point[.vertical] == 2)
        let rect = Rect(x: 4, y: 0, width: 342, height: 350)
        #expect(rect.origin == Point(x: 4, y: 0) && rect.size == Size(width: 342, height: 350))
        #expect([rect.minX, rect.minY, rect.maxX, rect.maxY] == [4, 0, 346, 350])
    }

    @Test func proposals() {
        var proposal = ProposedSize(width: 390, height: nil)
        #expect(proposal[.horizontal] == 390 && proposal[.vertical] == nil)
        #expect(proposal.replacingUnspecified() == Size(width: 390, height: 10))
        #expect(proposal.replacingUnspecified(by: Size(width: 1, height: 2)) == Size(width: 390, height: 2))
        proposal[.vertical] = 0
        #expect(proposal == ProposedSize(width: 390, height: 0))
        #expect(ProposedSize.along(.vertical, major: nil, minor: 5) == ProposedSize(width: 5, height: nil))
        #expect(ProposedSize(Size(width: 8, height: 16)) == ProposedSize(width: 8, height: 16))
    }

    /// A proposal's lengths compare and hash as `Double?`s, whatever their stored form: nil only equals nil, NaN
    /// equals nothing, 0 equals −0; a NaN with the bits that stand for nil stays a NaN.
    @Test func proposalEqualityIsThatOfOptionalLengths() {
        #expect(ProposedSize.unspecified == ProposedSize(width: nil, height: nil))
        #expect(ProposedSize(width: nil, height: 0) != ProposedSize(width: 0, height: 0))
        #expect(ProposedSize(width: .nan, height: 0) != ProposedSize(width: .nan, height: 0))
        #expect(ProposedSize(width: -0.0, height: 5) == ProposedSize(width: 0, height: 5))
        #expect(Set([ProposedSize(width: -0.0, height: 5), ProposedSize(width: 0, height: 5)]).count == 1)
        let lookalike = Double(bitPattern: 0x7FF4_0000_0000_0A11)
        let proposal = ProposedSize(width: lookalike, height: nil)
        #expect(proposal.width?.isNaN == true)
        #expect(proposal.height == nil)
        var changed = ProposedSize.zero
        changed[.vertical] = nil
        changed.width = .infinity
        #expect(changed.width == .infinity && changed.height == nil)
    }

    @Test(arguments: [
        (ProposedSize.zero, "zero", false), (.infinity, "infinity", false), (.unspecified, "unspecified", false),
        (ProposedSize(width: 167, height: 350), "explicit", false),
        (ProposedSize(width: 0, height: .infinity), "mixed(zero,infinity)", true),
        (ProposedSize(width: nil, height: 40), "mixed(unspecified,explicit)", true),
    ])
    func proposalKinds(_ proposal: ProposedSize, _ name: String, _ mixed: Bool) {
        #expect(proposal.kind.description == name)
        #expect(proposal.kind.isMixed == mixed)
    }

    @Test func axes() {
        #expect(Axis.horizontal.other == .vertical && Axis.vertical.other == .horizontal)
        #expect(Axes.both.contains(Axis.horizontal) && Axes.both.contains(Axis.vertical))
        #expect(!Axes.vertical.contains(Axis.horizontal))
        #expect([Axes.horizontal, .vertical, .both, []].map(\.names) == ["horizontal", "vertical", "horizontal, vertical", "none"])
    }

    @Test func insets() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 4, trailing: 8)
        #expect(insets.sum(.horizontal) == 10 && insets.sum(.vertical) == 5)
        #expect(EdgeInsets(all: 16).sum(.vertical) == 32)
        #expect(EdgeSet.horizontal.insets(12) == EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12))
        #expect(EdgeSet.all.insets(3) == EdgeInsets(all: 3))
        #expect(EdgeSet([.top]).insets(5) == EdgeInsets(top: 5, leading: 0, bottom: 0, trailing: 0))
    }
}
