// layoutdbg's LayoutRecorder: records what SwiftUI actually asks views in an app, as a layoutdbg trace file.
//
// Add this one file to an iOS or macOS app (iOS 16 / macOS 13 or later: it needs the Layout protocol), put
// `.recordLayout("name")` on the views to watch, run the app, and compare the file it writes with a simulation:
// `layoutdbg diff name.recorded.json View.swift` (docs/device.md walks through it).
//
// What it models: a recorder is a one-child `Layout` around the view, like the LayoutMonitor of the seed article and
// the DebugLayout of objc.io's Swift Talk 318/319. It sees each proposal its view is asked (not the ones SwiftUI's
// size cache answers), the view's reply, and the bounds it is placed in. Sure: proposals and replies (they are the
// Layout protocol's arguments and results). Inferred: placements, whose bounds Apple documents as being in the
// container's coordinate space; layoutdbg takes them to share one space with the other recorders' (docs/fidelity.md,
// "Recorded placements").
//
// The rules below repeat those of layoutdbg's RecordedTraceBuilder, because this file compiles into apps without
// the layoutdbg package: a view first proposed while another recorder's request is open is its child (its path is
// `outer/inner`); a name is one view; every request has the reason `recorded`; frames are relative to the first
// recorded root's origin; a request to a root after that root was placed starts a new pass. In the layoutdbg
// package this file is compiled against the LayoutDebugger stand-in (LAYOUTDBG_STANDIN), where a test records
// through it and compares the file with layoutdbg's own trace of the same view.
import Foundation
#if LAYOUTDBG_STANDIN
import LayoutDebugger
#else
import SwiftUI

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    /// Records every proposal this view is asked, its replies and its placement into `recording` (by default the
    /// file `LayoutRecording.shared` writes). Give each recorder its own name: a name is one view.
    public func recordLayout(_ name: String, into recording: LayoutRecording = .shared) -> some View {
        RecordingLayout(name: name, recording: recording) { self }
    }
}
#endif

/// A one-child layout that passes everything through to its view and tells `recording` what it saw.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct RecordingLayout: Layout {
    public var name: String
    public var recording: LayoutRecording

    public init(name: String, recording: LayoutRecording = .shared) {
        self.name = name
        self.recording = recording
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let view = subviews.first else { return .zero }
        recording.propose(name, width: proposal.width.map { Double($0) }, height: proposal.height.map { Double($0) })
        let size = view.sizeThatFits(proposal)
        recording.reply(name, width: Double(size.width), height: Double(size.height))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        recording.place(name, x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width), height: Double(bounds.height),
                        proposalWidth: proposal.width.map { Double($0) }, proposalHeight: proposal.height.map { Double($0) })
        subviews.first?.place(at: bounds.origin, proposal: proposal)
        recording.scheduleWrite()
    }
}

