import LayoutModel
import LayoutTrace

/// Reads the console output of LayoutMonitor-style probes into a recorded trace (`layoutdbg import`).
///
/// Two families of lines are read, exactly as the tools print them:
///
/// - the seed article's `LayoutMonitor` (../shared/seeds/002), which prints Swift's descriptions of the values:
///   `Proposal Mode: ProposedViewSize(width: Optional(0.0), height: nil)` and `Required Size: (8.0, 16.0)`. Text
///   before `Proposal Mode:` / `Required Size:` is the view's label (`inner Proposal Mode: …`), as a monitor that
///   prints its label writes it; without one the view is `LayoutMonitor`.
/// - the Layout Inspector's steps (objc.io Swift Talk 318/319 and ole/swiftui-layout-inspector, which format sizes
///   as `%.1f` with `×` between thin spaces and `nil` for an unspecified axis): `label P 100.0 × nil` before the
///   view is asked, `label ⇒ 80.0 × 20.0` after, and the table's coalesced row `label 100.0 × nil 80.0 × 20.0`
///   (`…` for a response not yet known).
///
/// Every other line is reported with its number and skipped; nothing is guessed. Blank lines are skipped silently.
public enum ConsoleLogImporter {
    public struct Result {
        public var trace: Trace
        /// Lines not understood, replies that match no request, requests left without a reply.
        public var warnings: [Diagnostic]
        /// How many lines were read as steps.
        public var stepLines: Int
    }

    /// One understood line.
    enum Step: Equatable {
        case proposal(label: String, ProposedSize)
        case response(label: String, Size)
        case both(label: String, ProposedSize, Size?)
    }

    private static let skipped = "line not understood, skipped"
    private static let formats = "layoutdbg reads LayoutMonitor lines ('Proposal Mode: ProposedViewSize(…)', 'Required Size: (w, h)') and Layout Inspector steps ('label P 100.0 × nil', 'label ⇒ 80.0 × 20.0'); docs/device.md"

    public static func read(_ text: String, file: String) -> Result {
        var builder = RecordedTraceBuilder(input: file, recordedBy: "console log")
        var warnings: [Diagnostic] = []
        var stepLines = 0
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.trimmingTrailingCarriageReturn
            guard !line.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
            let location = SourceLocation(line: lineNumber, column: 1)
            guard let step = parse(line) else {
                // The formats are named once, on the first line skipped.
                let notes = warnings.contains { $0.message == skipped } ? [] : [formats]
                warnings.append(Diagnostic(.warning, skipped, file: file, at: location, notes: notes))
                continue
            }
            stepLines += 1
            func reply(_ label: String, _ size: Size) {
                do throws(RecordedTraceBuilder.Mistake) {
                    try builder.reply(label, size)
                } catch {
                    let message = switch error {
                    case .replyWithoutRequest(let name): "a reply of '\(name)' with no request open, skipped"
                    case .replyOfAnotherView(let name, let open): "a reply of '\(name)' while '\(open)' is waiting for its reply, skipped"
                    }
                    warnings.append(Diagnostic(.warning, message, file: file, at: location))
                }
            }
            switch step {
            case .proposal(let label, let proposal):
                builder.propose(label, proposal, at: location)
            case .response(let label, let size):
                reply(label, size)
            case .both(let label, let proposal, let size):
                builder.propose(label, proposal, at: location)
                if let size { reply(label, size) }
            }
        }
        for name in builder.openNames.reversed() {
            warnings.append(Diagnostic(.warning, "the log ends before '\(name)' replied; its last request is left out",
                                       file: file, at: SourceLocation(line: lineNumber, column: 1)))
        }
        return Result(trace: builder.finish(), warnings: warnings, stepLines: stepLines)
    }

    static func parse(_ line: Substring) -> Step? {
        if let range = line.firstRange(of: "Proposal Mode:") {
            guard let proposal = ValueText.proposal(line[range.upperBound...]) else { return nil }
            return .proposal(label: label(line[..<range.lowerBound]), proposal)
        }
        if let range = line.firstRange(of: "Required Size:") {
            guard let size = ValueText.size(line[range.upperBound...]) else { return nil }
            return .response(label: label(line[..<range.lowerBound]), size)
        }
        return inspectorStep(line)
    }

    /// `label P 100.0 × nil`, `label ⇒ 80.0 × 20.0`, `label 100.0 × nil 80.0 × 20.0`.
    static func inspectorStep(_ line: Substring) -> Step? {
        // Thin and no-break spaces around × are spaces here.
        let words = line.split { $0 == " " || $0 == "\t" || $0 == "\u{2009}" || $0 == "\u{00A0}" }.map(String.init)
        guard words.count >= 4 else { return nil }
        if let marker = words.firstIndex(where: { $0 == "P" || $0 == "⇒" }), marker > 0, words.count == marker + 4, words[marker + 2] == "×" {
            let label = words[..<marker].joined(separator: " ")
            if words[marker] == "P" {
                guard let width = ValueText.axis(words[marker + 1]), let height = ValueText.axis(words[marker + 3]) else { return nil }
                return .proposal(label: label, ProposedSize(width: width, height: height))
            }
            guard let width = ValueText.number(Substring(words[marker + 1])), let height = ValueText.number(Substring(words[marker + 3])) else { return nil }
            return .response(label: label, Size(width: width, height: height))
        }
        // The coalesced row: the label, then `w × h`, then `w × h` or `…`.
        let responsePending = words.last == "…"
        let tail = responsePending ? 4 : 6
        guard words.count > tail, words[words.count - tail + 1] == "×" else { return nil }
        let start = words.count - tail
        guard let width = ValueText.axis(words[start]), let height = ValueText.axis(words[start + 2]) else { return nil }
        var size: Size?
        if !responsePending {
            guard words[start + 4] == "×", let w = ValueText.number(Substring(words[start + 3])), let h = ValueText.number(Substring(words[start + 5])) else { return nil }
            size = Size(width: w, height: h)
        }
        return .both(label: words[..<start].joined(separator: " "), ProposedSize(width: width, height: height), size)
    }

    private static func label(_ prefix: Substring) -> String {
        var label = String(prefix.trimmingSpaces)
        while let last = label.last, last == ":" || last == "-" || last == " " { label.removeLast() }
        return label.isEmpty ? "LayoutMonitor" : label
    }
}

extension Substring {
    var trimmingTrailingCarriageReturn: Substring { last == "\r" ? dropLast() : self }
}
