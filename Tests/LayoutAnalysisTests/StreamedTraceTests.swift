import Foundation
import LayoutAnalysis
import LayoutDebugCore
import LayoutEngine
import LayoutModel
import LayoutTestSupport
import LayoutTrace
import SeedLayouts
import Testing

/// `layoutdbg trace` writes a one-layout trace while it is made (`TraceRunner.stream`) and builds the rules' index
/// from the same events as they go by: the bytes and the findings must be those of the whole trace, for every
/// fixture the reader lays out, in every streamed format.
@Suite struct StreamedTraceTests {
    static let fixtures = RuleTestSupport.fixtures().filter { GoldenFiles.isInput($0) }

    /// The formats `trace` streams, with the options that change what they write.
    static let forms: [(name: String, format: StreamingTraceRecorder.Format, options: TraceRenderers.Options)] = [
        ("json", .json, TraceRenderers.Options(includeFrames: false)),
        ("text", .text(TraceTextRenderer.Options()), TraceRenderers.Options(includeFrames: false)),
        ("text", .text(TraceTextRenderer.Options(showCache: true)), TraceRenderers.Options(showCache: true, includeFrames: false)),
        ("text", .text(TraceTextRenderer.Options()), TraceRenderers.Options(includeFrames: true)),
    ]

    /// Collects what a streaming writer hands its sink.
    final class Chunks: @unchecked Sendable {
        var bytes: [UInt8] = []
        var count = 0
    }

    @Test(arguments: fixtures)
    func aStreamedTraceIsTheWholeTraceWrittenAsItIsMade(_ fixture: String) throws {
        let bytes = PackageRoot.bytes(fixture) ?? []
        let name = (fixture as NSString).lastPathComponent
        let problems = withLargeStack { () -> [String] in
            guard let input = try? InputLoader.parse(bytes, file: name, layouts: SeedLayouts.registry, swift: CompiledPathForTests.options()),
                  TraceRunner.isOneLayout(input, settings: RunSettings()),
                  let whole = try? TraceRunner.run(input) else { return [] }
            let findings = RuleRunner.run(whole.trace)
            var problems: [String] = []
            for form in Self.forms {
                // A small buffer, so that even a small trace goes to the sink in several pieces.
                let chunks = Chunks()
                var out = ByteWriter(capacity: 256) { chunk in
                    chunks.bytes += chunk
                    chunks.count += 1
                    return true
                }
                guard let index = try? TraceRunner.stream(input, settings: RunSettings(), format: form.format,
                                                          frames: form.options.includeFrames, into: &out) else {
                    problems.append("\(form.name): the streamed layout failed")
                    continue
                }
                out.flush()
                let expected = TraceRenderers.render(whole.trace, as: form.name, options: form.options) ?? []
                if chunks.bytes != expected { problems.append("\(form.name) \(form.options.showCache) \(form.options.includeFrames): bytes differ") }
                if RuleRunner.run(index) != findings { problems.append("\(form.name): findings differ") }
                if index.eventCount != whole.trace.events.count { problems.append("event count \(index.eventCount)") }
            }
            return problems
        }
        #expect(problems.isEmpty, "\(fixture): \(problems)")
    }

    /// The test above passes over fixtures that are not one layout; the seed's grid is one, so it is compared.
    @Test func theSeedIsAmongTheFixturesStreamed() throws {
        #expect(Self.fixtures.count > 150)
        let seed = "fixtures/seed-002/grid-bug.json"
        #expect(Self.fixtures.contains(seed))
        let input = try InputLoader.parse(PackageRoot.bytes(seed) ?? [], file: "grid-bug.json", layouts: SeedLayouts.registry)
        #expect(TraceRunner.isOneLayout(input, settings: RunSettings()))
        var out = ByteWriter()
        let index = try TraceRunner.stream(input, settings: RunSettings(), format: .json, frames: false, into: &out)
        let whole = try TraceRunner.run(input).trace
        #expect(index.eventCount == whole.events.count && index.eventCount > 0)
        #expect(out.bytes == TraceJSONWriter.write(whole))
    }
}
