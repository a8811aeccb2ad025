// View modifiers with SwiftUI's signatures. Layout modifiers (frame, padding, fixedSize, aspectRatio, overlay,
// background, layoutPriority, layoutValue, grid cell traits, font, lineLimit, lineSpacing, kerning, tracking, offset)
// reach the engine; modifiers without a layout effect (colors, shadows, clip shapes, …) are accepted and ignored.
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
    func modified(_ modifier: Modifier, at location: CallSite) -> _ModifiedView<Self> {
        _ModifiedView(content: self) { node, _ in node.modified(modifier, at: location) }
    }

    func modified(_ apply: @escaping (ViewNode, ViewTreeBuilder) -> ViewNode) -> _ModifiedView<Self> {
        _ModifiedView(content: self, apply: apply)
    }

    // Every modifier takes the caller's `#fileID`, `#line` and `#column`, so that its node (or the diagnostic about
    // it) says where it was written.

    // MARK: Frames and padding

    /// Takes the whole proposal and puts the view's centre at (x, y) (_PositionLayout; PositionBehavior.swift).
    public func position(x: CGFloat = 0, y: CGFloat = 0, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.position(x: Double(x), y: Double(y)), at: CallSite(fileID, line, column))
    }

    /// Extends the view into the safe-area insets its frame reaches, on `edges` (SafeAreaIgnoringBehavior.swift).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all,
                                fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.ignoresSafeArea(regions: LayoutModel.SafeAreaRegions(rawValue: UInt8(regions.rawValue)), edges: edges.model),
                 at: CallSite(fileID, line, column))
    }

    /// `content` along the bottom or top edge, the view proposed what it leaves (SafeAreaInsetBehavior.swift).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       fileID: String = #fileID, line: Int = #line, column: Int = #column,
                                       @ViewBuilder content: () -> V) -> some View {
        inset(content(), edge: edge == .top ? .top : .bottom,
              alignment: LayoutModel.Alignment(horizontal: alignment.model, vertical: .center), spacing: spacing, at: CallSite(fileID, line, column))
    }

    /// `content` along the leading or trailing edge, the view proposed what it leaves (SafeAreaInsetBehavior.swift).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       fileID: String = #fileID, line: Int = #line, column: Int = #column,
                                       @ViewBuilder content: () -> V) -> some View {
        inset(content(), edge: edge == .leading ? .leading : .trailing,
              alignment: LayoutModel.Alignment(horizontal: .center, vertical: alignment.model), spacing: spacing, at: CallSite(fileID, line, column))
    }

    private func inset<V: View>(_ content: V, edge: LayoutModel.Edge, alignment: LayoutModel.Alignment, spacing: CGFloat?,
                                at site: CallSite) -> some View {
        modified { node, builder in
            node.modified(.safeAreaInset(SafeAreaInset(edge: edge, alignment: alignment, spacing: spacing.map { Double($0) },
                                                       content: builder.nodes(content))), at: site)
        }
    }

    /// Insets added into the view's safe area: four safe-area insets of clear frames (SafeAreaInsetBehavior.swift).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil,
                                fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        let value = Double(length ?? CGFloat(LayoutEnvironment().defaultPadding))
        return modified(.safeAreaPadding(edges.model.insets(value)), at: CallSite(fileID, line, column))
    }

    public func safeAreaPadding(_ length: CGFloat, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        safeAreaPadding(.all, length, fileID: fileID, line: line, column: column)
    }

    public func safeAreaPadding(_ insets: EdgeInsets, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.safeAreaPadding(insets.model), at: CallSite(fileID, line, column))
    }

    /// The older spelling of `ignoresSafeArea(.all, edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoresSafeArea(.all, edges: edges, fileID: fileID, line: line, column: column)
    }

    /// `position(x:y:)` with a point.
    public func position(_ position: CGPoint, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        self.position(x: position.x, y: position.y, fileID: fileID, line: line, column: column)
    }

    /// A fixed frame: the given dimensions replace the view's on those axes (spec §12).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center,
                      fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.frame(width: width.map { Double($0) }, height: height.map { Double($0) }, alignment: alignment.model),
                 at: CallSite(fileID, line, column))
    }

    /// A flexible frame (spec §13).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        let d: (CGFloat?) -> Double? = { $0.map { Double($0) } }
        return modified(.flexFrame(FlexFrame(minWidth: d(minWidth), idealWidth: d(idealWidth), maxWidth: d(maxWidth),
                                             minHeight: d(minHeight), idealHeight: d(idealHeight), maxHeight: d(maxHeight),
                                             alignment: alignment.model)),
                        at: CallSite(fileID, line, column))
    }

    /// Padding on `edges`: `length`, or the default 16 when nil (spec §14).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil,
                        fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        let value = Double(length ?? CGFloat(LayoutEnvironment().defaultPadding))
        let insets = edges.model.insets(value)
        return modified(.padding(insets), at: CallSite(fileID, line, column))
    }

    public func padding(_ length: CGFloat, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        padding(.all, length, fileID: fileID, line: line, column: column)
    }

    public func padding(_ insets: EdgeInsets, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.padding(insets.model), at: CallSite(fileID, line, column))
    }

    /// The view at its ideal size on both axes (spec §15).
    public func fixedSize(fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.fixedSize(horizontal: true, vertical: true), at: CallSite(fileID, line, column))
    }

    public func fixedSize(horizontal: Bool, vertical: Bool, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.fixedSize(horizontal: horizontal, vertical: vertical), at: CallSite(fileID, line, column))
    }

    /// Proposes a size of the given aspect ratio (spec §16).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode,
                            fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.aspectRatio(ratio: aspectRatio.map { Double($0) }, contentMode: contentMode.model),
                 at: CallSite(fileID, line, column))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode,
                            fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.aspectRatio(ratio: Double(aspectRatio.width / aspectRatio.height), contentMode: contentMode.model),
                 at: CallSite(fileID, line, column))
    }

    public func scaledToFit(fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        aspectRatio(contentMode: .fit, fileID: fileID, line: line, column: column)
    }

    public func scaledToFill(fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        aspectRatio(contentMode: .fill, fileID: fileID, line: line, column: column)
    }

    /// Moves the view when drawn; layout is unchanged (spec §17).
    public func offset(x: CGFloat = 0, y: CGFloat = 0, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.offset(x: Double(x), y: Double(y)), at: CallSite(fileID, line, column))
    }

    public func offset(_ offset: CGSize, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        self.offset(x: offset.width, y: offset.height, fileID: fileID, line: line, column: column)
    }

    // MARK: Overlays and backgrounds

    /// Content in front of the view, proposed the view's size (spec §18).
    public func overlay<V: View>(alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line, column: Int = #column,
                                 @ViewBuilder content: () -> V) -> some View {
        layered(content(), at: CallSite(fileID, line, column)) { .overlay(alignment: alignment.model, content: $0) }
    }

    /// Deprecated in SwiftUI; disfavoured so that a Color picks the ShapeStyle overload, as it does there.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center,
                                 fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        self.overlay(alignment: alignment, fileID: fileID, line: line, column: column) { overlay }
    }

    public func overlay<S: ShapeStyle>(_ style: S, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        self.overlay(alignment: .center, fileID: fileID, line: line, column: column) { Self.styleView(style) }
    }

    /// Content behind the view, proposed the view's size (spec §18).
    public func background<V: View>(alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line, column: Int = #column,
                                    @ViewBuilder content: () -> V) -> some View {
        layered(content(), at: CallSite(fileID, line, column)) { .background(alignment: alignment.model, content: $0) }
    }

    /// `content` in front of or behind the view: `modifier` makes the overlay or background of its nodes.
    private func layered<V: View>(_ content: V, at site: CallSite, _ modifier: @escaping ([ViewNode]) -> Modifier) -> some View {
        modified { node, builder in node.modified(modifier(builder.nodes(content)), at: site) }
    }

    /// Deprecated in SwiftUI; disfavoured so that a Color picks the ShapeStyle overload, as it does there.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center,
                                    fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        self.background(alignment: alignment, fileID: fileID, line: line, column: column) { background }
    }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all,
                                          fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        self.background(alignment: .center, fileID: fileID, line: line, column: column) { Self.styleView(style) }
    }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T,
                                                    fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        self.background(alignment: .center, fileID: fileID, line: line, column: column) { shape }
    }

    private static func styleView<S: ShapeStyle>(_ style: S) -> AnyView {
        if let color = style as? Color { return AnyView(color) }
        return AnyView(Rectangle())
    }

    /// A stroked rectangle on top: no layout effect (spec §18).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1,
                                      fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.border(width: Double(width)), at: CallSite(fileID, line, column))
    }

    // MARK: Layout traits

    /// The priority a stack or a custom layout sees (`LayoutSubview.priority`, spec §19).
    public func layoutPriority(_ value: Double, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.layoutPriority(value), at: CallSite(fileID, line, column))
    }

    /// A value for a custom layout's `LayoutValueKey`, read with `subview[Key.self]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value,
                                               fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        let name = LayoutValueConversion.keyName(key)
        let location = CallSite(fileID, line, column)
        return modified { node, builder in
            let stored = LayoutValueConversion.number(value).map(LayoutValue.number) ?? builder.table.store(value)
            return node.modified(.layoutValue(key: name, value: stored), at: location)
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

    public func gridCellColumns(_ count: Int, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.gridCellColumns(count), at: CallSite(fileID, line, column))
    }

    public func gridCellUnsizedAxes(_ axes: Axis.Set, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.gridCellUnsizedAxes(axes.model), at: CallSite(fileID, line, column))
    }

    public func gridColumnAlignment(_ guide: HorizontalAlignment, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.gridColumnAlignment(guide.model), at: CallSite(fileID, line, column))
    }

    public func gridCellAnchor(_ anchor: UnitPoint, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.gridCellAnchor(anchor.model), at: CallSite(fileID, line, column))
    }

    public func font(_ font: Font?, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        let location = CallSite(fileID, line, column)
        return modified { node, _ in font.map { node.modified(.font($0.model), at: location) } ?? node }
    }

    /// Points between the lines of the Texts inside (TextBehavior.swift).
    public func lineSpacing(_ spacing: CGFloat, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.lineSpacing(Double(spacing)), at: CallSite(fileID, line, column))
    }

    /// Points after every character of the Texts inside (LetterSpacing.swift). SwiftUI's Text has its own, returning
    /// Text; here a kerned Text is a view, so one cannot be added to another Text (the reader says the same).
    public func kerning(_ kerning: CGFloat, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.kerning(Double(kerning)), at: CallSite(fileID, line, column))
    }

    /// Points after every character of the Texts inside but the last of a line (LetterSpacing.swift).
    public func tracking(_ tracking: CGFloat, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.tracking(Double(tracking)), at: CallSite(fileID, line, column))
    }

    public func lineLimit(_ number: Int?, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.lineLimit(number), at: CallSite(fileID, line, column))
    }

    /// At most `limit` lines, and with `reservesSpace` always as tall as `limit` lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.lineLimit(limit, reservesSpace: reservesSpace), at: CallSite(fileID, line, column))
    }

    /// At least `limit.lowerBound` lines tall and at most `limit.upperBound` lines.
    public func lineLimit(_ limit: ClosedRange<Int>, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.lineLimit(limit.upperBound, minimum: limit.lowerBound), at: CallSite(fileID, line, column))
    }

    /// At least `limit.lowerBound` lines tall, with no most.
    public func lineLimit(_ limit: PartialRangeFrom<Int>, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.lineLimit(nil, minimum: limit.lowerBound), at: CallSite(fileID, line, column))
    }

    /// At most `limit.upperBound` lines: the same as `lineLimit(limit.upperBound)`.
    public func lineLimit(_ limit: PartialRangeThrough<Int>, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.lineLimit(limit.upperBound), at: CallSite(fileID, line, column))
    }

    public func clipped(antialiased: Bool = false, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        modified(.clipped, at: CallSite(fileID, line, column))
    }

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
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
    public func zIndex(_ value: Double) -> some View { self }
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
    public func accessibilityLabel(_ label: String) -> some View { self }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
}

/// `.fit` or `.fill`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill

    var model: LayoutModel.ContentMode { self == .fit ? .fit : .fill }
}

/// How lines of text align with each other (no layout effect here).
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
