import LayoutInput
import LayoutModel

/// Reads a Swift input with the reader, or says it goes through the compiled path (`SwiftEngine`).
enum SwiftEngineChoice {
    enum Outcome {
        case read(DSLReadResult)
        case compile
    }

    static func read(_ source: String, file: String, options: SwiftInputOptions?, root: String?,
                     layouts: Set<String>, limits: InputLimits = .standard) throws(InputError) -> Outcome {
        if let options, !options.companions.isEmpty, options.engine != .interpret { return .compile }
        switch options?.engine ?? .interpret {
        case .interpret:
            return .read(try SwiftTreeReader.read(source, file: file, root: root, preview: options?.preview, customLayouts: layouts,
                                                  limits: limits))
        case .compile:
            return .compile
        case .auto:
            let outline = try SwiftFileOutline.read(source, file: file)
            if !outline.layouts.isEmpty { return .compile }
            do {
                return .read(try SwiftTreeReader.read(source, file: file, root: root, preview: options?.preview, customLayouts: layouts,
                                                  limits: limits))
            } catch {
                // A snippet (a bare view expression, no view declared) is not a Swift file the compiler could run: the
                // reader's own word is the useful one there.
                let compilable = !outline.views.isEmpty || !outline.previews.isEmpty || !outline.previewProviders.isEmpty
                if error.diagnostics.first?.isReaderLimitation == true, compilable { return .compile }
                throw error
            }
        }
    }
}
