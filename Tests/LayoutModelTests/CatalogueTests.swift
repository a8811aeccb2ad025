import LayoutModel
import LayoutTestSupport
import Testing

/// The catalogue is consistent with itself and with what the docs say of it.
@Suite struct CatalogueTests {
    /// docs/catalogue.md is generated from the catalogue.
    @Test func docsAreTheCatalogues() {
        Golden.expect(CatalogueMarkdown.render(), matches: "docs/catalogue.md")
    }

    @Test func namesAreUniquePerKind() {
        for kind in [SurfaceEntry.Kind.view, .modifier] {
            let names = SwiftUICatalogue.entries.filter { $0.kind == kind }.map(\.name)
            #expect(Set(names).count == names.count)
        }
    }

    /// Every `Modifier` the model has is in the catalogue under its name, and only layout modifiers get nodes.
    @Test func modifiersMatchTheModel() {
        let model: [Modifier] = [
            .frame(width: nil, height: nil, alignment: .center), .flexFrame(FlexFrame()), .padding(EdgeInsets(all: 1)),
            .fixedSize(horizontal: true, vertical: true), .aspectRatio(ratio: nil, contentMode: .fit), .offset(x: 0, y: 0),
            .overlay(alignment: .center, content: []), .background(alignment: .center, content: []), .border(width: 1),
            .layoutPriority(1), .clipped, .resizable, .gridCellColumns(2), .gridCellUnsizedAxes(.horizontal),
            .gridColumnAlignment(.leading), .gridCellAnchor(UnitPoint(x: 0, y: 0)), .font(.body), .lineLimit(1),
            .layoutValue(key: "k", value: 1), .position(x: 1, y: 2), .ignoresSafeArea(regions: .all, edges: .top),
            .safeAreaInset(SafeAreaInset(edge: .bottom, content: [])), .safeAreaPadding(EdgeInsets(all: 1)),
        ]
        for modifier in model {
            #expect(SwiftUICatalogue.entry(modifier.name, .modifier) != nil, "\(modifier.name)")
        }
        #expect(SwiftUICatalogue.layoutModifierNames == ["frame", "padding", "fixedSize", "aspectRatio", "scaledToFit", "scaledToFill", "position",
                                                           "ignoresSafeArea", "safeAreaInset", "safeAreaPadding"])
    }

    /// A lowering and its raising are inverses, so the writers give back what the readers read.
    @Test func loweringsRoundTrip() throws {
        let position = try #require(SwiftUICatalogue.entry("position", .modifier)?.lowering)
        let modifier = position.lower(["x": .number(10), "y": .number(-2.5)])
        #expect(modifier == .position(x: 10, y: -2.5))
        #expect(position.raise(modifier) == ["x": .number(10), "y": .number(-2.5)])
        #expect(position.raise(.offset(x: 1, y: 1)) == nil)
    }

    /// The JSON format's elements are the catalogue's element views, with their keys in order.
    @Test func jsonKeysOfTheElements() throws {
        #expect(SwiftUICatalogue.elements.map(\.name) == [
            "Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle", "Text", "Image", "Spacer", "Divider",
            "EmptyView", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
            "GeometryReader", "ScrollView", "ViewThatFits", "LayoutMonitor", "Measured",
        ])
        #expect(try #require(SwiftUICatalogue.entry("Image", .view)).jsonKeys == ["name", "systemName", "width", "height"])
        #expect(try #require(SwiftUICatalogue.entry("ScrollView", .view)).jsonKeys == ["axes"])
        #expect(try #require(SwiftUICatalogue.entry("HStack", .view)).jsonKeys == ["alignment", "spacing"])
        #expect(try #require(SwiftUICatalogue.entry("LazyVGrid", .view)).jsonKeys == ["columns", "alignment", "spacing"])
    }
}
