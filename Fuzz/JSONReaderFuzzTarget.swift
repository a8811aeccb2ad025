// libFuzzer target for the JSON tree reader (see run.sh). Any input must end in a tree or in diagnostics. A tree
// it reads is also printed as SwiftUI syntax and read back, which checks SwiftTreePrinter on trees the DSL
// reader would never make. Some JSON trees have no SwiftUI-syntax form (the DSL refuses a negative frame, say):
// when the printed text does not read, that is not a failure; when it reads to a different tree, it is.
import LayoutInput
import LayoutModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONTreeReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    onLargeStack {
        let tree: ViewTree
        do throws(InputError) {
            tree = try JSONTreeReader.read(bytes, file: "fuzz.json", customLayouts: ["Flow"])
        } catch {
            _ = DiagnosticRenderer.render(error.diagnostics, source: String(decoding: bytes, as: UTF8.self))
            return
        }
        let printed = SwiftTreePrinter.print(tree)
        do throws(InputError) {
            let again = try SwiftTreeReader.read(printed, file: "printed.swift", customLayouts: ["Flow"])
            // Equal trees, or (a NaN frame value, which SwiftUI takes, is never == itself) the same printed text.
            if again.tree.fuzzLocationsErased != tree.fuzzLocationsErased, SwiftTreePrinter.print(again.tree) != printed {
                fatalError("SwiftTreePrinter: reading the printed tree back changed it; printed:\n\(printed)")
            }
        } catch {
            _ = error
        }
    }
    return 0
}
