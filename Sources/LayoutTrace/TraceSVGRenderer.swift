import LayoutModel

/// `--format svg`: the final frames of the last pass as outlined boxes, in window coordinates with the device's
/// screen and safe area when the root was shown on one (else in the root's), so a user sees at a glance where each
/// view went. Marked: a view whose size differs from what its parent proposed at placement (dashed), a view of zero
/// width or height (a dot at its origin), a view a finding is about (red, with the finding in its tooltip). Every box
/// has a tooltip (`<title>`: its name, frame and proposal); the last part of a name is drawn where it fits and no
/// other name is drawn there already (modifiers share their view's corner). Boxes with findings are drawn last, on top.
///
/// Bounded: views smaller than `smallestSide` on an axis, or past the `maximumBoxes` largest, are not drawn and are
/// counted in one line at the bottom. Deterministic: the one number formatter, node order, no clock.
public enum TraceSVGRenderer {
    /// A finding about a node, for its mark (the rules live above this module: the caller passes what they found).
    public struct Mark: Sendable, Equatable {
        public var node: Int32
        public var message: String

        public init(node: Int32, message: String) {
            self.node = node
            self.message = message
        }
    }

    /// More boxes than a person can tell apart, and a file a browser still opens at once.
    public static let maximumBoxes = 5_000
    /// A third of a pixel on a 3× screen: what is thinner cannot be seen.
    public static let smallestSide = 1.0 / 3
    /// The label's font size and the width of one character at it (an estimate, the same everywhere).
    static let fontSize = 10.0
    static let characterWidth = 6.0
    /// Room below the canvas for the summary and the legend.
    static let footer = 46.0
    static let legendWidth = 340.0
    /// Labels are checked against each other: a bound keeps that quadratic check small.
    static let maximumLabels = 500

