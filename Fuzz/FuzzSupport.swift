// Shared by the fuzz targets (compiled into each): running on a large stack, and comparing trees without locations.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutModel

/// Runs `body` on a thread with a 1 GiB stack and waits for it. The readers recurse once per level of nesting
/// (up to 10_000 levels), and AddressSanitizer makes every frame larger: the default 8 MiB would overflow on
/// inputs the readers handle correctly. A plain pthread, joined, so that LeakSanitizer sees nothing left behind.
func onLargeStack(_ body: @escaping () -> Void) {
    final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    pthread_attr_setstacksize(&attributes, 1 << 30)
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    #if canImport(Glibc)
    var thread = pthread_t()
    #else
    var thread: pthread_t?
    #endif
    let status = pthread_create(&thread, &attributes, { raw in
        let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
        box.body()
        return nil
    }, box)
    precondition(status == 0, "pthread_create failed: \(status)")
    #if canImport(Glibc)
    pthread_join(thread, nil)
    #else
    pthread_join(thread!, nil)
    #endif
    pthread_attr_destroy(&attributes)
}

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
