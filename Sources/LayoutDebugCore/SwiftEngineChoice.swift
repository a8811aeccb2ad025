import CompiledPath
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
        let companions = options?.companions ?? []
        func read() throws(InputError) -> DSLReadResult {
            try SwiftTreeReader.read(source, file: file, root: root, preview: options?.preview, customLayouts: layouts,
                                     limits: limits, companions: companions, assets: options?.assets ?? AppAssets())
        }
        switch options?.engine ?? .interpret {
        case .interpret:
            return .read(try read())
        case .compile:
            return .compile
        case .auto:
            let outline = try SwiftFileOutline.read(source, file: file)
            if !outline.layouts.isEmpty { return .compile }
            // A third-party view library the stand-in has (Kingfisher's KFImage): its views are the compiled path's.
            if outline.imports.contains(where: CompiledRun.viewLibraries.contains) { return .compile }
            for companion in companions where !(try SwiftFileOutline.read(companion.source, file: companion.path)).layouts.isEmpty {
                return .compile
            }
            do {
                return .read(try read())
            } catch {
                // Across files the compiler's word is the exact one (the reader quotes an argument passed from one
                // file to a view of another at the callee's file).
                if !companions.isEmpty { return .compile }
                // A snippet (a bare view expression, no view declared) is not a Swift file the compiler could run: the
                // reader's own word is the useful one there.
                let compilable = !outline.views.isEmpty || !outline.previews.isEmpty || !outline.previewProviders.isEmpty
                if error.diagnostics.first?.isReaderLimitation == true, compilable { return .compile }
                throw error
            }
        }
    }
}
