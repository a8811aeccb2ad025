// View modifiers with SwiftUI's signatures. Layout modifiers (frame, padding, fixedSize, aspectRatio, overlay,
// background, layoutPriority, layoutValue, grid cell traits, font, lineLimit, offset) reach the engine; modifiers
// without a layout effect (colors, shadows, clip shapes, …) are accepted and ignored.
import LayoutModel

/// A view with modifiers applied to each of the nodes it stands for (a `ForEach` or `Group` gets them on every view).
public struct _ModifiedView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let apply: (ViewNode, ViewTreeBuilder) -> ViewNode

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        builder.nodes(content).map { apply($0, builder) }
    }
}

extension View {
    func modified(_ modifier: Modifier) -> _ModifiedView<Self> {
        _ModifiedView(content: self) { node, _ in node.modified(modifier) }
    }

    func modified(_ apply: @escaping (ViewNode, ViewTreeBuilder) -> ViewNode) -> _ModifiedView<Self> {
        _ModifiedView(content: self, apply: apply)
    }

    // MARK: Frames and padding

    /// Takes the whole proposal and puts the view's centre at (x, y) (_PositionLayout; PositionBehavior.swift).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { modified(.position(x: Double(x), y: Double(y))) }

    /// `position(x:y:)` with a point.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }

    /// A fixed frame: the given dimensions replace the view's on those axes (spec §12).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modified(.frame(width: width.map { Double($0) }, height: height.map { Double($0) }, alignment: alignment.model))
    }

    /// A flexible frame (spec §13).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let d: (CGFloat?) -> Double? = { $0.map { Double($0) } }
        return modified(.flexFrame(FlexFrame(minWidth: d(minWidth), idealWidth: d(idealWidth), maxWidth: d(maxWidth),
                                             minHeight: d(minHeight), idealHeight: d(idealHeight), maxHeight: d(maxHeight),
                                             alignment: alignment.model)))
    }

    /// Padding on `edges`: `length`, or the default 16 when nil (spec §14).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = Double(length ?? CGFloat(LayoutEnvironment().defaultPadding))
        let insets = LayoutModel.EdgeInsets(top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                                            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return modified(.padding(insets))
    }

    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    public func padding(_ insets: EdgeInsets) -> some View { modified(.padding(insets.model)) }

    /// The view at its ideal size on both axes (spec §15).
    public func fixedSize() -> some View { modified(.fixedSize(horizontal: true, vertical: true)) }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modified(.fixedSize(horizontal: horizontal, vertical: vertical))
    }

    /// Proposes a size of the given aspect ratio (spec §16).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modified(.aspectRatio(ratio: aspectRatio.map { Double($0) }, contentMode: contentMode.model))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modified(.aspectRatio(ratio: Double(aspectRatio.width / aspectRatio.height), contentMode: contentMode.model))
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Moves the view when drawn; layout is unchanged (spec §17).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modified(.offset(x: Double(x), y: Double(y))) }
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    // MARK: Overlays and backgrounds

    /// Content in front of the view, proposed the view's size (spec §18).
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let content = content()
        return modified { node, builder in node.modified(.overlay(alignment: alignment.model, content: builder.nodes(content))) }
    }

    /// Deprecated in SwiftUI; disfavoured so that a Color picks the ShapeStyle overload, as it does there.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        self.overlay(alignment: alignment) { overlay }
    }

    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        modified { node, builder in node.modified(.overlay(alignment: .center, content: builder.nodes(Self.styleView(style)))) }
    }

    /// Content behind the view, proposed the view's size (spec §18).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let content = content()
        return modified { node, builder in node.modified(.background(alignment: alignment.model, content: builder.nodes(content))) }
    }

    /// Deprecated in SwiftUI; disfavoured so that a Color picks the ShapeStyle overload, as it does there.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        self.background(alignment: alignment) { background }
    }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modified { node, builder in node.modified(.background(alignment: .center, content: builder.nodes(Self.styleView(style)))) }
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        self.background(alignment: .center) { shape }
    }

    private static func styleView<S: ShapeStyle>(_ style: S) -> AnyView {
        if let color = style as? Color { return AnyView(color) }
        return AnyView(Rectangle())
    }

    /// A stroked rectangle on top: no layout effect (spec §18).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { modified(.border(width: Double(width))) }

    // MARK: Layout traits

    /// The priority a stack or a custom layout sees (`LayoutSubview.priority`, spec §19).
    public func layoutPriority(_ value: Double) -> some View { modified(.layoutPriority(value)) }

    /// A value for a custom layout's `LayoutValueKey`, read with `subview[Key.self]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        let name = LayoutValueConversion.keyName(key)
        return modified { node, builder in
            let stored = LayoutValueConversion.number(value).map(LayoutValue.number) ?? builder.table.store(value)
            return node.modified(.layoutValue(key: name, value: stored))
        }
    }

    /// A name shown after the node's path in traces (not a SwiftUI modifier: for tests only).
    public func debugLabel(_ label: String) -> some View {
        modified { node, _ in
            var copy = node
            copy.label = label
            return copy
        }
    }

    public func gridCellColumns(_ count: Int) -> some View { modified(.gridCellColumns(count)) }
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { modified(.gridCellUnsizedAxes(axes.model)) }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { modified(.gridColumnAlignment(guide.model)) }
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { modified(.gridCellAnchor(anchor.model)) }

    public func font(_ font: Font?) -> some View { modified { node, _ in font.map { node.modified(.font($0.model)) } ?? node } }
    public func lineLimit(_ number: Int?) -> some View { modified(.lineLimit(number)) }
    public func clipped(antialiased: Bool = false) -> some View { modified(.clipped) }

    // MARK: No layout effect

    public func foregroundColor(_ color: Color?) -> some View { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    public func tint(_ tint: Color?) -> some View { self }
    public func opacity(_ opacity: Double) -> some View { self }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    public func clipShape<S: Shape>(_ shape: S) -> some View { self }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    public func zIndex(_ value: Double) -> some View { self }
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
    public func accessibilityLabel(_ label: String) -> some View { self }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
}

/// `.fit` or `.fill`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill

    var model: LayoutModel.ContentMode { self == .fit ? .fit : .fill }
}

/// How lines of text align with each other (no layout effect here).
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
