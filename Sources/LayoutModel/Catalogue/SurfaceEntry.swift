/// One view or modifier of SwiftUI's surface as layoutdbg knows it: its name, its parameters as both input syntaxes
/// spell them, what it becomes in the tree, the behaviour that lays it out and how sure that model is, and an
/// example that every front end must read to the same tree (the conformance test).
///
/// Every front end derives what it knows of a name from here: the JSON reader's keys and containers, the
/// SwiftUI-syntax reader's names and "did you mean" lists, both writers, the trace's node kinds and the docs'
/// element table (docs/catalogue.md, generated). Syntax that only one input has (JSON's bare-string modifiers,
/// Swift's overloads) stays with its reader, which lowers to the same `Element` or `Modifier`.
public struct SurfaceEntry: Sendable {
    public enum Kind: String, Sendable { case view, modifier }

    /// What the entry becomes in the view tree.
    public enum Role: Sendable, Equatable {
        /// A node of its own (`Element`): a leaf or a container.
        case element
        /// A layout modifier: a node wrapping the view it modifies (frame, padding, …).
        case layoutModifier
        /// A modifier with no node of its own: it decorates the node it applies to (offset, grid traits, fonts, …).
        case decoration
        /// It stands for its content (`Group`, `ForEach`, `AnyView`), or for another entry (`Button` for its label,
        /// a gradient for a Color, `HStackLayout` for an HStack): `lowersTo` names what.
        case lowered(to: String)
    }

    public var name: String
    public var kind: Kind
    public var role: Role
    /// The initialiser's or modifier's parameters, in SwiftUI's order (the JSON writer's key order too).
    public var parameters: [SurfaceParameter]
    /// Takes a view builder of children (JSON `"children"`).
    public var takesChildren: Bool
    /// The JSON form: whether the modifier may be written as a bare string (`"padding"`), and whether it must be.
    public var json: JSONForm
    /// The behaviour's file, spec section and evidence.
    public var fidelity: Fidelity
    /// One line for docs and `--help`.
    public var summary: String
    /// SwiftUI source using the entry, read by every front end in the conformance test.
    public var example: String
    /// For entries read and written by the shared path rather than per-syntax code: how values become a
    /// `Modifier` and back.
    public var lowering: ModifierLowering?

    public init(_ name: String, _ kind: Kind, role: Role, parameters: [SurfaceParameter] = [], takesChildren: Bool = false,
                json: JSONForm = .object, fidelity: Fidelity, summary: String, example: String, lowering: ModifierLowering? = nil) {
        self.name = name
        self.kind = kind
        self.role = role
        self.parameters = parameters
        self.takesChildren = takesChildren
        self.json = json
        self.fidelity = fidelity
        self.summary = summary
        self.example = example
        self.lowering = lowering
    }

    /// The JSON keys of the entry's parameters, in order.
    public var jsonKeys: [String] { parameters.compactMap(\.key) }

    /// Whether the JSON input format has the entry (entries that stand for something else are Swift spellings only).
    public var inJSON: Bool {
        if case .lowered = role { return false }
        return json != .none
    }
}

/// How a modifier is written in the JSON input format.
public enum JSONForm: Sendable, Equatable {
    /// `{"name": …}` only.
    case object
    /// `{"name": …}` or the bare string `"name"` for the default arguments.
    case bareOrObject
    /// The bare string `"name"` only: it takes no arguments.
    case bare
    /// Not in the JSON format (a Swift-syntax spelling; JSON uses something else).
    case none
}

/// A parameter as both input syntaxes spell it.
public struct SurfaceParameter: Sendable, Equatable {
    /// The Swift argument label; nil when unlabelled.
    public var label: String?
    /// The JSON key (the label unless given); nil when the JSON format has no key for it: content closures, arguments
    /// without layout effect, and unlabelled ones given `key: nil`.
    public var key: String?
    public var type: SurfaceValueType
    /// The default as SwiftUI writes it (`.center`, `nil`, `16`), for docs; nil when the argument is required.
    public var defaultText: String?
    /// The default as a value, for the shared reading path; nil when required or when "absent" has its own meaning.
    public var defaultValue: SurfaceValue?

    public init(_ label: String?, key: String? = nil, _ type: SurfaceValueType, default defaultText: String? = nil,
                value defaultValue: SurfaceValue? = nil) {
        self.label = label
        // A closure or an argument without layout effect has no JSON key, whatever its label.
        self.key = type == .content || type == .ignored ? nil : key ?? label
        self.type = type
        self.defaultText = defaultText
        self.defaultValue = defaultValue
    }
}

/// The kinds of values parameters take; each reader reads each kind the same way wherever it appears.
public enum SurfaceValueType: String, Sendable, Equatable {
    case number, length, optionalLength, integer, bool, string, colour, alignment, horizontalAlignment, verticalAlignment
    case axes, unitPoint, edges, safeAreaRegions, insets, contentMode, font, lineLimit, views, content, replies, layoutKey, layout, ignored
    /// `[GridItem]`: a lazy grid's columns or rows.
    case gridItems
    /// `PreviewLayout`: `.device`, `.sizeThatFits` or `.fixed(width:height:)`.
    case previewLayout
    /// `InterfaceOrientation`: `.portrait`, `.portraitUpsideDown`, `.landscapeLeft`, `.landscapeRight`.
    case interfaceOrientation
}

/// A value read for a parameter by the shared reading path.
public enum SurfaceValue: Sendable, Equatable {
    case number(Double)
    case bool(Bool)
}

/// How a modifier read by the shared path becomes a `Modifier`, and how a writer gets its values back.
public struct ModifierLowering: Sendable {
    /// The modifier from its parameters' values, by JSON key (defaults already applied).
    public var lower: @Sendable ([String: SurfaceValue]) -> Modifier
    /// The values of a modifier of this entry, by JSON key; nil for a modifier of another entry.
    public var raise: @Sendable (Modifier) -> [String: SurfaceValue]?

    public init(lower: @escaping @Sendable ([String: SurfaceValue]) -> Modifier,
                raise: @escaping @Sendable (Modifier) -> [String: SurfaceValue]?) {
        self.lower = lower
        self.raise = raise
    }
}

/// Which behaviour models an entry, where the team's spec describes it, and how sure the model is
/// (docs/fidelity.md). Each behaviour file's header says the same.
public struct Fidelity: Sendable, Equatable {
    /// As the behaviour files say: exact (documented or observed and reproduced), approximate, or inferred.
    public enum Evidence: String, Sendable { case exact, approximate, inferred }

    /// The behaviour file under Sources/LayoutEngine/Behaviors (or what lays it out, for lowered entries).
    public var behaviour: String
    /// The section of ../shared/spec/swiftui-layout.md, or the source cited in docs/fidelity.md.
    public var source: String
    public var evidence: Evidence

    public init(_ behaviour: String, _ source: String, _ evidence: Evidence) {
        self.behaviour = behaviour
        self.source = source
        self.evidence = evidence
    }
}
