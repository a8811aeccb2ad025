import LayoutModel

/// The final frame of every node, in root coordinates, in node-table order (`--frames`).
public enum FramesRenderer {
    static func appendText(_ trace: Trace, to out: inout ByteWriter) {
        out.write("\nframes (root coordinates: x, y, width, height)\n")
        let labels = trace.nodes.map { $0.label.map { " \"\($0)\"" } ?? "" }
        let width = zip(trace.nodes, labels).map { min($0.path.count + $1.count, 60) }.max() ?? 0
        for (index, node) in trace.nodes.enumerated() {
            let name = node.path + labels[index]
            out.write(string: name)
            out.write(spaces: max(width - name.count + 2, 1))  // a name past the cap still gets its space
            if index < trace.frames.count, let frame = trace.frames[index] {
                out.write("(")
                out.write(frame.origin.x)
                out.write(", ")
                out.write(frame.origin.y)
                out.write(", ")
                out.write(frame.size.width)
                out.write(", ")
                out.write(frame.size.height)
                out.write(")")
            } else {
                out.write("not placed")
            }
            out.write("\n")
        }
    }
}
