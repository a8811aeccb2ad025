import LayoutDebugger
import Testing

/// A compiled file's unsized images warn as the reader's do (DSLViewTests.unsizedImagesWarnOnceALine): once for the
/// `Image(…)` that made them, however many names a `ForEach` gave it.
@Suite struct UnsizedImageWarningTests {
    struct Icons: View {
        var body: some View {
            VStack {
                ForEach(0..<5) { i in
                    Image(systemName: "\(i).circle")
                }
            }
        }
    }

    @Test func oneImageOfManyNamesWarnsOnce() throws {
        let trace = try LayoutDebugger.trace(Icons(), proposal: ProposedViewSize(width: 300, height: 300))
        #expect(trace.warnings.map(\.message) == [
            "symbols '0.circle', '1.circle', '2.circle' and 2 more have no natural size; using 20x20 at 17 pt, in proportion to their font",
        ])
        #expect(trace.warnings.first?.location.line == 11)
    }
}
