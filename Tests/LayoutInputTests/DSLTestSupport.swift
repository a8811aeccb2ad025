import Foundation
import LayoutInput
import LayoutModel
import LayoutTestSupport
import Testing

/// Helpers shared by the SwiftUI-syntax reader tests.
enum DSL {
    /// Reads `source` on a large stack (the reader recurses per level of nesting); fails the test on error.
    static func read(_ source: String, root: String? = nil, preview: String? = nil, customLayouts: Set<String> = [],
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) -> DSLReadResult? {
        switch attempt(source, root: root, preview: preview, customLayouts: customLayouts) {
        case .success(let result): return result
        case .failure(let error):
            Issue.record("unexpected error:\n\(DiagnosticRenderer.render(error.diagnostics, source: source))", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The root of `source` without locations, for comparing with a tree written in the test.
    static func root(_ source: String, root: String? = nil, preview: String? = nil, customLayouts: Set<String> = [],
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ViewNode? {
        read(source, root: root, preview: preview, customLayouts: customLayouts, sourceLocation: sourceLocation).map { $0.tree.root.locationsErased }
    }

    static func attempt(_ source: String, file: String = "test.swift", root: String? = nil, preview: String? = nil,
                        customLayouts: Set<String> = []) -> Result<DSLReadResult, InputError> {
        onLargeStack {
            do throws(InputError) {
                return .success(try SwiftTreeReader.read(source, file: file, root: root, preview: preview, customLayouts: customLayouts))
            } catch {
                return .failure(error)
            }
        }
    }

    /// The rendered diagnostics of a read that must fail.
    static func errors(_ source: String, file: String = "test.swift", root: String? = nil,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        switch attempt(source, file: file, root: root) {
        case .success:
            Issue.record("expected an error", sourceLocation: sourceLocation)
            return ""
        case .failure(let error):
            return DiagnosticRenderer.render(error.diagnostics, source: source)
        }
    }

    /// The first error's message, for tests that check only that.
    static func message(_ source: String, root: String? = nil, preview: String? = nil,
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        switch attempt(source, root: root, preview: preview) {
        case .success:
            Issue.record("expected an error", sourceLocation: sourceLocation)
            return ""
        case .failure(let error):
            let d = error.diagnostics[0]
            return "\(d.location.line):\(d.location.column): \(d.message)" + d.notes.map { " | " + $0 }.joined()
        }
    }

    /// The warnings of a successful read, as `line:column: message`.
    static func warnings(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        (read(source, sourceLocation: sourceLocation)?.warnings ?? []).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    /// Runs `body` on the stack the CLI runs readers on (`withLargeStack`).
    static func onLargeStack<T>(_ body: @escaping () -> T) -> T { withLargeStack(body) }

    /// The text of a file named from the package root; empty when it is missing (the test then fails on it).
    static func fixture(_ relativePath: String) -> String { PackageRoot.read(relativePath) ?? "" }
}

// MARK: - Trees written in tests

/// A node without location, for expected trees.
func expectedView(_ element: Element, _ children: [ViewNode] = [], _ modifiers: [Modifier] = [], label: String? = nil) -> ViewNode {
    ViewNode(element: element, children: children, modifiers: modifiers.map { LocatedModifier($0) }, label: label)
}

func expectedColor(_ name: String, _ modifiers: [Modifier] = []) -> ViewNode { expectedView(.color(name: name), [], modifiers) }

func expectedText(_ string: String, _ modifiers: [Modifier] = []) -> ViewNode { expectedView(.text(string), [], modifiers) }

let defaultGrid = Element.grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil)

extension ViewNode {
    /// The node with every location (its own, its modifiers', its secondary views') set to `.unknown`, and no
    /// declarations (a printed tree has no view structs).
    var locationsErased: ViewNode {
        var copy = self
        copy.location = .unknown
        copy.origin = nil
        copy.children = children.map(\.locationsErased)
        copy.modifiers = modifiers.map { located in
            switch located.modifier {
            case .overlay(let alignment, let content):
                LocatedModifier(.overlay(alignment: alignment, content: content.map(\.locationsErased)))
            case .background(let alignment, let content):
                LocatedModifier(.background(alignment: alignment, content: content.map(\.locationsErased)))
            default:
                LocatedModifier(located.modifier)
            }
        }
        return copy
    }
}

extension ViewTree {
    var locationsErased: ViewTree {
        var copy = self
        copy.root = root.locationsErased
        return copy
    }
}
