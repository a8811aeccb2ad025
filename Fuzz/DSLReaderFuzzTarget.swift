// libFuzzer target for the SwiftUI-syntax reader (see run.sh). Any input must end in a tree or in diagnostics,
// never in a trap, a hang or a sanitizer report; and a tree must print to text that reads back to the same tree.
import LayoutInput
import LayoutModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftTreeReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    onLargeStack {
        do throws(InputError) {
            let result = try SwiftTreeReader.read(source, file: "fuzz.swift", customLayouts: ["Flow"])
            _ = DiagnosticRenderer.render(result.warnings, source: source)
            let printed = SwiftTreePrinter.print(result.tree)
            let again = try SwiftTreeReader.read(printed, file: "printed.swift", customLayouts: ["Flow"])
            // Equal trees, or (a NaN frame value, which SwiftUI takes, is never == itself) the same printed text.
            if again.tree.fuzzLocationsErased != result.tree.fuzzLocationsErased, SwiftTreePrinter.print(again.tree) != printed {
                fatalError("printing and reading back changed the tree; printed:\n\(printed)")
            }
        } catch {
            _ = DiagnosticRenderer.render(error.diagnostics, source: source)
        }
    }
    return 0
}
