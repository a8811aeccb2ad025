// Shared by the fuzz targets (compiled into each): running on a large stack, and comparing trees without locations.
import LayoutModel

/// Runs `body` on the large stack the product reads on (`withLargeStack`, a joined POSIX thread, so that
/// LeakSanitizer sees nothing left behind). The readers recurse once per level of nesting, and AddressSanitizer makes
/// every frame larger: the default 8 MiB would overflow on inputs the readers handle correctly.
func onLargeStack(_ body: @escaping () -> Void) { withLargeStack(body) }

extension ViewNode {
    /// The node with every location and declaration erased, for comparing a tree with its printed-and-read-back copy.
    var fuzzLocationsErased: ViewNode {
        var copy = self
        copy.location = .unknown
        copy.origin = nil  // a printed tree has no view structs to name
        copy.children = children.map(\.fuzzLocationsErased)
        copy.modifiers = modifiers.map { located in
            switch located.modifier {
            case .overlay(let alignment, let content):
                LocatedModifier(.overlay(alignment: alignment, content: content.map(\.fuzzLocationsErased)))
            case .background(let alignment, let content):
                LocatedModifier(.background(alignment: alignment, content: content.map(\.fuzzLocationsErased)))
            default:
                LocatedModifier(located.modifier)
            }
        }
        return copy
    }
}

extension ViewTree {
    var fuzzLocationsErased: ViewTree {
        var copy = self
        copy.root = root.fuzzLocationsErased
        return copy
    }
}
