import LayoutDebugger
import Testing

/// A GeometryReader's content is built with the reader's own size and frame, as SwiftUI evaluates it during layout:
/// the compiled path builds the tree in rounds until each reader's content has the frame it is placed at.
@Suite struct GeometryReaderContentTests {
    static let proposal = ProposedViewSize(width: 400, height: 300)

    @Test func theContentReadsTheReadersSize() throws {
        // The reader takes the whole 400 × 300 proposal; half its width is 200.
        let trace = try LayoutDebugger.trace(GeometryReader { geo in Color.blue.frame(width: geo.size.width * 0.5) },
                                             proposal: Self.proposal)
        #expect(trace.frame(of: "GeometryReader/Color[0]") == CGRect(x: 0, y: 0, width: 200, height: 300))
    }

    @Test func aReaderInsideAReadersContentGetsItsFrameInTheNextRound() throws {
        // The outer reader is 400 × 300; a third of its height (100) goes to the first colour, the inner reader gets
        // the 400 × 200 below it, and a quarter of its width by half its height is 100 × 100 at y 100.
        let view = GeometryReader { outer in
            VStack(spacing: 0) {
                Color.red.frame(height: outer.size.height / 3)
                GeometryReader { inner in Color.blue.frame(width: inner.size.width / 4, height: inner.size.height / 2) }
            }
        }
        let trace = try LayoutDebugger.trace(view, proposal: Self.proposal)
        #expect(trace.frame(of: "GeometryReader[1]") == CGRect(x: 0, y: 100, width: 400, height: 200))
        #expect(trace.frame(of: "GeometryReader[1]/Color[0]") == CGRect(x: 0, y: 100, width: 100, height: 100))
    }

    @Test func readersWrittenOnceInAForEachEachGetTheirOwn() throws {
        // Two readers share the row: 200 wide each; the first content is all of its reader's width, the second half.
        let view = HStack(spacing: 0) {
            ForEach(0..<2) { index in
                GeometryReader { geo in Color.green.frame(width: geo.size.width / Double(index + 1)) }
            }
        }
        let trace = try LayoutDebugger.trace(view, proposal: Self.proposal)
        #expect(trace.frame(of: "HStack/GeometryReader[0]/Color[0]")?.width == 200)
        #expect(trace.frame(of: "HStack/GeometryReader[1]/Color[0]")?.width == 100)
        #expect(trace.frame(of: "HStack/GeometryReader[1]/Color[0]")?.minX == 200)
    }

    @Test func theFrameInTheGlobalSpaceIsWhereTheReaderIs() throws {
        // Below a 50-tall colour the reader's global minY is 50 and its local one 0: the content's width and height
        // show them (a zero length would be the reader's own, so add 10).
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 50)
            GeometryReader { geo in
                Color.blue.frame(width: geo.frame(in: .global).minY + 10, height: geo.frame(in: .local).minY + 10)
            }
        }
        let trace = try LayoutDebugger.trace(view, proposal: Self.proposal)
        #expect(trace.frame(of: "VStack/GeometryReader[1]/Color[0]") == CGRect(x: 0, y: 50, width: 60, height: 10))
    }
}
