import Foundation

/// A run's measurements kept for the next: `--save FILE` writes them, `--compare FILE` prints each row's ratio to
/// the saved one, so that a change is judged against a run made just before it on the same machine
/// (docs/performance.md: these machines are noisy, and only side-by-side numbers mean anything).
///
/// The file is one measurement per line, `key<TAB>value`: the key is `shape/row` (`realistic/write JSON trace`),
/// the value seconds, or MiB for the memory row (`realistic/CLI peak memory`).
final class SavedRun: @unchecked Sendable {
    static let current = SavedRun()

    private(set) var values: [(key: String, value: Double)] = []
    /// The run compared with, by key.
    private(set) var baseline: [String: Double] = [:]
    /// The shape whose rows are being measured: the keys' first part.
    var section = ""

    /// Keeps `value` (seconds, or `unit`) under `section/name` and returns the ratio to the baseline's, when it has one.
    func record(_ name: String, _ value: Double, unit: String? = nil) -> String {
        let key = section.isEmpty ? name : section + "/" + name
        values.append((key, value))
        guard let before = baseline[key], before > 0 else { return "" }
        let was = unit.map { format(before, 1) + " " + $0 } ?? format(before * 1000, 1) + " ms"
        return "×" + format(value / before, 2) + " (was " + was + ")"
    }

    /// Reads a saved run; the message says why not.
    func load(_ path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return "cannot read '\(path)'" }
        for (number, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(separator: "\t")
            guard fields.count == 2, let value = Double(fields[1]) else { return "\(path):\(number + 1): expected 'key<TAB>number'" }
            baseline[String(fields[0])] = value
        }
        return nil
    }

    /// Writes this run's measurements to `path`; the message says why not.
    func save(_ path: String) -> String? {
        let text = values.map { "\($0.key)\t\($0.value)\n" }.joined()
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        } catch {
            return "cannot write '\(path)': \(error)"
        }
    }
}
