// The iOS 13 alerts and action sheets (`Alert`, `ActionSheet` and the modifiers that present them), deprecated since
// iOS 15 and still in much real code (PlayCover's signing pane, the PokeMaster tutorial). A presentation is not part
// of the view's layout: the modifiers return the view unchanged, as `alert(_:isPresented:actions:)` does
// (NoLayoutModifiers.swift), and the values only have SwiftUI's initialisers so that the code compiles.

/// An alert's content, as `alert(isPresented:content:)` builds it.
public struct Alert: Sendable {
    /// One of an alert's buttons.
    public struct Button: Sendable {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}

/// An action sheet's content, as `actionSheet(isPresented:content:)` builds it.
public struct ActionSheet: Sendable {
    public typealias Button = Alert.Button

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {}
}

extension View {
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View { self }
}
