/// The SwiftUI surface layoutdbg models: every view and modifier, once (see `SurfaceEntry`). Adding a modifier is
/// an entry here, its `Modifier` case and behaviour file, and their tests; a simple one (numbers and flags) needs
/// no reader or writer code at all, as `.position` shows.
public enum SwiftUICatalogue {
    public static let entries: [SurfaceEntry] = views + modifiers

    /// The entry named `name` of `kind`.
    public static func entry(_ name: String, _ kind: SurfaceEntry.Kind) -> SurfaceEntry? {
        (kind == .view ? viewsByName : modifiersByName)[name]
    }

    private static let viewsByName = Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0) })
    private static let modifiersByName = Dictionary(uniqueKeysWithValues: modifiers.map { ($0.name, $0) })

    /// View names, in catalogue order.
    public static var viewNames: [String] { views.map(\.name) }
    /// Modifier names, in catalogue order.
    public static var modifierNames: [String] { modifiers.map(\.name) }

    /// The views that are nodes of their own (`Element`s), by name, with their JSON keys: the JSON format's elements.
    public static var elements: [SurfaceEntry] { views.filter { $0.role == .element } }

    /// Layout modifiers, which get a node of their own in the trace.
    public static var layoutModifierNames: Set<String> { Set(modifiers.filter { $0.role == .layoutModifier }.map(\.name)) }

    /// Every node kind the engine makes for a built-in (`NodeInfo.kind`): elements, layout modifiers, and the
    /// implicit nodes of decorations (a border's rectangle, an overlay's or background's implicit ZStack).
    public static var builtInNodeKinds: Set<String> {
        Set(elements.map(\.name)).union(layoutModifierNames).union(["border", "overlay", "background"])
    }

    /// Leaves that take whatever they are offered on both axes (spec §2): Color and the shapes.
    public static var greedyLeaves: Set<String> { Set(elements.filter { $0.fidelity.behaviour == "DefaultSizing.swift" || $0.fidelity.behaviour == "ShapeBehavior.swift" }.map(\.name)) }
}
