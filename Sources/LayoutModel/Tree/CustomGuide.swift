// Models: an alignment guide of the user's own, `struct Name: AlignmentID { static func defaultValue(in d:
// ViewDimensions) -> CGFloat { … } }` (Apple's AlignmentID documentation). Its default value is the user's
// arithmetic on the view's dimensions; where several children of a container set it explicitly, the container's
// value is their average (OpenSwiftUI `AlignmentID._combineExplicit`, AlignmentGuide.swift, audited 6.4.41).
// Status: exact for the arithmetic the readers take; the compiled path runs the user's own function.

/// A guide of the user's own, known by its `AlignmentID` type's name.
///
/// A handle to the guide's name and default, interned once per process (`CustomGuideRegistry`), so that alignments,
/// which every stack and frame copies many times, stay plain values whatever guide they name. Two guides are the same
/// guide when their names and defaults are: SwiftUI identifies a guide by its type, and a program declares a type once.
public struct CustomGuide: Hashable, Sendable {
    private let id: UInt32

    /// `defaultValue` is `defaultValue(in:)`'s body as arithmetic on the view's dimensions; nil when it is compiled user
    /// code, which the run's `LayoutTable` holds under `name`.
    public init(name: String, defaultValue: GuideComputation?) {
        id = CustomGuideRegistry.shared.intern(CustomGuideRegistry.Entry(name: name, defaultValue: defaultValue))
    }

    /// The `AlignmentID` type's name, `MidAccountAndName`.
    public var name: String { CustomGuideRegistry.shared.entry(id).name }
    /// The default's arithmetic, or nil for compiled code.
    public var defaultValue: GuideComputation? { CustomGuideRegistry.shared.entry(id).defaultValue }

    /// The declaration Swift needs for the guide, as the Swift writer prints it and the reader reads it back.
    public func declaration(number: (Double) -> String) -> String {
        let body = defaultValue?.swiftText(number: number) ?? "0"
        return "struct \(name): AlignmentID {\n    static func defaultValue(in d: ViewDimensions) -> CGFloat { \(body) }\n}"
    }
}

extension ViewTree {
    /// The guides of the user's own the tree uses, with the axis of their first use, in a fixed order (a guide
    /// another guide's default reads comes right after it): the declarations a writer must emit.
    public var customGuides: [(guide: CustomGuide, axis: Axis)] {
        var found: [(guide: CustomGuide, axis: Axis)] = []
        // No guide of the user's own was ever made in this process: no tree holds one (and no walk is needed).
        if CustomGuideRegistry.shared.isEmpty { return found }
        func note(_ name: GuideName) {
            guard let custom = name.custom, !found.contains(where: { $0.guide == custom }) else { return }
            found.append((custom, name.axis))
            for case .guide(let inner) in custom.defaultValue?.terms ?? [] { note(inner) }
        }
        func note(_ alignment: Alignment) {
            note(.horizontal(alignment.horizontal))
            note(.vertical(alignment.vertical))
        }
        var work = [root]
        while let node = work.popLast() {
            switch node.element {
            case .hStack(let alignment, _), .lazyHStack(let alignment, _): note(.vertical(alignment))
            case .vStack(let alignment, _), .lazyVStack(let alignment, _): note(.horizontal(alignment))
            case .zStack(let alignment), .grid(let alignment, _, _): note(alignment)
            case .lazyVGrid(let items, let alignment, _):
                note(.horizontal(alignment))
                for case let item? in items.map(\.alignment) { note(item) }
            case .lazyHGrid(let items, let alignment, _):
                note(.vertical(alignment))
                for case let item? in items.map(\.alignment) { note(item) }
            case .gridRow(let alignment?): note(.vertical(alignment))
            default: break
            }
            for located in node.modifiers {
                switch located.modifier {
                case .frame(_, _, let alignment): note(alignment)
                case .flexFrame(let frame): note(frame.alignment)
                case .overlay(let alignment, let content), .background(let alignment, let content):
                    note(alignment)
                    work += content.reversed()
                case .safeAreaInset(let inset):
                    note(inset.guide)
                    work += inset.content.reversed()
                case .gridColumnAlignment(let alignment): note(.horizontal(alignment))
                case .alignmentGuide(let explicit):
                    note(explicit.guide)
                    for case .guide(let inner) in explicit.value.terms { note(inner) }
                default: break
                }
            }
            work += node.children.reversed()
        }
        return found
    }
}
