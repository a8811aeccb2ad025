import Foundation
import LayoutModel
import LayoutTestSupport
import LayoutTrace
import Testing

/// Version-1 trace files (committed as they were written before version 2) still read: their replies are paired
/// with their requests as version 1 implied it, their string attributes become typed facts, and written again they
/// are the version-2 files of the same runs (kept beside them: the fixtures' own traces move on with the engine).
@Suite struct TraceVersion1Tests {
    static let cases = ["grid-bug", "frame-contradictory", "fieldguide-text-priority"].map {
        ($0, "Tests/LayoutTraceTests/Version1/\($0).version2.trace.json")
    }

    @Test(arguments: cases)
    func readsAsTheVersion2File(_ name: String, _ version2: String) throws {
        let old = try #require(PackageRoot.bytes("Tests/LayoutTraceTests/Version1/\(name).trace.json"))
        let trace = try TraceJSONReader.read(old, file: "\(name).trace.json")
        #expect(trace.header.formatVersion == 2)
        let current = try #require(PackageRoot.read(version2))
        #expect(String(decoding: TraceJSONWriter.write(trace, includeFrames: true), as: UTF8.self) == current)
    }

    @Test func repliesArePairedAndFactsTyped() throws {
        let old = try #require(PackageRoot.bytes("Tests/LayoutTraceTests/Version1/frame-contradictory.trace.json"))
        let trace = try TraceJSONReader.read(old, file: "frame-contradictory.trace.json")
        for (index, event) in trace.events.enumerated() {
            guard case .reply(let node, _, _, _, _, _, let request) = event else { continue }
            guard case .request(let asked, _, _, _, _) = trace.events[Int(request) - 1] else {
                Issue.record("reply \(index + 1) names \(request), not a request")
                continue
            }
            #expect(asked == node)
        }
        let frame = try #require(trace.nodes.first { $0.facts.contradictoryFrame })
        #expect(frame.facts.flexFrame?.writtenArguments.map(\.label) == ["minWidth", "maxWidth"])
    }
}
