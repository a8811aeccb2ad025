import CompiledPath
import Foundation
import LayoutDebugCore

/// "N of M real-world files traced as-is": every `fixtures/realworld/*.swift` (SwiftUI files copied verbatim from
/// public projects; their sources in that folder's README) through the path `layoutdbg trace FILE` takes, with no
/// option: the reader, or the compiled path when the file needs it. The compiled path's cache makes repeated runs fast.
enum RealWorldCorpus {
    static func run(directory: String = "fixtures/realworld") {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        guard !files.isEmpty else {
            print("realworld: no files in \(directory) (run from the package root)\n")
            return
        }
        let options = SwiftInputOptions(environment: CompiledPathEnvironment(environment: ProcessInfo.processInfo.environment))
        var traced: [String] = []
        let (elapsed, _) = Measurement.best(of: 1) { () -> Int in
            traced = files.filter { file in
                guard let input = try? InputLoader.load(path: directory + "/" + file, layouts: nil, swift: options) else { return false }
                return (try? TraceRunner.run(input)) != nil
            }
            return traced.count
        }
        print("realworld: \(traced.count) of \(files.count) real-world files traced as-is")
        SavedRun.current.section = "realworld"
        row("trace them all", elapsed, [])
        print("  traced: \(traced.map { String($0.prefix(2)) }.joined(separator: " "))\n")
    }
}
