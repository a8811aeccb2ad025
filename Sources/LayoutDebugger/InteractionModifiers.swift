// More of the modifiers for input, gestures, focus, scrolling behaviour, navigation, presentation and
// accessibility: none changes a size or a position, so each returns the view unchanged, as the SwiftUI-syntax reader
// ignores the same names with a warning (DSLKnownNames.ignoredModifiers; StandInSurfaceTests keeps the two lists
// alike). Actions and gestures never run: a trace is one layout, with no events.

/// A gesture: its callbacks never run here (a trace has no events).
public protocol Gesture {}

/// The value a drag reports: never made here, as no drag happens.
public struct DragValue: Sendable {
    public var translation: CGSize
    public var location: CGPoint
    public var startLocation: CGPoint
    public var predictedEndTranslation: CGSize
    public var predictedEndLocation: CGPoint
    public var velocity: CGSize
}

/// SwiftUI's named gestures, with the callbacks apps chain on them.
public struct DragGesture: Gesture {
    public typealias Value = DragValue
    public init(minimumDistance: CGFloat = 10) {}
    public func onChanged(_ action: @escaping (DragValue) -> Void) -> DragGesture { self }
    public func onEnded(_ action: @escaping (DragValue) -> Void) -> DragGesture { self }
    public func updating<State>(_ state: GestureState<State>, body: @escaping (DragValue, inout State, inout Transaction) -> Void) -> DragGesture { self }
}

public struct TapGesture: Gesture {
    public init(count: Int = 1) {}
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture { self }
}

public struct LongPressGesture: Gesture {
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
    public func onEnded(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
    public func onChanged(_ action: @escaping (Bool) -> Void) -> LongPressGesture { self }
}

public struct MagnifyGesture: Gesture {
    public struct Value: Sendable { public var magnification: CGFloat }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    public func onChanged(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
}

/// Where a gesture applies: no layout effect.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1), subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A key of a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public init(_ character: Character) {}
    public init(extendedGraphemeClusterLiteral value: Character) {}
    public static let `return` = KeyEquivalent("\r"), escape = KeyEquivalent("\u{1B}"), delete = KeyEquivalent("\u{8}")
    public static let tab = KeyEquivalent("\t"), space = KeyEquivalent(" "), upArrow = KeyEquivalent("↑")
    public static let downArrow = KeyEquivalent("↓"), leftArrow = KeyEquivalent("←"), rightArrow = KeyEquivalent("→")
}

/// A keyboard shortcut: a key with its modifiers, or a role (`.defaultAction` is Return, `.cancelAction` Escape).
public struct KeyboardShortcut: Sendable {
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {}
    public static let defaultAction = KeyboardShortcut(.return, modifiers: []), cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// The modifier keys of a keyboard shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = EventModifiers(rawValue: 1), shift = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4), control = EventModifiers(rawValue: 8)
}

/// A key press (`onKeyPress`): never made here.
public struct KeyPress: Sendable {
    public enum Result: Sendable { case handled, ignored }
    public var key: KeyEquivalent
    public var characters: String
}

/// The kinds of software keyboard (UIKit's names): no layout effect (the keyboard is not modelled).
public enum UIKeyboardType: Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a text field holds, for autofill (UIKit's names): no layout effect.
public struct UITextContentType: Hashable, Sendable {
    public static let name = UITextContentType(), username = UITextContentType(), password = UITextContentType()
    public static let newPassword = UITextContentType(), oneTimeCode = UITextContentType(), emailAddress = UITextContentType()
    public static let telephoneNumber = UITextContentType(), fullStreetAddress = UITextContentType(), postalCode = UITextContentType()
    public static let givenName = UITextContentType(), familyName = UITextContentType(), URL = UITextContentType()
}

/// How a text field capitalizes what is typed: no layout effect.
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization(), words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization(), characters = TextInputAutocapitalization()
}

/// The return key's label: no layout effect.
public struct SubmitLabel: Sendable {
    public static let done = SubmitLabel(), go = SubmitLabel(), send = SubmitLabel(), join = SubmitLabel(), route = SubmitLabel()
    public static let search = SubmitLabel(), `return` = SubmitLabel(), next = SubmitLabel(), `continue` = SubmitLabel()
}

/// Haptic feedback: not modelled.
public struct SensoryFeedback: Sendable {
    public static let success = SensoryFeedback(), warning = SensoryFeedback(), error = SensoryFeedback()
    public static let selection = SensoryFeedback(), increase = SensoryFeedback(), decrease = SensoryFeedback()
    public static let start = SensoryFeedback(), stop = SensoryFeedback(), alignment = SensoryFeedback()
    public static let levelChange = SensoryFeedback(), impact = SensoryFeedback()
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback() }
    public struct Weight: Sendable { public static let light = Weight(), medium = Weight(), heavy = Weight() }
}

