import LayoutInput
import LayoutModel

/// Reads a Swift input with the reader, or says it goes through the compiled path (`SwiftEngine`).
enum SwiftEngineChoice {
    enum Outcome {
        case read(DSLReadResult)
        case compile
    }

    static func read(_ source: String, file: String, options: SwiftInputOptions?, root: String?,
                     layouts: Set<String>) throws(InputError) -> Outcome {
        switch options?.engine ?? .interpret {
        case .interpret:
            return .read(try SwiftTreeReader.read(source, file: file, root: root, preview: options?.preview, customLayouts: layouts))
        case .compile:
            return .compile
        case .auto:
            if !(try SwiftFileOutline.read(source, file: file)).layouts.isEmpty { return .compile }
            do {
                return .read(try SwiftTreeReader.read(source, file: file, root: root, preview: options?.preview, customLayouts: layouts))
            } catch {
                if error.diagnostics.first?.isReaderLimitation == true { return .compile }
                throw error
            }
        }
    }
}
