import Foundation
import LayoutDebugger
import Testing

// Code in the style of SwiftUI apps and Apple's Layout documentation (written here, not copied), to keep the API
// source-compatible: this file must compile as it would against `import SwiftUI`.

/// A vertical stack that spaces its subviews by their spacing preferences and gives extra room by flexibility.
private struct PreferenceVStack: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    struct Cache {
        var gaps: [CGFloat]
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(gaps: subviews.indices.dropLast().map { subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .vertical) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for index in subviews.indices {
            var edges: Edge.Set = [.leading, .trailing]
            if index == 0 { edges.formUnion(.top) }
            if index == subviews.count - 1 { edges.formUnion(.bottom) }
            spacing.formUnion(subviews[index].spacing, edges: edges)
        }
        return spacing
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) }
        let width = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).reduce(0, +) + cache.gaps.reduce(0, +)
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            let dimensions = subview.dimensions(in: ProposedViewSize(width: bounds.width, height: nil))
            let x = bounds.midX - dimensions[HorizontalAlignment.center]
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: dimensions.height))
            y += dimensions.height + (index < cache.gaps.count ? cache.gaps[index] : 0)
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat? {
        guide == .firstTextBaseline ? bounds.minY : nil
    }
}

private struct Flexibility: LayoutValueKey {
    static let defaultValue: CGFloat? = nil
}

extension View {
    fileprivate func layoutFlexibility(_ value: CGFloat?) -> some View {
        layoutValue(key: Flexibility.self, value: value)
    }
}

/// A row that shares extra width by flexibility, reading priorities and optional layout values.
private struct WeightedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let ideal = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: proposal.width ?? ideal.map(\.width).reduce(0, +), height: ideal.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ordered = subviews.sorted { $0.priority > $1.priority }
        let weights = ordered.map { $0[Flexibility.self] ?? 1 }
        let total = weights.reduce(0, +)
        var x = bounds.minX
        for (subview, weight) in zip(ordered, weights) {
            let width = bounds.width * weight / total
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

private enum MidlineID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height * 0.4 }
}

extension VerticalAlignment {
    fileprivate static let midline = VerticalAlignment(MidlineID.self)
}

private struct Item: Identifiable {
    var id: Int
    var title: String
}

private struct Card: View {
    var item: Item
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(item.title).font(.headline)
            Text("#\(item.id)").font(.caption).foregroundStyle(.secondary)
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.1)))
    }
}

private struct Screen: View {
    var items: [Item]
    var compact: Bool

    var body: some View {
        PreferenceVStack {
            if compact {
                Text("Compact")
            } else {
                HStack(alignment: .midline) {
                    Text("Title")
                    Spacer()
                    Image(systemName: "gear").resizable().frame(width: 24, height: 24)
                }
            }
            WeightedRow {
                Color.red.layoutFlexibility(2).layoutPriority(1)
                Color.blue
            }
            .frame(height: 40)
            Grid(horizontalSpacing: 4) {
                GridRow {
                    Text("A")
                    Color.green.gridCellColumns(2)
                }
                Divider()
            }
            ForEach(items) { Card(item: $0) }
            ViewThatFits(in: .horizontal) {
                Text("A long line that may not fit")
                Text("Short")
            }
            ScrollView(.horizontal) { HStack { ForEach(0..<3) { Color.orange.frame(width: 50, height: 20).id($0) } } }
            Group {
                AnyView(Circle().frame(maxWidth: 30, maxHeight: 30))
                EmptyView()
            }
            GeometryReader { proxy in Color.clear.frame(width: proxy.size.width) }
                .frame(height: 10)
        }
        .padding(.horizontal)
    }
}

private struct Pressed: ViewModifier {
    let scale: CGFloat
    func body(content: Content) -> some View { content.scaleEffect(scale) }
}