/// How a scroll view settles and bounces, and when it hides the keyboard: scrolling is not modelled.
public struct ScrollBehaviorValue: Sendable {
    public static let automatic = ScrollBehaviorValue(), paging = ScrollBehaviorValue(), viewAligned = ScrollBehaviorValue()
    public static let always = ScrollBehaviorValue(), basedOnSize = ScrollBehaviorValue(), immediately = ScrollBehaviorValue()
    public static let interactively = ScrollBehaviorValue(), never = ScrollBehaviorValue()
    public static func viewAligned(limitBehavior: ScrollBehaviorValue) -> ScrollBehaviorValue { ScrollBehaviorValue() }
}

/// Accessibility traits: no layout effect.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1), isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4), isLink = AccessibilityTraits(rawValue: 8)
    public static let isImage = AccessibilityTraits(rawValue: 16), isStaticText = AccessibilityTraits(rawValue: 32)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 64), updatesFrequently = AccessibilityTraits(rawValue: 128)
}

/// How an accessibility element treats its children: no layout effect.
public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior(), combine = AccessibilityChildBehavior(), contain = AccessibilityChildBehavior()
}

/// The heading level of an accessibility element: no layout effect.
public enum AccessibilityHeadingLevel: Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

extension View {
    // Gestures, hover and keys
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    public func onContinuousHover(perform action: @escaping (HoverPhase) -> Void) -> some View { self }
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }
    public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    // Focus and text input
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    public func textContentType(_ type: UITextContentType?) -> some View { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    public func submitLabel(_ label: SubmitLabel) -> some View { self }
    public func scrollDismissesKeyboard(_ mode: ScrollBehaviorValue) -> some View { self }

    // Scrolling behaviour (the scroll position is the top: scrolling is not modelled)
    public func scrollTargetBehavior(_ behavior: ScrollBehaviorValue) -> some View { self }
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
    public func scrollBounceBehavior(_ behavior: ScrollBehaviorValue, axes: Axis.Set = [.vertical]) -> some View { self }
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View { self }
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> some View { self }

    // Navigation and presentation (bars and presented views are not laid out)
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }
    public func navigationBarItems<T: View>(trailing: T) -> some View { self }
    public func navigationBarItems<L: View>(leading: L) -> some View { self }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { self }
    public func confirmationDialog<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (Any) -> Void) -> some View { self }
    public func onReceive<P>(_ publisher: P, perform action: @escaping (Any) -> Void) -> some View { self }
    public func photosPicker<S>(isPresented: Binding<Bool>, selection: Binding<S>, matching filter: Any? = nil) -> some View { self }
    // Drag, drop and files
    public func onDrag(_ data: @escaping () -> Any) -> some View { self }
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([Any]) -> Bool) -> some View { self }
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([Any], CGPoint) -> Bool) -> some View { self }
    /// The identifiers-as-strings spelling, deprecated in iOS 14.
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([Any]) -> Bool) -> some View { self }
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                   isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false,
                             onCompletion: @escaping (Any) -> Void) -> some View { self }
    public func fileExporter<D>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                onCompletion: @escaping (Any) -> Void) -> some View { self }
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
    public func springLoadingBehavior(_ behavior: Visibility) -> some View { self }

    // Transitions and animation (a trace is one frame)
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    public func phaseAnimator<Phase: Equatable, V: View>(_ phases: [Phase], @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
                                                          animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View { self }
    public func keyframeAnimator<Value, V: View>(initialValue: Value, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
                                                  keyframes: @escaping (Value) -> Any) -> some View { self }
    public func equatable() -> some View { self }

    // Accessibility
    public func accessibilityHint(_ hint: String) -> some View { self }
    public func accessibilityValue(_ value: String) -> some View { self }
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction(_ handler: @escaping () -> Void) -> some View { self }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
    public func accessibilityInputLabels(_ inputLabels: [String]) -> some View { self }
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    public func accessibilityFocused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
}

/// A hover's phase: never made here.
public enum HoverPhase: Sendable { case active(CGPoint), ended }

/// A scroll view's geometry: never made here (scrolling is not modelled).
public struct ScrollGeometry: Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var containerSize: CGSize
}

/// The bars a toolbar modifier applies to: no layout effect.
public struct ToolbarPlacement: Sendable {
    public static let automatic = ToolbarPlacement(), navigationBar = ToolbarPlacement(), tabBar = ToolbarPlacement()
    public static let bottomBar = ToolbarPlacement(), windowToolbar = ToolbarPlacement()
}

/// How changed content animates: not modelled.
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition(), opacity = ContentTransition(), interpolate = ContentTransition()
    public static let numericText = ContentTransition(), symbolEffect = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

/// The view an animator's content closure is given: never built here (the closure does not run).
public struct PlaceholderContentView<Value>: View {
    public var body: some View { EmptyView() }
}

/// Where a popover's arrow points (`.popover(isPresented:attachmentAnchor:)`): a popover is not laid out in the view.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// Editing a list's rows, which a `ForEach` offers: the actions never run here.
extension ForEach {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}
