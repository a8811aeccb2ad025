// The seed articles' custom layouts (seeds 000, 001, 003, 004), written fresh against LayoutDebugger's Layout protocol,
// as examples of tracing a custom layout and as named layouts for `layoutdbg trace` inputs (docs/custom-layouts.md).
import LayoutDebugger

public enum SeedLayouts {
    /// Every seed layout by name, with its numeric arguments:
    /// `{"view": "FlowLayout", "arguments": {"spacing": 8}, "children": [...]}` in a JSON input.
    public static let registry: LayoutRegistry = {
        var registry = LayoutRegistry()
        registry.register("RadialStack") { _ in RadialStack() }
        registry.register("CachedRadialStack") { _ in CachedRadialStack() }
        registry.register("SpiralStack", parameters: ["elementsPerLayer", "spiralPadding"]) { arguments in
            SpiralStack(elementsPerLayer: try arguments.integer("elementsPerLayer", default: 24, in: 1...10_000),
                        spiralPadding: arguments.number("spiralPadding", default: 4))
        }
        registry.register("IdentityCachedGrid", parameters: ["columns", "spacing", "itemHeight"]) { arguments in
            IdentityCachedGrid(columns: try arguments.integer("columns", default: 2, in: 1...10_000),
                               spacing: arguments.number("spacing", default: 8),
                               itemHeight: arguments.number("itemHeight", default: 100))
        }
        registry.register("ConstraintLayout", parameters: ["spacing"]) { arguments in
            ConstraintLayout(spacing: arguments.number("spacing", default: 8))
        }
        registry.register("FlowLayout", parameters: ["spacing", "lineSpacing"]) { arguments in
            FlowLayout(spacing: arguments.number("spacing", default: 8), lineSpacing: arguments.number("lineSpacing", default: 8))
        }
        registry.register("DiagonalLayout") { _ in DiagonalLayout() }
        return registry
    }()

    /// The names inputs may use.
    public static var names: Set<String> { registry.layoutNames }
}