@Suite struct SourceCompatibilityTests {
    /// A gradient's opacity as a fill and as a view, a long press with its pressing callback, a transition made of a
    /// modifier: code of a real app's design system that must compile, none of it with a layout effect (the bar is
    /// its 60 × 8 frame, the gradient beside it the rest of the 200-wide row).
    @Test func stylesGesturesAndTransitionsOfADesignSystemCompile() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let view = HStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 4)
                .fill(gradient.opacity(0.14))
                .frame(width: 60, height: 8)
                .onLongPressGesture(minimumDuration: .infinity, maximumDistance: .infinity) {} onPressingChanged: { _ in }
                .transition(.modifier(active: Pressed(scale: 1.2), identity: Pressed(scale: 1)))
            gradient.opacity(0.5)
        }
        let trace = try LayoutDebugger.trace(view, proposal: ProposedViewSize(width: 200, height: 8))
        #expect(trace.frame(of: "HStack/RoundedRectangle[0].frame") == CGRect(x: 0, y: 0, width: 60, height: 8))
        #expect(trace.frame(of: "HStack/Color[1]")?.width == 140)  // a gradient lays out as a Color
    }

    /// What the fifth fresh collection's files call (Whisky's and damus' views): per-axis scale effects, an image
    /// resizable with cap insets or tiling, the timed spring presets. None changes a size: the image is still the
    /// 50 × 30 it is framed to, the text its own width.
    @Test func scaleEffectsResizingModesAndTimedSpringsCompileWithoutLayoutEffect() throws {
        let view = VStack(spacing: 0) {
            Image("tile").resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2), resizingMode: .tile)
                .frame(width: 50, height: 30)
            Image("tile").resizable(resizingMode: .stretch).frame(width: 50, height: 30)
            Text("A").scaleEffect(x: -1, y: 1).scaleEffect(CGSize(width: 2, height: 2))
                .animation(.snappy(duration: 0.2), value: 1).animation(.bouncy(duration: 0.3, extraBounce: 0.1), value: 2)
                .animation(.smooth(duration: 0.4), value: 3)
                .animation(.interactiveSpring(), value: 4).animation(.spring, value: 5)
                .animation(.interpolatingSpring(stiffness: 100, damping: 10), value: 6).animation(.timingCurve(0.2, 0.8, 0.2, 1), value: 7)
        }
        let trace = try LayoutDebugger.trace(view, proposal: ProposedViewSize(width: 200, height: 200))
        #expect(trace.frame(of: "VStack/Image[0].frame") == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(trace.frame(of: "VStack/Image[1]") == CGRect(x: 0, y: 30, width: 50, height: 30))
        let plain = try LayoutDebugger.trace(VStack(spacing: 0) { Color.clear.frame(width: 50, height: 60); Text("A") },
                                             proposal: ProposedViewSize(width: 200, height: 200))
        #expect(trace.frame(of: "VStack/Text[2]") == plain.frame(of: "VStack/Text[1]"))
    }

    /// Values real files compute sizes and texts from: a colour's description is its name, as SwiftUI prints
    /// `Color.red`; Core Graphics' vector, which Foundation on Linux lacks.
    @Test func coloursDescribeThemselvesAndVectorsExist() throws {
        let view = HStack(spacing: 0) {
            Text(Color.red.description)
            Color.blue.frame(width: CGVector(dx: 3, dy: 4).dx * 10)
        }
        let trace = try LayoutDebugger.trace(view, proposal: ProposedViewSize(width: 200, height: 20))
        #expect(Color.red.description == "red")
        #expect(trace.frame(of: "HStack/Color[1].frame")?.width == 30)
    }

    /// A view model's Combine chain and a list's editing actions compile, and the view shows the values its state
    /// holds: no value is ever delivered during a trace.
    @Test func viewModelsCombineChainsCompileAndDeliverNothing() throws {
        final class Search: ObservableObject {
            @Published var query = "swift"
            @Published var count = 3
            var subscriptions = Set<AnyCancellable>()
            init() {
                $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                    .removeDuplicates()
                    .map { $0.count }
                    .setFailureType(to: URLError.self)
                    .flatMap { length in Just(length * 2).setFailureType(to: URLError.self) }
                    .replaceError(with: 0)
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] in self?.count = $0 }
                    .store(in: &subscriptions)
                // A form's validity from three of its fields (PokeMaster's sign-in model), and a merged sequence.
                Publishers.CombineLatest3($query.map { !$0.isEmpty }, Just(true), $count.map { $0 > 0 })
                    .map { $0 && ($1 || $2) }
                    .sink { [weak self] valid in if !valid { self?.count = 0 } }
                    .store(in: &subscriptions)
                Publishers.Merge([1, 2].publisher, Just(3)).sink { [weak self] in self?.count = $0 }.store(in: &subscriptions)
                objectWillChange.send()
            }
        }
        let search = Search()
        let view = VStack(spacing: 0) {
            ForEach(0..<search.count, id: \.self) { Color.red.frame(height: CGFloat($0 + 1)) }
                .onDelete { _ in search.count -= 1 }
                .onMove { _, _ in }
        }
        let trace = try LayoutDebugger.trace(view, proposal: ProposedViewSize(width: 10, height: 100))
        #expect(search.count == 3)
        #expect(trace.frame(of: "VStack/Color[2].frame") == CGRect(x: 0, y: 3, width: 10, height: 3))
    }

    /// SwiftUI's `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, which list editing handlers call: the
    /// destination is an offset in the collection as it was, and moved elements keep their order.
    @Test func listEditingMethodsEditAsSwiftUIs() {
        var letters = ["A", "B", "C", "D", "E"]
        letters.move(fromOffsets: [0], toOffset: 3)
        #expect(letters == ["B", "C", "A", "D", "E"])
        letters = ["A", "B", "C", "D", "E"]
        letters.move(fromOffsets: [1, 3], toOffset: 0)
        #expect(letters == ["B", "D", "A", "C", "E"])
        letters = ["A", "B", "C", "D", "E"]
        letters.move(fromOffsets: [1, 3], toOffset: 5)
        #expect(letters == ["A", "C", "E", "B", "D"])
        letters.remove(atOffsets: [0, 2, 4])
        #expect(letters == ["C", "B"])
    }

    /// `Image(uiImage:)` and `Image(nsImage:)` of a named or symbol image are laid out as the image of that name:
    /// a symbol as large as its font (20×20 at the body size), an asset at its given size.
    @Test func platformImagesAreTheImagesOfTheirNames() throws {
        let proposal = ProposedViewSize(width: 200, height: 100)
        let platform = try LayoutDebugger.trace(HStack(spacing: 0) {
            Image(uiImage: UIImage(named: "photo")!).resizable().frame(width: 30, height: 40)
            Image(uiImage: UIImage(systemName: "star")!)
            Image(nsImage: NSImage(systemSymbolName: "gear", accessibilityDescription: nil)!)
        }, proposal: proposal)
        let named = try LayoutDebugger.trace(HStack(spacing: 0) {
            Image("photo").resizable().frame(width: 30, height: 40)
            Image(systemName: "star")
            Image(systemName: "gear")
        }, proposal: proposal)
        #expect(platform.frame(of: "HStack/Image[1]") == CGRect(x: 30, y: 10, width: 20, height: 20))
        #expect(platform.frame(of: "HStack/Image[2]") == CGRect(x: 50, y: 10, width: 20, height: 20))
        for path in ["HStack/Image[0].frame", "HStack/Image[1]", "HStack/Image[2]"] {
            #expect(platform.frame(of: path) == named.frame(of: path), "\(path)")
        }
        #expect(UIImage(named: "photo")?.size == Image.defaultNaturalSize)
    }

    @Test func appStyleCodeTracesEndToEnd() throws {
        let items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two")]
        let trace = try LayoutDebugger.trace(Screen(items: items, compact: false), proposal: ProposedViewSize(width: 320, height: 800))
        let calls = trace.layoutCalls(of: "PreferenceVStack").map(\.call)
        #expect(calls == ["makeCache", "sizeThatFits", "placeSubviews"])
        // The weighted row shares 288 points 2 : 1, the higher priority first.
        #expect(trace.frame(of: "WeightedRow/Color[0]")?.width == 192)
        #expect(trace.frame(of: "WeightedRow/Color[1]")?.width == 96)
        // Two Colors apart by default spacing: the preference stack asked their spacing.
        #expect(trace.events.contains { $0.kind == .place && $0.node?.hasSuffix("Card") == false })
        #expect(!trace.text.isEmpty)
        // A compact screen is another structure: still fine.
        #expect(try LayoutDebugger.trace(Screen(items: [], compact: true)).layoutCalls(of: "PreferenceVStack").count == 3)
    }
}
