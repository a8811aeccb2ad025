import Foundation

// SwiftUI's two collection methods for editable lists, which `onDelete` and `onMove` handlers call. They are SwiftUI's
// (not Foundation's), so a file that uses them needs them here; they do what SwiftUI's documentation says, since a
// view's initialiser or a preview may call them before the layout.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to just before the element that was at offset `destination` (the end when
    /// `destination` is the count), keeping their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var before: [Element] = [], after: [Element] = []
        for (offset, element) in enumerated() where !source.contains(offset) {
            if offset < destination { before.append(element) } else { after.append(element) }
        }
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        var position = startIndex
        for element in before + moved + after {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
