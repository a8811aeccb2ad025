import LayoutModel
import Testing

/// `.clipped()` (spec §20): render-only; it changes neither sizes nor positions.
@Suite struct ClippedTests {
    @Test func clippedChangesNoFrame() throws {
        // §20: a 40 × 30 image in a 20 × 20 frame, clipped or not, is placed at (−10, −5) and stays 40 × 30.
        let plain = try run(image(40, 30, frame(width: 20, height: 20)), P(100, 100))
        let clipped = try run(image(40, 30, frame(width: 20, height: 20), .clipped), P(100, 100))
        #expect(near(clipped.frame("Image"), R(-10, -5, 40, 30)))
        #expect(plain.result.frames == clipped.result.frames)
        #expect(clipped.recorder.nodes.count == plain.recorder.nodes.count)   // no node of its own
    }
}