    public static func render(_ trace: Trace, marks: [Mark] = []) -> [UInt8] {
        let names = NodeNames.short(trace.nodes)
        let proposals = placementProposals(trace)
        var findings: [Int32: [String]] = [:]
        for mark in marks { findings[mark.node, default: []].append(mark.message) }
        let canvas = canvas(trace)

        // What is drawn: visible boxes, the largest ones when there are too many.
        var drawable: [Int] = []
        var tooSmall = 0
        for index in trace.nodes.indices {
            guard index < trace.frames.count, let frame = trace.frames[index], frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.isFinite else { continue }
            let zero = frame.size.width == 0 || frame.size.height == 0
            if !zero, frame.size.width < smallestSide || frame.size.height < smallestSide {
                tooSmall += 1
                continue
            }
            drawable.append(index)
        }
        var pastLimit = 0
        if drawable.count > maximumBoxes {
            func area(_ index: Int) -> Double { trace.frames[index].map { $0.size.width * $0.size.height } ?? 0 }
            let kept = Set(drawable.sorted { (area($0), -$0) > (area($1), -$1) }.prefix(maximumBoxes))
            pastLimit = drawable.count - kept.count
            drawable = drawable.filter(kept.contains)
        }

        // Findings on top, each group in node order.
        drawable = drawable.filter { findings[Int32($0)] == nil } + drawable.filter { findings[Int32($0)] != nil }
        var labels: [Rect] = []

        var out = ByteWriter()
        out.write("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"")
        out.write(canvas.origin.x)
        out.write(" ")
        out.write(canvas.origin.y)
        // Wide enough for the legend however small the layout.
        let width = Swift.max(canvas.size.width, legendWidth)
        out.write(" ")
        out.write(width)
        out.write(" ")
        out.write(Saturating.add(canvas.size.height, footer))
        out.write("\" width=\"")
        out.write(width)
        out.write("\" height=\"")
        out.write(Saturating.add(canvas.size.height, footer))
        out.write("\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"10\">\n<title>layoutdbg: ")
        writeEscaped(trace.header.input, to: &out)
        out.write("</title>\n")
        out.write("""
            <style>
            .screen { fill: #fafafa; stroke: #999; }
            .safe-area { fill: none; stroke: #4a90d9; stroke-dasharray: 4 3; }
            .view rect { fill: rgba(74, 144, 217, 0.06); stroke: #4a90d9; stroke-width: 0.75; }
            .view.resized rect { stroke: #e08a00; stroke-dasharray: 3 2; }
            .view.finding rect { stroke: #d0021b; stroke-width: 1.5; }
            .view circle { fill: #e08a00; }
            .view text { fill: #333; }
            .summary { fill: #666; }
            </style>

            """)
        if let window = trace.header.window {
            let screen = Self.screen(window, trace)
            out.write("<rect class=\"screen\" x=\"0\" y=\"0\" width=\"")
            out.write(screen.width)
            out.write("\" height=\"")
            out.write(screen.height)
            out.write("\"/>\n")
            // A preview's own container is not the screen: it has no safe area to draw.
            if window.container == .device {
                out.write("<rect class=\"safe-area\" x=\"")
                let safe = window.safeRect
                out.write(safe.origin.x)
                out.write("\" y=\"")
                out.write(safe.origin.y)
                out.write("\" width=\"")
                out.write(safe.size.width)
                out.write("\" height=\"")
                out.write(safe.size.height)
                out.write("\"/>\n")
            }
        } else if let width = trace.header.rootProposal.width, let height = trace.header.rootProposal.height, width.isFinite, height.isFinite {
            // No device: the root's proposal stands where the screen would.
            out.write("<rect class=\"safe-area\" x=\"0\" y=\"0\" width=\"")
            out.write(width)
            out.write("\" height=\"")
            out.write(height)
            out.write("\"><title>the root's proposal (")
            out.write(width)
            out.write(", ")
            out.write(height)
            out.write(")</title></rect>\n")
        }
        for index in drawable {
            guard let frame = trace.frames[index] else { continue }
            let node = Int32(index)
            let zero = frame.size.width == 0 || frame.size.height == 0
            let proposal = proposals[index]
            let resized = proposal.map { differs(frame.size, from: $0) } ?? false
            let found = findings[node] ?? []
            out.write("<g class=\"view")
            if resized { out.write(" resized") }
            if zero { out.write(" zero") }
            if !found.isEmpty { out.write(" finding") }
            out.write("\" id=\"n")
            out.write(index)
            out.write("\"><title>")
            writeEscaped(names[index], to: &out)
            out.write(" ")
            out.writeRect(frame)
            if let proposal {
                out.write(", proposed ")
                out.writeProposal(proposal)
            }
            for message in found {
                out.write(" · ")
                writeEscaped(message, to: &out)
            }
            out.write("</title>")
            if zero {
                out.write("<circle cx=\"")
                out.write(frame.origin.x)
                out.write("\" cy=\"")
                out.write(frame.origin.y)
                out.write("\" r=\"2\"/>")
            }
            out.write("<rect x=\"")
            out.write(frame.origin.x)
            out.write("\" y=\"")
            out.write(frame.origin.y)
            out.write("\" width=\"")
            out.write(frame.size.width)
            out.write("\" height=\"")
            out.write(frame.size.height)
            out.write("\"/>")
            // The name's last part where it fits inside the box, at its top-leading corner, unless another is there.
            let label = names[index].split(separator: "/").last.map(String.init) ?? names[index]
            let box = Rect(x: frame.origin.x + 2, y: frame.origin.y + 1, width: Double(label.count) * characterWidth, height: fontSize)
            if frame.size.height >= fontSize + 2, frame.size.width >= box.size.width + 4, labels.count < maximumLabels,
               !labels.contains(where: { overlap($0, box) }) {
                labels.append(box)
                out.write("<text x=\"")
                out.write(box.origin.x)
                out.write("\" y=\"")
                out.write(frame.origin.y + fontSize)
                out.write("\">")
                writeEscaped(label, to: &out)
                out.write("</text>")
            }
            out.write("</g>\n")
        }
        out.write("<text class=\"summary\" x=\"")
        out.write(canvas.origin.x + 2)
        out.write("\" y=\"")
        out.write(canvas.origin.y + canvas.size.height + 12)
        out.write("\">")
        out.write(drawable.count)
        out.write(" of ")
        out.write(trace.nodes.count)
        out.write(" views drawn")
        if tooSmall > 0 {
            out.write("; ")
            out.write(tooSmall)
            out.write(" thinner than a pixel")
        }
        if pastLimit > 0 {
            out.write("; ")
            out.write(pastLimit)
            out.write(" smaller than the 5000 largest")
        }
        let unplaced = trace.nodes.count - drawable.count - tooSmall - pastLimit
        if unplaced > 0 {
            out.write("; ")
            out.write(unplaced)
            out.write(" not placed or not finite")
        }
        out.write("</text>\n")
        // The legend, in lines short enough for the narrowest screen.
        for (line, text) in ["dashed orange: sized other than proposed · red: a finding",
                             "dot: zero width or height · hover a box for its frame"].enumerated() {
            out.write("<text class=\"summary\" x=\"")
            out.write(canvas.origin.x + 2)
            out.write("\" y=\"")
            out.write(canvas.origin.y + canvas.size.height + 12 + 13 * Double(line + 1))
            out.write("\">")
            writeEscaped(text, to: &out)
            out.write("</text>\n")
        }
        out.write("</svg>\n")
        return out.bytes
    }

    private static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.origin.x < b.origin.x + b.size.width && b.origin.x < a.origin.x + a.size.width
            && a.origin.y < b.origin.y + b.size.height && b.origin.y < a.origin.y + a.size.height
    }

