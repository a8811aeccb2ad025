// Models: what a GeometryReader's content closure is given, SwiftUI's `GeometryProxy`: the reader's own size and
// frame (Apple's documentation: "a proxy for access to the size and coordinate space … of the container view"),
// known in SwiftUI because the content is evaluated during layout, once the reader has its size. The compiled path
// builds the whole tree before layout, so it gets there in rounds: it builds the tree, lays it out untraced, and
// builds it again with each reader's frame from that layout, until the frames stop changing (a reader's size never
// depends on its content, spec §21, so each level of nested readers takes one round). Status: exact for size and
// global frame; `.named` coordinate spaces are taken as global (inferred: no named space is tracked), the safe-area
// insets are zero.
import LayoutEngine
import LayoutModel

/// Where a GeometryReader was written, and which of the readers written there it is (a `ForEach` makes several).
struct GeometryReaderSite: Hashable {
    var file: String?
    var location: SourceLocation
    var occurrence: Int
}

/// The frames the GeometryReaders of a tree were placed at (window coordinates), by site.
struct GeometryReaderFrames: Equatable {
    var frames: [GeometryReaderSite: Rect] = [:]

    /// The most rounds of build and layout: each level of readers nested in a reader's content takes one.
    static let maximumRounds = 8

    init() {}

    /// The readers' frames from a layout of a tree built by the LayoutDebugger library, in the order the builder
    /// made them (the node table's first appearance is the tree's order, as the builder's).
    init(_ result: LayoutResult) {
        var seen: [GeometryReaderSite: Int] = [:]
        for (index, node) in result.nodes.enumerated() where node.kind == Element.geometryReader.name {
            var site = GeometryReaderSite(file: node.file, location: node.location, occurrence: 0)
            site.occurrence = seen[site, default: 0]
            seen[site] = site.occurrence + 1
            if index < result.frames.count, let frame = result.frames[index] { frames[site] = frame }
        }
    }
}

extension ViewTreeBuilder {
    /// The proxy for the next reader written at `site`, with its frame from the last round (zero in the first).
    func geometryProxy(at site: CallSite) -> GeometryProxy {
        builtGeometryReader = true
        var key = GeometryReaderSite(file: site.file, location: site.location, occurrence: 0)
        key.occurrence = geometryOccurrences[key, default: 0]
        geometryOccurrences[key] = key.occurrence + 1
        return GeometryProxy(frame: geometry.frames[key].map(CGRect.init) ?? .zero)
    }
}
