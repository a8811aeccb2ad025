/// Where a byte sequence stops being UTF-8: Swift sources are UTF-8 (so is JSON, whose parser checks its strings), and
/// a reader that decoded an invalid byte as U+FFFD would read a different file from the one the user has.
public enum UTF8Check {
    /// The location of the first byte that is not valid UTF-8, and that byte; nil when all of `bytes` is valid.
    public static func firstInvalidByte(_ bytes: [UInt8]) -> (location: SourceLocation, byte: UInt8)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1 && encoded.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .error(let length):
                _ = length
                return (SourceLocation(line: line, column: column), bytes[offset])
            case .emptyInput:
                return nil
            }
        }
    }
}
