// Shared by the grammar-aware fuzz targets (dsl-grammar, engine; see run.sh): the fuzzer's bytes as the choices of
// the tree generator that the property tests use (Tests/LayoutEngineTests/ExtremeTrees.swift, compiled in as is).
import LayoutModel

/// Each choice takes one byte, modulo the number of options; past the end every choice is the first option, so
/// every input, however short, makes a finite, valid tree.
struct ByteChoices: ChoiceSource {
    let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func choose(_ count: Int) -> Int {
        guard count > 1, index < bytes.count else { return 0 }
        defer { index += 1 }
        return Int(bytes[index]) % count
    }
}

/// The tree the bytes spell, and whether it is one of the finite-only trees (the first byte decides).
func grammarTree(_ data: UnsafePointer<UInt8>, _ size: Int) -> (tree: ViewTree, finiteOnly: Bool) {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let allowInfinity = size > 0 && bytes[0] & 1 == 1
    var generator = ExtremeTrees(ByteChoices(UnsafeBufferPointer(rebasing: bytes.dropFirst())))
    let tree = generator.tree(allowInfinity: allowInfinity)
    return (tree, generator.finiteOnly)
}
