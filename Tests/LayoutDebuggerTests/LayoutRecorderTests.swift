import Foundation
import LayoutAnalysis
import LayoutDebugCore
import LayoutDebugger
import LayoutModel
import LayoutRecorder
import LayoutTestSupport
import LayoutTrace
import SeedLayouts
import Testing

/// The app recorder (Sources/LayoutRecorder) run through the stand-in library: the file it writes is what layoutdbg's
/// own trace of the same view shows of the recorders, event for event.
@Suite struct LayoutRecorderTests {
    /// A settings row in a card, with three recorders, as an app would have it (`.recordLayout` there is
    /// `RecordingLayout` around the view).
    static func card(_ recording: LayoutRecording) -> some View {
        RecordingLayout(name: "card", recording: recording) {
            HStack {
                RecordingLayout(name: "title", recording: recording) { Text("Notifications") }
                Spacer()
                RecordingLayout(name: "dot", recording: recording) { Color.blue.frame(width: 20, height: 20) }
            }
            .padding()
        }
    }

    /// The same view as SwiftUI source, traced by layoutdbg's reader.
    static let source = """
        import SwiftUI

        struct Card: View {
            var body: some View {
                HStack {
                    Text("Notifications").recordLayout("title")
                    Spacer()
                    Color.blue.frame(width: 20, height: 20).recordLayout("dot")
                }
                .padding()
                .recordLayout("card")
            }
        }
        """

    @Test func theRecordingOfAViewEqualsLayoutdbgsTraceOfItsRecorders() throws {
        let directory = try ScratchDirectory.make("recorder")
        defer { try? FileManager.default.removeItem(at: directory) }
        let recording = LayoutRecording(fileName: "card.recorded.json")
        recording.directory = directory
        _ = try LayoutDebugger.trace(Self.card(recording))
        let url = try recording.write()
        #expect(url.path == directory.appendingPathComponent("card.recorded.json").path)
        let bytes = Array(try Data(contentsOf: url))
        let recorded = try TraceJSONReader.read(bytes, file: "card.recorded.json")
        #expect(recorded.header.recorded == "LayoutRecorder")
        #expect(recorded.nodes.map(\.path) == ["card", "card/dot", "card/title"])

        let input = try InputLoader.parse(Array(Self.source.utf8), file: "Card.swift", layouts: SeedLayouts.registry)
        let projected = RecordedViews.project(try TraceRunner.run(input).trace)
        #expect(projected.nodes == recorded.nodes)
        // Byte for byte after the header, which says who recorded; equal events once both are written.
        let written = String(decoding: TraceJSONWriter.write(projected), as: UTF8.self)
        #expect(try TraceJSONReader.read(Array(written.utf8), file: "projected").events == recorded.events)
        #expect(written.split(separator: "\n").dropFirst(3) == String(decoding: bytes, as: UTF8.self).split(separator: "\n").dropFirst(3))
        #expect(TraceDiffer.diff(recorded, projected, findings: nil).isEqual)

        // What the recorders saw: the card the safe area; the title and the dot probed by the HStack (whole sizes, as a
        // Layout's sizeThatFits replies; "Notifications" is 96 wide at 17 pt, and a line per letter at width 0), then
        // distributed; placed inside the card's 16-point padding, the dot at the HStack's trailing edge (16 + 370 - 20)
        // and centred on its 20.333-point line. Origins are relative to the card's.
        let text = String(decoding: TraceRenderers.render(recorded, as: "text") ?? [], as: UTF8.self)
        #expect(text == """
            layoutdbg trace of card.recorded.json
            recorded by LayoutRecorder, not simulated: views named as recorded, reasons not known

            pass 1 · root proposal (402, 778) explicit
            card ← (402, 778) explicit, recorded
              dot ← (0, 746) mixed(zero,explicit), recorded → (20, 20)
              dot ← (inf, 746) mixed(infinity,explicit), recorded → (20, 20)
              title ← (0, 746) mixed(zero,explicit), recorded → (0, 264.333)
              title ← (inf, 746) mixed(infinity,explicit), recorded → (96, 20.333)
              dot ← (181, 746) explicit, recorded → (20, 20)
              title ← (342, 746) explicit, recorded → (96, 20.333)
            card → (402, 52.333)
            card @ (0, 0) 402×52.333, proposed (402, 778)
              title @ (16, 16) 96×20.333, proposed (342, 746)
              dot @ (366, 16.167) 20×20, proposed (181, 746)
            pass 1: 7 requests, 0 cache hits, 0 misses, 0 re-measures, 3 placements

            """)
    }

    /// A modifier after the recorder wraps it, and the label moves to that outermost node: the recorder keeps its name.
    @Test func aRecorderKeepsItsNameUnderALaterModifier() throws {
        let source = "Text(\"a\").padding().recordLayout(\"t\").frame(width: 100)\n"
        let input = try InputLoader.parse(Array(source.utf8), file: "Row.swift", layouts: SeedLayouts.registry)
        let simulated = try TraceRunner.run(input, settings: RunSettings(proposal: ProposedSize(width: 200, height: 200))).trace
        #expect(simulated.nodes.map(\.displayName).prefix(2) == ["LayoutMonitor.frame \"t\"", "LayoutMonitor"])
        let projected = RecordedViews.project(simulated)
        #expect(projected.nodes.map(\.path) == ["t"])
        #expect(projected.events.count == 5)  // pass start, the frame's one request and its reply, the placement, pass end
        #expect(projected.events[1] == .request(node: 0, proposal: ProposedSize(width: 100, height: 200), query: .size, reason: .recorded, depth: 0))
    }

    @Test func aRecordingStartsAgainAfterReset() throws {
        let recording = LayoutRecording()
        _ = try LayoutDebugger.trace(Self.card(recording))
        #expect(String(decoding: recording.document(), as: UTF8.self).contains("\"path\": \"card/title\""))
        recording.reset()
        #expect(String(decoding: recording.document(), as: UTF8.self) == """
            {
              "format": "layoutdbg-trace",
              "header": {"engineVersion": "none", "formatVersion": 2, "input": "layout.recorded.json", "quirks": [], "recorded": "LayoutRecorder", "rootProposal": [null, null]},
              "nodes": [],
              "trace": []
            }

            """)
    }
}
