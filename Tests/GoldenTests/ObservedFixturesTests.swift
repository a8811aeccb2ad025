import Foundation
import LayoutDebugCore
import LayoutModel
import LayoutTestSupport
import Testing

/// fixtures/observed/: each file is a layout whose numbers someone measured in SwiftUI (or UIKit) and published,
/// cited in its header. Its `// observed:` lines state them, and layoutdbg must give exactly those:
///
///     // observed: reply <node path> (w, h)         its reply to its first request (a probe's proposal)
///     // observed: size <node path> (w, h)          its final size
///     // observed: frame <node path> (x, y, w, h)   its final frame (window coordinates on a device)
///
/// A `// disagrees:` line records a measurement layoutdbg does not reproduce, and why (docs/fidelity.md lists them).
@Suite struct ObservedFixturesTests {
    static let files = Fixtures.inputs().filter { $0.hasPrefix("fixtures/observed/") }

    /// One stated observation: what (reply, size or frame), the node, and its numbers.
    struct Observation {
        var kind: String
        var line: Int
        var path: String
        var numbers: [Double]
    }

    static func observations(in source: String) -> [Observation] {
        var result: [Observation] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.hasPrefix("// observed: ") else { continue }
            let words = line.dropFirst("// observed: ".count).split(separator: " ", maxSplits: 2).map(String.init)
            guard words.count == 3, let open = words[2].firstIndex(of: "("), let close = words[2].lastIndex(of: ")") else { continue }
            let numbers = words[2][words[2].index(after: open)..<close].split(separator: ",").map {
                let text = $0.trimmingCharacters(in: .whitespaces)
                return text == "inf" ? Double.infinity : text == "nan" ? Double.nan : Double(text) ?? .nan
            }
            guard (["reply", "size"].contains(words[0]) && numbers.count == 2) || (words[0] == "frame" && numbers.count == 4) else { continue }
            result.append(Observation(kind: words[0], line: index + 1, path: words[1], numbers: numbers))
        }
        return result
    }

    @Test func thereAreFifteenOrMoreCitedFiles() {
        #expect(Self.files.count >= 15)
        for file in Self.files {
            let source = PackageRoot.read(file) ?? ""
            #expect(source.hasPrefix("// Source"), "\(file) does not open with its source")
            #expect(!Self.observations(in: source).isEmpty || source.contains("// disagrees:"), "\(file) states no observation")
        }
    }

    @Test(arguments: files)
    func layoutdbgGivesWhatWasObserved(_ file: String) throws {
        let source = try #require(PackageRoot.read(file))
        let input = try InputLoader.load(path: PackageRoot.path(file), layouts: nil)
        let run = try TraceRunner.run(input)
        for observation in Self.observations(in: source) {
            let index = try #require(run.trace.nodes.firstIndex { $0.path == observation.path }, "\(file):\(observation.line): no node \(observation.path)")
            let actual: [Double]
            if observation.kind == "reply" {
                let size = run.trace.events.lazy.compactMap { event -> Size? in
                    if case .reply(let node, _, .size, let size, _, _, _) = event, node == Int32(index) { return size }
                    return nil
                }.first
                let reply = try #require(size, "\(file):\(observation.line): \(observation.path) never replies")
                actual = [reply.width, reply.height]
            } else {
                let frame = try #require(run.trace.frames[index], "\(file):\(observation.line): \(observation.path) is not placed")
                actual = observation.kind == "size" ? [frame.size.width, frame.size.height]
                    : [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
            }
            // Published numbers are printed to a few decimals (20.333): equal to a thousandth.
            let matches = zip(actual, observation.numbers).allSatisfy { a, b in
                (a.isNaN && b.isNaN) || a == b || abs(a - b) < 0.001
            }
            #expect(matches, "\(file):\(observation.line): \(observation.path) is \(actual), observed \(observation.numbers)")
        }
    }
}
