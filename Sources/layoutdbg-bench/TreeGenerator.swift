import LayoutTrace

/// Writes large view trees as JSON input text, in the shapes the performance goals name (docs/performance.md).
enum TreeGenerator {
    enum Shape: String, CaseIterable {
        /// One HStack of `count` leaves.
        case wide
        /// Stacks nested `count` deep around one Text.
        case deep
        /// `count` nodes as a balanced tree of branching 4, HStack and VStack alternating by depth, Text leaves,
        /// some frames and padding.
        case realistic
        /// A Grid of rows × 8 columns holding `count` cells, one column spanning two in every fifth row.
        case grid
        /// Rows of wrapping text: `count` Texts of 8 to 40 words each, in VStacks of ten inside one VStack, every
        /// third with a line limit of 2 and every fifth padded (line breaking is the work here).
        case text
    }

    /// Words for the text shape: short and long, with a hyphenated one (a break opportunity inside a word).
    private static let words = ["layout", "a", "proposal", "is", "negotiated", "between", "the", "parent", "and",
                                "its", "child", "well-known", "SwiftUI", "sizes", "wrapping", "text"]

    static func json(_ shape: Shape, count: Int) -> [UInt8] {
        var out = ByteWriter(capacity: count * 90)
        out.write("{\"format\": \"layoutdbg-tree\", \"version\": 1, \"proposal\": {\"width\": 393, \"height\": 852},\n\"root\": ")
        switch shape {
        case .wide:
            out.write("{\"view\": \"HStack\", \"children\": [\n")
            for index in 0..<count {
                out.write(index == 0 ? "" : ",\n")
                out.write(index % 2 == 0 ? "{\"view\": \"Color\", \"color\": \"red\"}" : "{\"view\": \"Text\", \"text\": \"item\"}")
            }
            out.write("]}")
        case .deep:
            for level in 0..<count {
                out.write(level % 2 == 0 ? "{\"view\": \"VStack\", \"children\": [" : "{\"view\": \"HStack\", \"children\": [")
            }
            out.write("{\"view\": \"Text\", \"text\": \"bottom\"}")
            for _ in 0..<count { out.write("]}") }
        case .realistic:
            writeBalanced(index: 0, depth: 0, count: count, to: &out)
        case .grid:
            let columns = 8
            out.write("{\"view\": \"Grid\", \"children\": [\n")
            var cells = 0
            var row = 0
            while cells < count {
                out.write(row == 0 ? "" : ",\n")
                out.write("{\"view\": \"GridRow\", \"children\": [")
                let spanning = row % 5 == 4
                let inRow = spanning ? columns - 1 : columns
                for column in 0..<inRow {
                    out.write(column == 0 ? "" : ", ")
                    if spanning && column == 0 {
                        out.write("{\"view\": \"Color\", \"modifiers\": [{\"gridCellColumns\": 2}]}")
                    } else if column % 3 == 0 {
                        out.write(string: "{\"view\": \"Text\", \"text\": \"cell \(cells)\"}")
                    } else {
                        out.write("{\"view\": \"Color\", \"color\": \"blue\"}")
                    }
                    cells += 1
                }
                out.write("]}")
                row += 1
            }
            out.write("]}")
        case .text:
            out.write("{\"view\": \"VStack\", \"children\": [\n")
            for group in 0..<(count + 9) / 10 {
                out.write(group == 0 ? "{\"view\": \"VStack\", \"children\": [" : ",\n{\"view\": \"VStack\", \"children\": [")
                for index in (group * 10)..<min(group * 10 + 10, count) {
                    out.write(index == group * 10 ? "" : ", ")
                    let sentence = (0..<(8 + index % 33)).map { words[($0 * 7 + index) % words.count] }.joined(separator: " ")
                    out.write(string: "{\"view\": \"Text\", \"text\": \"\(sentence)\"")
                    if index % 3 == 0 {
                        out.write(", \"modifiers\": [{\"lineLimit\": 2}]")
                    } else if index % 5 == 0 {
                        out.write(", \"modifiers\": [{\"padding\": 4}]")
                    }
                    out.write("}")
                }
                out.write("]}")
            }
            out.write("]}")
        }
        out.write("\n}\n")
        return out.bytes
    }

    /// Node `index` of a complete 4-ary tree of `count` nodes in breadth-first numbering (children of i are
    /// 4i+1 … 4i+4), so the tree is balanced. Internal nodes alternate VStack/HStack by depth; leaves are Text.
    private static func writeBalanced(index: Int, depth: Int, count: Int, to out: inout ByteWriter) {
        let decorate = index % 7 == 3 ? ", \"modifiers\": [{\"padding\": 4}]"
            : (index % 11 == 5 ? ", \"modifiers\": [{\"frame\": {\"width\": 40}}]" : "")
        let first = 4 * index + 1
        if first >= count {
            out.write(string: "{\"view\": \"Text\", \"text\": \"label \(index)\"")
            out.write(string: decorate)
            out.write("}")
            return
        }
        out.write(depth % 2 == 0 ? "{\"view\": \"VStack\"" : "{\"view\": \"HStack\"")
        out.write(string: decorate)
        out.write(", \"children\": [")
        for child in first..<min(first + 4, count) {
            out.write(child == first ? "" : ", ")
            writeBalanced(index: child, depth: depth + 1, count: count, to: &out)
        }
        out.write("]}")
    }
}
