import LayoutModel

/// Layout values written straight into bytes, with no intermediate strings (the renderers' hot path).
extension ByteWriter {
    /// `(w, h)`, with `nil` for an unspecified axis: a proposal in the text outputs.
    public mutating func writeProposal(_ p: ProposedSize) {
        write(byte: 0x28)
        if let w = p.width { write(w) } else { write("nil") }
        write(", ")
        if let h = p.height { write(h) } else { write("nil") }
        write(byte: 0x29)
    }

    /// `(x, y, w, h)`: a frame in the text outputs.
    public mutating func writeRect(_ r: Rect) {
        write(byte: 0x28)
        write(r.origin.x)
        write(", ")
        write(r.origin.y)
        write(", ")
        write(r.size.width)
        write(", ")
        write(r.size.height)
        write(byte: 0x29)
    }

    /// `(w, h)` with `nil` for an unspecified axis, as a string: for sentences built around it (explain, the reports).
    public static func proposalText(_ p: ProposedSize) -> String {
        var out = ByteWriter(capacity: 64)
        out.writeProposal(p)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// `(w, h)` as a string.
    public static func sizeText(_ s: Size) -> String {
        var out = ByteWriter(capacity: 64)
        out.writeSize(s)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// `(w, h)`: a size in the text outputs.
    public mutating func writeSize(_ s: Size) {
        write(byte: 0x28)
        write(s.width)
        write(", ")
        write(s.height)
        write(byte: 0x29)
    }

    /// `explicit`, `zero`, … or `mixed(zero,explicit)`.
    public mutating func writeKind(_ kind: ProposalKind) {
        if !kind.isMixed { writeDimensionKind(kind.width); return }
        write("mixed(")
        writeDimensionKind(kind.width)
        write(byte: 0x2C)
        writeDimensionKind(kind.height)
        write(byte: 0x29)
    }

    private mutating func writeDimensionKind(_ kind: DimensionKind) {
        switch kind {
        case .zero: write("zero")
        case .infinity: write("infinity")
        case .unspecified: write("unspecified")
        case .explicit: write("explicit")
        }
    }
}
