// More of the modifiers that draw, style text and images, or pick a control's look: none changes a size or a
// position, so each returns the view unchanged, as the SwiftUI-syntax reader ignores the same names with a warning
// (DSLKnownNames.ignoredModifiers; StandInSurfaceTests keeps the two lists alike). Types carry SwiftUI's names
// and no behaviour.

/// How a view's colours combine with what is behind it: no layout effect.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference
    case exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// Why a view is drawn as a placeholder: no layout effect (the placeholder keeps the view's size).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// How an SF Symbol is coloured: no layout effect.
public enum SymbolRenderingMode: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }

/// A variant of an SF Symbol (`.fill`, `.circle`): layoutdbg takes a symbol's size from its font, not its variant.
public struct SymbolVariants: Hashable, Sendable {
    public static let none = SymbolVariants(), circle = SymbolVariants(), square = SymbolVariants()
    public static let rectangle = SymbolVariants(), fill = SymbolVariants(), slash = SymbolVariants()
    public var fill: SymbolVariants { self }
    public var circle: SymbolVariants { self }
    public var square: SymbolVariants { self }
    public var slash: SymbolVariants { self }
}

/// An SF Symbol animation (`.bounce`, `.pulse.byLayer`): not modelled.
public struct SymbolEffect: Sendable {
    public static let bounce = SymbolEffect(), pulse = SymbolEffect(), variableColor = SymbolEffect(), scale = SymbolEffect()
    public static let appear = SymbolEffect(), disappear = SymbolEffect(), replace = SymbolEffect(), wiggle = SymbolEffect()
    public static let rotate = SymbolEffect(), breathe = SymbolEffect()
    public var up: SymbolEffect { self }
    public var down: SymbolEffect { self }
    public var byLayer: SymbolEffect { self }
    public var wholeSymbol: SymbolEffect { self }
    public var iterative: SymbolEffect { self }
    public var cumulative: SymbolEffect { self }
    public var reversing: SymbolEffect { self }
    public var nonReversing: SymbolEffect { self }
}

/// How often and how fast a symbol effect runs: not modelled.
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions(), repeating = SymbolEffectOptions(), nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
}

extension Font {
    /// A font's width: the text model gives every width the same advance.
    public struct Width: Hashable, Sendable {
        public static let compressed = Width(), condensed = Width(), standard = Width(), expanded = Width()
    }
}

/// Whether text can be selected: no layout effect.
public struct TextSelectability: Sendable {
    public static let enabled = TextSelectability(), disabled = TextSelectability()
}

/// A bordered button's shape: no layout effect (controls are laid out in their default style).
public struct ButtonBorderShape: Sendable {
    public static let automatic = ButtonBorderShape(), capsule = ButtonBorderShape(), roundedRectangle = ButtonBorderShape()
    public static let circle = ButtonBorderShape()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}

/// The top or bottom edge (of a list row's separator).
public enum VerticalEdge: Hashable, Sendable {
    case top, bottom

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2), all: Set = [.top, .bottom]
    }
}

extension Text {
    /// Where a truncated line loses its characters: the line's size is the same.
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}

extension Image {
    /// Whether an image is drawn as a template: no layout effect.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// How an image is resampled when scaled: no layout effect.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// A symbol image's scale: layoutdbg takes an image's size from its size comment or directive.
    public enum Scale: Hashable, Sendable { case small, medium, large }

    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

extension View {
    // Colour and effects
    public func accentColor(_ accentColor: Color?) -> some View { self }
    public func contrast(_ amount: Double) -> some View { self }
    public func hueRotation(_ angle: Angle) -> some View { self }
    public func colorMultiply(_ color: Color) -> some View { self }
    public func colorInvert() -> some View { self }
    public func luminanceToAlpha() -> some View { self }
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { self }
    public func transformEffect(_ transform: CGAffineTransform) -> some View { self }
    public func projectionEffect<T>(_ transform: T) -> some View { self }
    public func visualEffect<E>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> some View { self }
    public func redacted(reason: RedactionReasons) -> some View { self }
    public func unredacted() -> some View { self }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
    public func symbolEffect(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }
    public func symbolEffect<V: Equatable>(_ effect: SymbolEffect, options: SymbolEffectOptions = .default, value: V) -> some View { self }
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { self }
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    public func containerShape<T: Shape>(_ shape: T) -> some View { self }
    public func geometryGroup() -> some View { self }

    // Lists and badges
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func badge(_ count: Int) -> some View { self }
    public func badge(_ label: Text?) -> some View { self }
    public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
    public func headerProminence(_ prominence: Prominence) -> some View { self }

    // Text and images
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    public func textSelection(_ selectability: TextSelectability) -> some View { self }
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
    /// Liquid Glass behind the view, in `shape` (iOS 26): drawn only, as a background the view's size.
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = Capsule(), isEnabled: Bool = true) -> some View { self }
    public func glassEffectID<ID: Hashable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }
    public func minimumScaleFactor(_ factor: CGFloat, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("minimumScaleFactor", at: CallSite(fileID, line, column))
    }
    public func imageScale(_ scale: Image.Scale, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("imageScale", at: CallSite(fileID, line, column))
    }
    public func dynamicTypeSize(_ size: DynamicTypeSize, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("dynamicTypeSize", at: CallSite(fileID, line, column))
    }
    public func dynamicTypeSize<R: RangeExpression>(_ range: R, fileID: String = #fileID, line: Int = #line,
                                                    column: Int = #column) -> some View where R.Bound == DynamicTypeSize {
        ignoring("dynamicTypeSize", at: CallSite(fileID, line, column))
    }

    // Animation
    /// A group's source keeps its own geometry, as layoutdbg lays it out (warning of nothing); a view that is not its
    /// group's source takes the source's in SwiftUI, which is not modelled, and says so (Apple's
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: `isSource` says whose geometry is the group's).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true, fileID: String = #fileID,
                                                    line: Int = #line, column: Int = #column) -> some View {
        ignoring("matchedGeometryEffect", at: CallSite(fileID, line, column), if: !isSource)
    }

    // Control looks
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    public func menuStyle(_ style: ControlStyle) -> some View { self }
    public func gaugeStyle(_ style: ControlStyle) -> some View { self }
    public func datePickerStyle(_ style: ControlStyle) -> some View { self }
    public func navigationViewStyle(_ style: ControlStyle) -> some View { self }
}

/// The effects `visualEffect` is given to change: none is modelled (they move drawing, not layout).
public struct EmptyVisualEffect: Sendable {
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect { self }
    public func offset(_ offset: CGSize) -> EmptyVisualEffect { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
    public func opacity(_ opacity: Double) -> EmptyVisualEffect { self }
    public func blur(radius: CGFloat) -> EmptyVisualEffect { self }
}

/// How prominent a section header is: no layout effect here.
public enum Prominence: Hashable, Sendable { case standard, increased }

/// What `matchedGeometryEffect` synchronises between the views of a group.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A Liquid Glass material (iOS 26): drawn only.
public struct Glass: Sendable {
    public static let regular = Glass(), clear = Glass(), identity = Glass()
    public func tint(_ color: Color?) -> Glass { self }
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}