    /// What the root was shown in: the window, or for a preview sized to fit, the root's own frame (at (0, 0)).
    private static func screen(_ window: Window, _ trace: Trace) -> Size {
        guard window.container == .sizeThatFits, let root = trace.frames.first ?? nil, root.size.isFinite else { return window.size }
        return root.size
    }

    /// The window when the root was shown on a device, else the frames' bounds with the root's proposal (from the root's
    /// origin).
    static func canvas(_ trace: Trace) -> Rect {
        if let window = trace.header.window { return Rect(origin: .zero, size: screen(window, trace)) }
        var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
        let proposal = trace.header.rootProposal
        if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite {
            maxX = width
            maxY = height
        }
        for case let frame? in trace.frames where frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.isFinite {
            minX = Swift.min(minX, frame.origin.x)
            minY = Swift.min(minY, frame.origin.y)
            maxX = Swift.max(maxX, Saturating.add(frame.origin.x, frame.size.width))
            maxY = Swift.max(maxY, Saturating.add(frame.origin.y, frame.size.height))
        }
        return Rect(origin: Point(x: minX, y: minY), size: Size(width: Saturating.subtract(maxX, minX), height: Saturating.subtract(maxY, minY)))
    }

    /// The proposal each node was placed with, in its last placement (the last pass's).
    static func placementProposals(_ trace: Trace) -> [ProposedSize?] {
        var proposals = [ProposedSize?](repeating: nil, count: trace.nodes.count)
        for event in trace.events {
            if case .place(let node, _, _, _, let proposal, _) = event, Int(node) < proposals.count { proposals[Int(node)] = proposal }
        }
        return proposals
    }

    /// Whether a size differs from a proposal on an axis the proposal fixes (a finite value).
    static func differs(_ size: Size, from proposal: ProposedSize) -> Bool {
        func axis(_ proposed: Double?, _ actual: Double) -> Bool {
            guard let proposed, proposed.isFinite else { return false }
            return abs(proposed - actual) > 1e-9
        }
        return axis(proposal.width, size.width) || axis(proposal.height, size.height)
    }

    private static func writeEscaped(_ text: String, to out: inout ByteWriter) {
        out.write(string: MarkupText.escape(text))
    }
}
