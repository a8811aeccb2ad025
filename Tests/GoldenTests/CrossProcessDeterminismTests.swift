import Foundation
import LayoutDebugCore
import LayoutTestSupport
import Testing

/// Every fixture input, traced by two separate `layoutdbg` processes, gives byte-identical output in every
/// format: nothing in an output may depend on a process (hash seeds, addresses, dictionary order, time).
///
/// Text and JSON traces (or an unreadable input's diagnostics) come from one `layoutdbg check` per process
/// over a copy of all inputs, which writes every expected file afresh; the table format, which `check` does
/// not write, from one `layoutdbg trace --format table` per input and process.
@Suite(.serialized) struct CrossProcessDeterminismTests {
    static let inputs = Fixtures.inputs()

    /// A scratch copy of every fixture input (and nothing else), at the same paths under fixtures/.
    private func copyOfTheInputs() throws -> URL {
        let directory = try ScratchDirectory.make("determinism")
        for input in Self.inputs {
            let target = directory.appendingPathComponent(input)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: PackageRoot.path(input), toPath: target.path)
        }
        return directory
    }

    /// What `layoutdbg check` wrote beside the inputs: path from the copy's root → bytes.
    private func written(in directory: URL) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        while let relative = enumerator?.nextObject() as? String {
            guard !GoldenFiles.isInput(relative), let data = FileManager.default.contents(atPath: directory.appendingPathComponent(relative).path)
            else { continue }
            files[relative] = [UInt8](data)
        }
        return files
    }

    @Test
    func textJSONAndDiagnosticsAreIdenticalAcrossProcesses() throws {
        var outputs: [[String: [UInt8]]] = []
        for _ in 0..<2 {
            let directory = try copyOfTheInputs()
            defer { try? FileManager.default.removeItem(at: directory) }
            let run = try LayoutdbgProcess.run(["check", "fixtures", "--json", "--record", "missing", "--artifacts", "art"], in: directory)
            #expect(run.status == 1 && run.stdout.hasSuffix("\(Self.inputs.count) recorded (record mode 'missing')\n"), "\(run.stderr)")
            outputs.append(written(in: directory.appendingPathComponent("fixtures")))
        }
        // Every input was traced (text and JSON) or failed to read (diagnostics), and both processes agree on each byte.
        for input in Self.inputs {
            let stem = String(input.dropFirst("fixtures/".count).dropLast((input as NSString).pathExtension.count + 1))
            let suffixes = outputs[0][stem + GoldenFiles.diagnostics] != nil ? [GoldenFiles.diagnostics] : [GoldenFiles.traceText, GoldenFiles.traceJSON]
            for suffix in suffixes {
                #expect(outputs[0][stem + suffix] != nil, "\(input): no \(suffix) written")
            }
        }
        #expect(outputs[0].keys.sorted() == outputs[1].keys.sorted())
        for (path, bytes) in outputs[0].sorted(by: { $0.key < $1.key }) {
            #expect(outputs[1][path] == bytes, "\(path) differs between two processes")
        }
    }

    @Test
    func tablesAreIdenticalAcrossProcesses() throws {
        var traced = 0
        for input in Self.inputs {
            let first = try LayoutdbgProcess.run(["trace", "--format", "table", input])
            let second = try LayoutdbgProcess.run(["trace", "--format", "table", input])
            #expect(first.stdout == second.stdout && first.stderr == second.stderr && first.status == second.status, "\(input)")
            if first.status != 65 { traced += 1 }
        }
        #expect(traced >= 80)  // most inputs trace; the others are the readers' error fixtures
    }
}
