import Foundation
import LayoutDebugCore
import LayoutModel

/// Every way a command can fail. `CLI.run` turns each into one message and one exit status, in one place.
enum CommandError: Error {
    case usage(String, notes: [String] = [], command: String)
    case missingFile(path: String, reason: String)
    /// `source` is the text of `sourceFile` (nil: of the first diagnostic's file); a diagnostic in another file is
    /// quoted from that file when it can be read (a companion file of a folder or `--with`).
    case badInput([Diagnostic], source: String, sourceFile: String? = nil)
    case cannotWrite(path: String, reason: String)
    /// The output file was opened but writing it failed (a full disk, a device that refuses).
    case writeFailed(path: String, reason: String)
    case failed(String)
    /// An input or output past one of the limits, where no input location applies (the output).
    case pastLimit(InputLimits.Name, InputLimits)

    init(_ error: LoadError) {
        switch error {
        case .missingFile(let path, let reason): self = .missingFile(path: path, reason: reason)
        case .badInput(let input, let source): self = .badInput(input.diagnostics, source: source)
        }
    }

    var status: ExitStatus {
        switch self {
        case .usage: .usage
        case .missingFile: .missingFile
        case .badInput: .badInput
        case .cannotWrite: .cannotWrite
        case .writeFailed: .writeFailed
        case .failed: .failure
        case .pastLimit: .badInput
        }
    }

    var message: String {
        switch self {
        case .usage(let text, let notes, let command):
            var lines = ["error: \(text)"] + notes.map { "note: \($0)" }
            lines.append("Run 'layoutdbg \(command.isEmpty ? "" : command + " ")--help' for usage.")
            return lines.joined(separator: "\n")
        case .missingFile(let path, let reason): return "error: cannot read '\(path)': \(reason)"
        case .badInput(let diagnostics, let source, let sourceFile):
            guard let sourceFile else { return DiagnosticRenderer.render(diagnostics, source: source) }
            return DiagnosticRenderer.render(diagnostics) { file in
                file == sourceFile ? source : FileManager.default.contents(atPath: file).map { String(decoding: $0, as: UTF8.self) }
            }
        case .cannotWrite(let path, let reason), .writeFailed(let path, let reason): return "error: cannot write '\(path)': \(reason)"
        case .failed(let text): return text
        case .pastLimit(let name, let limits): return "error: \(limits.message(name))\nnote: \(limits.raiseNote(name))"
        }
    }
}
