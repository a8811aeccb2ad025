// Grammar-aware libFuzzer target for the SwiftUI-syntax reader (see run.sh): the fuzzer's bytes choose a valid tree
// with extreme numbers (ExtremeTrees), which is printed as Swift and read back. The reader must give the same tree or
// a located error, never trap; and the JSON reader must agree on the numbers: when both read the tree they read the
// same one, and neither refuses a number (NumberLimits' words) that the other accepted.
import LayoutInput
import LayoutModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftReaderWithGrammar(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let (tree, _) = grammarTree(data, size)
    onLargeStack {
        let swift = SwiftTreePrinter.print(tree)
        let json = JSONTreeWriter.write(tree)
        let fromSwift = readSwift(swift)
        let fromJSON = readJSON(json)
        switch (fromSwift, fromJSON) {
        case (.success(let a), .success(let b)):
            if a.fuzzLocationsErased != tree.fuzzLocationsErased {
                fatalError("the Swift reader read back another tree; printed:\n\(swift)")
            }
            if b.fuzzLocationsErased != a.fuzzLocationsErased {
                fatalError("the readers read different trees; Swift:\n\(swift)\nJSON:\n\(json)")
            }
        case (.success, .failure(let error)):
            if isNumberLimit(error) { fatalError("JSON refused a number Swift accepted: \(error.message)\nSwift:\n\(swift)\nJSON:\n\(json)") }
        case (.failure(let error), .success):
            if isNumberLimit(error) { fatalError("Swift refused a number JSON accepted: \(error.message)\nSwift:\n\(swift)\nJSON:\n\(json)") }
        case (.failure(let a), .failure(let b)):
            if !a.location.isKnown || !b.location.isKnown { fatalError("a refusal without a location: \(a.message) / \(b.message)") }
        }
    }
    return 0
}

private func readSwift(_ source: String) -> Result<ViewTree, Diagnostic> {
    do throws(InputError) {
        return .success(try SwiftTreeReader.read(source, file: "fuzz.swift").tree)
    } catch {
        _ = DiagnosticRenderer.render(error.diagnostics, source: source)
        return .failure(error.diagnostics[0])
    }
}

private func readJSON(_ source: String) -> Result<ViewTree, Diagnostic> {
    do throws(InputError) {
        return .success(try JSONTreeReader.read(Array(source.utf8), file: "fuzz.json"))
    } catch {
        _ = DiagnosticRenderer.render(error.diagnostics, source: source)
        return .failure(error.diagnostics[0])
    }
}

/// A refusal in NumberLimits' words: the readers must agree on these.
private func isNumberLimit(_ diagnostic: Diagnostic) -> Bool {
    diagnostic.message.hasPrefix("number out of range:") || diagnostic.message.contains(" must be between ")
}
