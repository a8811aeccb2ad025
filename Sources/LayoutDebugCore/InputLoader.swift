import Foundation
import LayoutInput
import LayoutModel
import SeedLayouts

/// An input file read and parsed into a view tree.
public struct LoadedInput: Sendable {
    public var tree: ViewTree
    /// Non-fatal findings of the reader, such as modifiers ignored for having no layout effect.
    public var warnings: [Diagnostic]
    /// The path as the user gave it: what diagnostics and trace headers show.
    public var file: String
    /// The file's text, for rendering diagnostics with the offending line.
    public var source: String
}

/// Why an input could not be loaded.
public enum LoadError: Error, Sendable {
    case missingFile(path: String, reason: String)
    case badInput(InputError, source: String)
}

/// The two input syntaxes.
public enum InputSyntax: String, Sendable, CaseIterable {
    case json, swift

    /// By extension: `.json` is JSON; `.swift`, `.swiftui` and `.layout` are SwiftUI syntax; anything else is
    /// sniffed: a file whose first non-blank character is `{` is JSON.
    public static func of(path: String, bytes: [UInt8]) -> InputSyntax {
        let lower = path.lowercased()
        if lower.hasSuffix(".json") { return .json }
        if lower.hasSuffix(".swift") || lower.hasSuffix(".swiftui") || lower.hasSuffix(".layout") { return .swift }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "{") ? .json : .swift
    }
}

public enum InputLoader {
    /// Reads and parses the file at `path`. `root` names the root view struct of a SwiftUI-syntax file.
    public static func load(path: String, root: String? = nil) throws(LoadError) -> LoadedInput {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            throw .missingFile(path: path, reason: exists ? (isDirectory.boolValue ? "is a directory" : "cannot be read") : "no such file")
        }
        return try parse([UInt8](data), file: path, root: root)
    }

    /// Parses bytes already in memory, choosing the reader by `file`'s extension or the content.
    public static func parse(_ bytes: [UInt8], file: String, root: String? = nil) throws(LoadError) -> LoadedInput {
        let source = String(decoding: bytes, as: UTF8.self)
        do throws(InputError) {
            switch InputSyntax.of(path: file, bytes: bytes) {
            case .json:
                let tree = try JSONTreeReader.read(bytes, file: file, customLayouts: SeedLayouts.names)
                return LoadedInput(tree: tree, warnings: [], file: file, source: source)
            case .swift:
                let result = try SwiftTreeReader.read(source, file: file, root: root, customLayouts: SeedLayouts.names)
                return LoadedInput(tree: result.tree, warnings: result.warnings, file: file, source: source)
            }
        } catch {
            throw .badInput(error, source: source)
        }
    }
}
