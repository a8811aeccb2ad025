import LayoutEngine
import LayoutModel
import LayoutTrace
import Testing

@Suite struct SeedGridTests {
    @Test func printSeed() throws {
        let recorder = TraceRecorder()
        let result = try LayoutEngine.layout(ViewTree(root: seedGrid()), file: "seed", observer: recorder)
        let trace = recorder.trace(input: "seed", engineVersion: LayoutEngine.version, frames: result.frames)
        print(String(decoding: TraceTextRenderer.render(trace, options: .init(showCacheHits: true)), as: UTF8.self))
    }
}