/// What the recorders saw, and the file it goes to. Layout runs on the main thread; the lock makes a stray call
/// from elsewhere safe rather than fast.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public final class LayoutRecording: @unchecked Sendable {
    /// The recording `.recordLayout` uses unless given another: written to `directory/layout.recorded.json`.
    public static let shared = LayoutRecording()

    /// Where the file goes: `$LAYOUTDBG_RECORD_DIR` when set, else the app's caches directory, `layoutdbg/`.
    public var directory: URL {
        get { lock.withLock { _directory } }
        set { lock.withLock { _directory = newValue } }
    }
    /// The file's name in `directory`.
    public var fileName: String {
        get { lock.withLock { _fileName } }
        set { lock.withLock { _fileName = newValue } }
    }
    /// The file the recording is written to.
    public var fileURL: URL { directory.appendingPathComponent(fileName) }

    private let lock = NSLock()
    private var _directory: URL
    private var _fileName: String
    private var nodes: [(path: String, parent: Int)] = []
    private var index: [String: Int] = [:]
    private var events: [String] = []
    private var open: [(node: Int, seq: Int, proposal: String)] = []
    private var origins: [(x: Double, y: Double)?] = []
    private var rootOrigin: (x: Double, y: Double)?
    private var pass = 0
    private var requests = 0
    private var placements = 0
    private var rootProposal = "[null, null]"
    private var rootPlaced = false
    private var announced = false
    private var writeScheduled = false

    public init(fileName: String = "layout.recorded.json") {
        let environment = ProcessInfo.processInfo.environment["LAYOUTDBG_RECORD_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        _directory = environment.map { URL(fileURLWithPath: $0) } ?? caches.appendingPathComponent("layoutdbg")
        _fileName = fileName
    }

    /// Forgets everything recorded: the next request starts pass 1 of a new file.
    public func reset() {
        lock.withLock {
            nodes = []; index = [:]; events = []; open = []; origins = []; rootOrigin = nil
            pass = 0; requests = 0; placements = 0; rootProposal = "[null, null]"; rootPlaced = false
        }
    }

    func propose(_ name: String, width: Double?, height: Double?) {
        lock.withLock {
            let proposal = Self.pair(width, height)
            if open.isEmpty && (pass == 0 || rootPlaced) { startPass(proposal) }
            let node = self.node(name)
            if events.count == 1 { rootProposal = proposal }
            let kind = Self.kind(width) == Self.kind(height) ? Self.kind(width) : "mixed(\(Self.kind(width)),\(Self.kind(height)))"
            append("{\"depth\": \(open.count), \"kind\": \"\(kind)\", \"node\": \(node), \"proposal\": \(proposal), \"query\": \"size\", \"reason\": \"recorded\"", type: "request")
            requests += 1
            open.append((node, events.count, proposal))
        }
    }

    func reply(_ name: String, width: Double, height: Double) {
        lock.withLock {
            guard let request = open.popLast() else { return }
            append("{\"depth\": \(open.count), \"node\": \(request.node), \"query\": \"size\", \"request\": \(request.seq)",
                   then: ", \"size\": \(Self.pair(width, height))", type: "reply")
        }
    }

    func place(_ name: String, x: Double, y: Double, width: Double, height: Double, proposalWidth: Double?, proposalHeight: Double?) {
        lock.withLock {
            if pass == 0 { startPass(Self.pair(proposalWidth, proposalHeight)) }
            let node = self.node(name)
            let base = rootOrigin ?? (x, y)
            if rootOrigin == nil { rootOrigin = (x, y) }
            let inRoot = (x: x - base.x, y: y - base.y)
            origins[node] = inRoot
            let parent = nodes[node].parent
            let parentOrigin: (x: Double, y: Double) = parent >= 0 ? origins[parent] ?? (0, 0) : (0, 0)
            var depth = 0
            var ancestor = parent
            while ancestor >= 0 { depth += 1; ancestor = nodes[ancestor].parent }
            let frame = "[\(Self.number(inRoot.x - parentOrigin.x)), \(Self.number(inRoot.y - parentOrigin.y)), \(Self.number(width)), \(Self.number(height))]"
            append("{\"anchor\": [0, 0], \"depth\": \(depth), \"frame\": \(frame), \"node\": \(node), \"origin\": \(Self.pair(inRoot.x, inRoot.y)), \"proposal\": \(Self.pair(proposalWidth, proposalHeight))",
                   type: "place")
            placements += 1
            if parent < 0 { rootPlaced = true }
        }
    }

    /// Writes the file once the layout pass is over (SwiftUI places a recorder's view after the recorder returns,
    /// so the end of the pass is the next turn of the main queue), and says where the first time.
    func scheduleWrite() {
        #if !LAYOUTDBG_STANDIN
        let schedule = lock.withLock { () -> Bool in
            defer { writeScheduled = true }
            return !writeScheduled
        }
        guard schedule else { return }
        DispatchQueue.main.async {
            self.lock.withLock { self.writeScheduled = false }
            do {
                let url = try self.write()
                if self.lock.withLock({ () -> Bool in defer { self.announced = true }; return !self.announced }) {
                    print("layoutdbg: recording layout to \(url.path)")
                }
            } catch {
                print("layoutdbg: cannot write the layout recording: \(error)")
            }
        }
        #endif
    }

    /// Writes what was recorded so far to `fileURL`, atomically, and returns where.
    @discardableResult
    public func write() throws -> URL {
        let (bytes, url) = lock.withLock { (makeDocument(), _directory.appendingPathComponent(_fileName)) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
        return url
    }

    /// The trace file (docs/trace-format.md, version 2) of what was recorded so far.
    public func document() -> [UInt8] { lock.withLock { makeDocument() } }

    private func makeDocument() -> [UInt8] {
        var text = "{\n  \"format\": \"layoutdbg-trace\",\n  \"header\": {\"engineVersion\": \"none\", \"formatVersion\": 2, "
            + "\"input\": \(Self.string(_fileName)), \"quirks\": [], \"recorded\": \"LayoutRecorder\", \"rootProposal\": \(rootProposal)},\n  \"nodes\": ["
        for (id, node) in nodes.enumerated() {
            text += (id == 0 ? "\n    " : ",\n    ")
                + "{\"id\": \(id), \"kind\": \"LayoutMonitor\", \"parent\": \(node.parent), \"path\": \(Self.string(node.path))}"
        }
        text += nodes.isEmpty ? "],\n  \"trace\": [" : "\n  ],\n  \"trace\": ["
        var all = events
        // Requests still open when the file is written are left out, as the importer leaves them out.
        let unanswered = Set(open.map(\.seq))
        if pass > 0 { all.append(passEnd(seq: 0)) }
        var kept: [String] = []
        var renumber: [Int: Int] = [:]
        for (offset, event) in all.enumerated() where !unanswered.contains(offset + 1) {
            renumber[offset + 1] = kept.count + 1
            kept.append(event)
        }
        for (offset, event) in kept.enumerated() {
            var line = event
            if let range = line.range(of: "\"request\": "), let end = line[range.upperBound...].firstIndex(of: ",") {
                let old = Int(line[range.upperBound..<end]) ?? 0
                line.replaceSubrange(range.upperBound..<end, with: String(renumber[old] ?? 0))
            }
            line = line.replacingOccurrences(of: "\"seq\": 0", with: "\"seq\": \(offset + 1)")
            text += (offset == 0 ? "\n    " : ",\n    ") + line
        }
        text += kept.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return Array(text.utf8)
    }

    // MARK: Private

    private func startPass(_ proposal: String) {
        if pass > 0 { events.append(passEnd(seq: 0)) }
        pass += 1
        requests = 0
        placements = 0
        rootPlaced = false
        events.append("{\"pass\": \(pass), \"proposal\": \(proposal), \"seq\": 0, \"type\": \"pass-start\"}")
    }

    private func passEnd(seq: Int) -> String {
        "{\"counters\": {\"cacheHits\": 0, \"cacheMisses\": 0, \"placements\": \(placements), \"remeasures\": 0, "
            + "\"requests\": \(requests - open.count)}, \"pass\": \(pass), \"seq\": \(seq), \"type\": \"pass-end\"}"
    }

    /// Events are kept with `seq` 0 and numbered when written, after unanswered requests are left out. Keys are in
    /// sorted order: `fields` before `seq`, `then` between `seq` and `type`.
    private func append(_ fields: String, then: String = "", type: String) {
        events.append(fields + ", \"seq\": 0" + then + ", \"type\": \"\(type)\"}")
    }

    private func node(_ name: String) -> Int {
        let component = Self.component(name)
        if let known = index[component] { return known }
        let parent = open.last?.node ?? -1
        nodes.append((parent >= 0 ? nodes[parent].path + "/" + component : component, parent))
        origins.append(nil)
        index[component] = nodes.count - 1
        return nodes.count - 1
    }

    /// `/` and `.` would read as structure in a path.
    private static func component(_ name: String) -> String {
        let cleaned = String(name.map { $0 == "/" || $0 == "." ? "_" : $0 })
        return cleaned.isEmpty ? "LayoutMonitor" : cleaned
    }

    private static func kind(_ value: Double?) -> String {
        guard let value else { return "unspecified" }
        return value == 0 ? "zero" : value == .infinity ? "infinity" : "explicit"
    }

    private static func pair(_ a: Double?, _ b: Double?) -> String { "[\(number(a)), \(number(b))]" }

    /// layoutdbg's number format: at most three decimals, rounded half away from zero, no trailing zeros, no `-0`,
    /// `"inf"`, `"-inf"`, `"nan"` as strings and `null` for an unspecified axis.
    private static func number(_ value: Double?) -> String {
        guard let value else { return "null" }
        if value.isNaN { return "\"nan\"" }
        if value.isInfinite { return value < 0 ? "\"-inf\"" : "\"inf\"" }
        let thousandths = (abs(value) * 1000).rounded(.toNearestOrAwayFromZero)
        guard thousandths < 9.0e15 else { return value.description }
        let whole = UInt64(thousandths)
        if whole == 0 { return "0" }
        var text = (value < 0 ? "-" : "") + String(whole / 1000)
        var fraction = Int(whole % 1000)
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let padded = String(fraction)
            text += "." + String(repeating: "0", count: digits - padded.count) + padded
        }
        return text
    }

    private static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
