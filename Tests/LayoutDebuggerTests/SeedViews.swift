import LayoutDebugger
import SeedLayouts

/// The views the seed layouts are traced in, written as in the seed articles' demos. The JSON fixtures under
/// fixtures/custom-layouts/ are these views written out (`FixtureTests` checks that they still are).
enum SeedViews {
    static let symbols = ["sun.max.fill", "moon.fill", "star.fill", "cloud.fill", "bolt.fill", "wind.snow", "snowflake", "rainbow"]

    /// One icon of seed 001's radial demo: a 32-point symbol on a rounded tile.
    static func radialIcon(_ name: String) -> some View {
        Image(systemName: name)
            .resizable()
            .scaledToFit()
            .frame(width: 32, height: 32)
            .foregroundColor(.white.opacity(0.8))
            .padding(.all, 8)
            .background(RoundedRectangle(cornerRadius: 4).fill(.mint.opacity(0.8)))
    }

    /// Seed 001's radial demo around the cached stack, with the padding its slider sets.
    static func cachedRadial(padding: CGFloat, count: Int = 8) -> some View {
        CachedRadialStack {
            ForEach(symbols.prefix(count), id: \.self) { radialIcon($0) }
        }
        .padding(.all, padding)
    }

    /// The same around the stack without a cache.
    static func radial(padding: CGFloat, count: Int = 8) -> some View {
        RadialStack {
            ForEach(symbols.prefix(count), id: \.self) { radialIcon($0) }
        }
        .padding(.all, padding)
    }

    /// Seed 001's spiral demo, with `count` stars.
    static func spiral(count: Int, elementsPerLayer: Int = 24, padding: CGFloat = 32) -> some View {
        SpiralStack(elementsPerLayer: elementsPerLayer) {
            ForEach(0..<count) { _ in
                Image(systemName: "star.fill")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 24, height: 24)
                    .padding(.all, 8)
                    .background(Circle().fill(.mint.opacity(0.8)))
            }
        }
        .padding(.all, padding)
    }

    /// Seed 000's feed: cards keyed by content hash; the third is still loading (hash 0, no identity).
    static func identityGrid() -> some View {
        IdentityCachedGrid(columns: 2, spacing: 8, itemHeight: 100) {
            Color.blue.contentHash(11)
            Color.green.contentHash(12)
            Color.gray.contentHash(0)
            Color.orange.contentHash(14)
        }
        .padding()
    }

    /// Seed 003's dashboard row: sizes from layout values; the middle card's width is invalid.
    static func constraintRow() -> some View {
        ConstraintLayout(spacing: 8) {
            Color.red.layoutConstraint(width: 120, height: 60, priority: 0)
            Color.green.layoutConstraint(width: 0, height: 40)
            Color.blue.layoutConstraint(width: 80, height: 80, priority: 1)
        }
        .padding(10)
    }

    /// Seed 004's flow layout: four tags that wrap onto two rows in 200 points.
    static func flow() -> some View {
        FlowLayout(spacing: 8) {
            Color.red.frame(width: 80, height: 30)
            Color.orange.frame(width: 60, height: 30)
            Color.yellow.frame(width: 90, height: 30)
            Color.green.frame(width: 50, height: 30)
        }
        .padding(16)
    }

    /// Seed 004's diagonal layout of three texts.
    static func diagonal() -> some View {
        DiagonalLayout {
            Text("One")
            Text("Two")
            Text("Three")
        }
        .padding(20)
    }
}
