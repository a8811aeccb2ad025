import LayoutModel

/// A string literal as the lexer reads it: text bytes and interpolations, with where each source line of a
/// multi-line literal starts, so that the closing delimiter's indentation can be taken off every line (SE-0168).
struct StringPieces {
    private enum Piece {
        case text([UInt8])
        case interpolation(Interpolation)
    }

    /// The text since the last piece, not yet a piece.
    var text: [UInt8] = []
    private var pieces: [Piece] = []
    /// For a multi-line literal: the piece each source line starts with, and where the line starts.
    private var lines: [(piece: Int, location: SourceLocation)] = []

    mutating func append(_ interpolation: Interpolation) {
        flush()
        pieces.append(.interpolation(interpolation))
    }

    /// A new source line of a multi-line literal starts here (after a line break, kept or escaped).
    mutating func startLine(at location: SourceLocation) {
        flush()
        lines.append((pieces.count, location))
    }

    private mutating func flush() {
        if !text.isEmpty { pieces.append(.text(text)) }
        text.removeAll(keepingCapacity: true)
    }

    /// At the closing delimiter of a multi-line literal: its line holds only the indentation, which every other
    /// non-empty line must start with and loses; the line break before it is not part of the string.
    mutating func closeLines(at location: SourceLocation, file: String) throws(Diagnostic) {
        guard let closingLine = lines.popLast(), closingLine.piece == pieces.count,
              text.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else {
            throw Diagnostic(.error, "multi-line string literal closing delimiter must begin on a new line", file: file,
                             at: location, notes: ["put '\"\"\"' on a line of its own"])
        }
        let indent = text
        text.removeAll()
        if !indent.isEmpty {
            for line in lines where line.piece < pieces.count {
                guard case .text(let bytes) = pieces[line.piece], bytes.starts(with: indent) || bytes == [0x0A] else {
                    throw Diagnostic(.error, "insufficient indentation of line in multi-line string literal", file: file,
                                     at: line.location, notes: [Self.indentationNote(indent)])
                }
                if bytes != [0x0A] { pieces[line.piece] = .text(Array(bytes.dropFirst(indent.count))) }
            }
        }
        if case .text(var bytes) = pieces.last, bytes.last == 0x0A {
            bytes.removeLast()
            pieces[pieces.count - 1] = .text(bytes)
        }
    }

    private static func indentationNote(_ indent: [UInt8]) -> String {
        let spaces = indent.filter { $0 == 0x20 }.count, tabs = indent.count - spaces
        let parts = [spaces > 0 ? "\(spaces) space\(spaces == 1 ? "" : "s")" : nil,
                     tabs > 0 ? "\(tabs) tab\(tabs == 1 ? "" : "s")" : nil].compactMap { $0 }
        return "indent it as the closing '\"\"\"' is, with \(parts.joined(separator: " and "))"
    }

    /// The literal, adjacent text joined into one segment.
    mutating func finished() -> StringLiteral {
        flush()
        var segments: [StringLiteral.Segment] = []
        var run: [UInt8] = []
        for piece in pieces {
            switch piece {
            case .text(let bytes):
                run += bytes
            case .interpolation(let interpolation):
                if !run.isEmpty { segments.append(.text(String(decoding: run, as: UTF8.self))) }
                run.removeAll()
                segments.append(.interpolation(interpolation))
            }
        }
        if !run.isEmpty { segments.append(.text(String(decoding: run, as: UTF8.self))) }
        return StringLiteral(segments: segments)
    }
}
