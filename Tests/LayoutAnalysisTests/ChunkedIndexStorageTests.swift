import Testing
@testable import LayoutAnalysis

/// The trace index's storage: arrays in chunks, and the call nesting that derives a call's first nested call from
/// the order calls are added in.
@Suite struct ChunkedIndexStorageTests {
    /// Past two chunk boundaries (65,536 a chunk), every element is where it was put and can be changed in place.
    @Test func chunkedArrayKeepsEveryElementAcrossChunks() {
        var array = ChunkedArray<Int32>()
        for value in 0..<150_000 { array.append(Int32(value)) }
        #expect(array.count == 150_000)
        let edges: [Int] = [0, 65_535, 65_536, 131_071, 131_072, 149_999]
        let before: [Int32] = edges.map { array[$0] }
        #expect(before == [0, 65_535, 65_536, 131_071, 131_072, 149_999])
        array[65_536] = -1
        array.modify(131_071) { $0 = -2 }
        let after: [Int32] = edges.map { array[$0] }
        #expect(after == [0, 65_535, -1, -2, 131_072, 149_999])
        let total: Int = array.reduce(0) { $0 + Int($1) }
        #expect(total == 149_999 * 150_000 / 2 - 65_536 - 1 - 131_071 - 2)
    }

    /// Calls made as 0 { 1 { 2, 3 }, 4 }, then 5 at the top, then 6 { 7 }: each call's parent and nested calls, in
    /// the order they were made.
    @Test func nestingFollowsTheOrderCallsWereMade() {
        var nesting = CallNesting()
        for parent in [nil, 0, 1, 1, 0, nil, nil, 6] as [Int?] { nesting.append(parent: parent) }
        let parents: [Int?] = (0..<8).map { nesting.parent(of: $0) }
        #expect(parents == [nil, 0, 1, 1, 0, nil, nil, 6])
        let nested: [[Int]] = (0..<8).map { Array(nesting.nested(in: $0)) }
        #expect(nested == [[1, 4], [2, 3], [], [], [], [], [7], []])
    }
}
