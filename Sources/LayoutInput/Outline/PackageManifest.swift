import LayoutModel

/// The targets a `Package.swift` declares, read without running it (`layoutdbg trace PACKAGE --target NAME`): each
/// `.target`, `.executableTarget` or `.testTarget` call with its `name:` and, when given, its `path:`. A manifest
/// that computes them is not evaluated; what is not found is not guessed.
public struct PackageManifest: Sendable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// `path:` as written; nil means SwiftPM's default, `Sources/NAME` (`Tests/NAME` for a test target).
        public var path: String?
        public var isTest: Bool

        /// The target's folder relative to the package.
        public var folder: String { path ?? (isTest ? "Tests/" : "Sources/") + name }
    }

    public var targets: [Target] = []

    public static func read(_ source: String, file: String) throws(InputError) -> PackageManifest {
        var manifest = PackageManifest()
        do throws(Diagnostic) {
            var lexer = Lexer(source, file: file)
            let tokens = try lexer.tokenize()
            let matching = try TokenBuffer(tokens: tokens, file: file).matching
            for index in tokens.indices where tokens[index].kind == .identifier
                && ["target", "executableTarget", "testTarget"].contains(tokens[index].text)
                && index + 1 < tokens.count && tokens[index + 1].isPunctuation(.leftParen) {
                let close = matching[index + 1]
                var name: String?
                var path: String?
                var inner = index + 2
                while inner < close {
                    // Only the call's own arguments: nested calls (dependencies) are skipped whole.
                    if case .punctuation(let mark) = tokens[inner].kind, mark.isOpening { inner = matching[inner] + 1; continue }
                    if tokens[inner].kind == .identifier, tokens[inner + 1].isPunctuation(.colon),
                       case .string(let literal) = tokens[inner + 2].kind {
                        if tokens[inner].text == "name" { name = literal.writtenText }
                        if tokens[inner].text == "path" { path = literal.writtenText }
                    }
                    inner += 1
                }
                if let name { manifest.targets.append(Target(name: name, path: path, isTest: tokens[index].text == "testTarget")) }
            }
        } catch {
            throw InputError(error)
        }
        return manifest
    }
}
