// Preferences: values views pass up to their ancestors (`PreferenceKey`, `.preference`, anchors), and the views
// made from them (`.overlayPreferenceValue`, `.backgroundPreferenceValue`). layoutdbg lays a view out once and
// gathers no preferences: setting one has no layout effect, and a view made from one is made from the key's
// `defaultValue`, with a warning. Status: the view's own size and place are exact (an overlay or background is
// proposed the view's size and does not change it, spec §18); the content made from the value is approximate.
import LayoutModel

/// A value that views pass up to their ancestors. layoutdbg traces one layout pass, in which no preference has been
/// read yet: `onPreferenceChange` is never called, as SwiftUI does not call it before the first layout either.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable { self }
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View { self }
    /// An anchor preference: its value is never read here (preferences that size views come from GeometryReader).
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View { self }
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View { self }

    /// An overlay made from the preference's value: here from `K.defaultValue` (see the file's note), in front of
    /// the view and proposed its size, as `.overlay(alignment:content:)` is.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                  fileID: String = #fileID, line: Int = #line, column: Int = #column,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlay(alignment: alignment, fileID: fileID, line: line, column: column) { transform(K.defaultValue) }
            .madeFromDefaultValue(of: K.self, by: "overlayPreferenceValue", at: CallSite(fileID, line, column))
    }

    /// A background made from the preference's value: here from `K.defaultValue` (see the file's note), behind the
    /// view and proposed its size, as `.background(alignment:content:)` is.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                     fileID: String = #fileID, line: Int = #line, column: Int = #column,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        background(alignment: alignment, fileID: fileID, line: line, column: column) { transform(K.defaultValue) }
            .madeFromDefaultValue(of: K.self, by: "backgroundPreferenceValue", at: CallSite(fileID, line, column))
    }

    /// This view, with the warning (once) that `modifier` made its content from `K.defaultValue`.
    private func madeFromDefaultValue<K: PreferenceKey>(of key: K.Type, by modifier: String, at site: CallSite) -> some View {
        warning(ApproximationWarning.preferenceValue(modifier, key: "\(K.self)"), at: site, key: "preferenceValue")
    }
}

/// A geometry value that views pass up in a preference (`Anchor<CGRect>` from `.bounds`): never resolved here. Only
/// SwiftUI makes anchors, and it gathers none here, so no view holds one to resolve.
public struct Anchor<Value> {
    public struct Source {
        public static var bounds: Source { Source() }
        public static var topLeading: Source { Source() }
        public static var topTrailing: Source { Source() }
        public static var bottomLeading: Source { Source() }
        public static var bottomTrailing: Source { Source() }
        public static var center: Source { Source() }
        public static var bottom: Source { Source() }
        public static var top: Source { Source() }
        public static var leading: Source { Source() }
        public static var trailing: Source { Source() }
    }
}

extension GeometryProxy {
    /// An anchor in the reader's coordinates. Unreachable here (no anchor is ever made: see `Anchor`), so the zero
    /// value that type-checks the user's code is never seen in a trace.
    public subscript(anchor: Anchor<CGRect>) -> CGRect { .zero }
    public subscript(anchor: Anchor<CGPoint>) -> CGPoint { .zero }
}
