import LayoutModel

/// The final frame of every node, in node-table order (`--frames`): in window coordinates when the root was shown on
/// a device, else in the root's (the root at (0, 0)).
public enum FramesRenderer {
    static func appendText(_ trace: Trace, to out: inout ByteWriter) {
        out.write(trace.header.window == nil ? "\nframes (root coordinates: x, y, width, height)\n"
                                             : "\nframes (window coordinates: x, y, width, height)\n")
        let labels = trace.nodes.map { $0.label.map { " \"\($0)\"" } ?? "" }
        let width = zip(trace.nodes, labels).map { min($0.path.count + $1.count, 60) }.max() ?? 0
        for (index, node) in trace.nodes.enumerated() {
            let name = node.path + labels[index]
            out.write(string: name)
            out.write(spaces: max(width - name.count + 2, 1))  // a name past the cap still gets its space
            if index < trace.frames.count, let frame = trace.frames[index] {
                out.writeRect(frame)
            } else {
                out.write("not placed")
            }
            if let offset = node.facts.offset {
                // Drawn there, laid out here: `.offset` moves the rendering only.
                out.write("  drawn offset by (")
                out.write(offset.x)
                out.write(", ")
                out.write(offset.y)
                out.write(")")
            }
            out.write("\n")
        }
    }
}
