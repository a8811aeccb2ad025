import LayoutDebugger
import Testing

/// A key of the app's own: the spacing a design kit keeps in the environment, as real apps declare them.
private struct CardSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 4
}

extension EnvironmentValues {
    fileprivate var cardSpacing: CGFloat {
        get { self[CardSpacingKey.self] }
        set { self[CardSpacingKey.self] = newValue }
    }
}

private struct Card: View {
    @Environment(\.cardSpacing) private var spacing

    var body: some View {
        VStack(spacing: spacing) {
            Color.red.frame(width: 30, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
    }
}

/// `EnvironmentKey` and `EnvironmentValues`' subscript: a view reads the key's default unless an ancestor set the
/// value with `.environment(\.key, value)`, which reaches every view inside it and no other.
@Suite struct EnvironmentKeyTests {
    @Test func aKeyOfTheAppsOwnReadsItsDefaultOrWhatAnAncestorSet() throws {
        let trace = try LayoutDebugger.trace(HStack(alignment: .top, spacing: 0) {
            Card()
            Card().environment(\.cardSpacing, 20)
        }, proposal: harness, name: "v")
        // The default 4 between the first card's colours, the 20 set around the second's.
        #expect(trace.frame(of: "HStack/VStack[0]/Color[1].frame") == CGRect(x: 0, y: 14, width: 30, height: 10))
        #expect(trace.frame(of: "HStack/VStack[1]/Color[1].frame") == CGRect(x: 30, y: 30, width: 30, height: 10))
        #expect(trace.frame(of: "HStack") == CGRect(x: 0, y: 0, width: 60, height: 40))
    }
}
