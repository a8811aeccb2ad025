// The modifiers real app code uses that change no size or position (drawing, text styling, gestures, navigation
// and presentation, control styles), so that a file full of them compiles against this library as it does against
// SwiftUI. The SwiftUI-syntax reader ignores the same names (DSLKnownNames.ignoredModifiers) with a warning; here they
// return the view unchanged. Styles are values with SwiftUI's static names and no behaviour: layoutdbg lays controls
// out in their default style (docs/fidelity.md, "Controls").

/// An animation curve: no layout effect.
public struct Animation: Equatable, Sendable {
    public static let `default` = Animation(), linear = Animation(), easeIn = Animation(), easeOut = Animation(), easeInOut = Animation()
    public static let bouncy = Animation(), smooth = Animation(), snappy = Animation()
    public static func linear(duration: Double) -> Animation { Animation() }
    public static func easeIn(duration: Double) -> Animation { Animation() }
    public static func easeOut(duration: Double) -> Animation { Animation() }
    public static func easeInOut(duration: Double) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation { Animation() }
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation { Animation() }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation() }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation() }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation() }
    public static let spring = Animation(), interactiveSpring = Animation(), interpolatingSpring = Animation()
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation()
    }
    /// iOS 17's spelling; `.interactiveSpring()` is the older one's, as with SwiftUI (which has both).
    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        Animation()
    }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation()
    }
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation { Animation() }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation()
    }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body`; animations are not modelled.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

/// Runs `body` (iOS 17's spelling with a completion); the completion runs once the animation ends, which never
/// comes here: animations are not modelled.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result { try body() }

/// When an animation counts as complete: no layout effect.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    public static let logicallyComplete = AnimationCompletionCriteria(), removed = AnimationCompletionCriteria()
}

/// A transition: no layout effect.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition(), slide = AnyTransition(), scale = AnyTransition(), identity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// A transition between two states of a modifier (`.modifier(active: Bounce(1.2), identity: Bounce(1))`).
    public static func modifier<M: ViewModifier>(active: M, identity: M) -> AnyTransition { AnyTransition() }
}

/// Whether something is shown: no layout effect.
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

/// The size of controls (layoutdbg lays them out at the regular size).
public enum ControlSize: Hashable, Sendable { case mini, small, regular, large, extraLarge }

/// A navigation bar title's mode: no layout effect (the bar is not modelled).
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// Where a toolbar item goes: no layout effect (toolbars are not modelled).
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement(), principal = ToolbarItemPlacement(), primaryAction = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement(), topBarTrailing = ToolbarItemPlacement(), bottomBar = ToolbarItemPlacement()
    public static let navigationBarLeading = ToolbarItemPlacement(), navigationBarTrailing = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement(), cancellationAction = ToolbarItemPlacement(), keyboard = ToolbarItemPlacement()
}

/// A toolbar item: its content is not laid out (toolbars are not modelled).
public struct ToolbarItem<Content: View>: View {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: some View { EmptyView() }
}

/// A group of toolbar items: not laid out.
public struct ToolbarItemGroup<Content: View>: View {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: some View { EmptyView() }
}

/// What a content shape is for (hit testing, a context menu's preview…): no layout effect.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1), dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4), hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let focusEffect = ContentShapeKinds(rawValue: 16), accessibility = ContentShapeKinds(rawValue: 32)
}

/// A control style: SwiftUI's static names. Controls are laid out in their default style, but for the segmented
/// picker, whose bar has a size of its own.
public struct ControlStyle: Sendable {
    let isSegmented: Bool

    init(isSegmented: Bool) { self.isSegmented = isSegmented }
    /// `PlainButtonStyle()` and the other named style types (AppControlStyles.swift).
    public init() { isSegmented = false }

    // Buttons
    public static let automatic = ControlStyle(), plain = ControlStyle(), bordered = ControlStyle()
    public static let borderedProminent = ControlStyle(), borderless = ControlStyle(), link = ControlStyle()
    // Toggles, pickers, text fields, lists, labels, progress views
    public static let `switch` = ControlStyle(), button = ControlStyle(), checkbox = ControlStyle()
    public static let roundedBorder = ControlStyle(), insetGrouped = ControlStyle(), grouped = ControlStyle(), inset = ControlStyle()
    public static let sidebar = ControlStyle(), iconOnly = ControlStyle(), titleOnly = ControlStyle(), titleAndIcon = ControlStyle()
    public static let linear = ControlStyle(), circular = ControlStyle(), page = ControlStyle()
    // Menus, date pickers, gauges, navigation views
    public static let borderlessButton = ControlStyle(), compact = ControlStyle(), graphical = ControlStyle()
    public static let wheel = ControlStyle(), field = ControlStyle(), stepperField = ControlStyle(), stack = ControlStyle()
    public static let columns = ControlStyle(), accessoryCircular = ControlStyle(), accessoryCircularCapacity = ControlStyle()
    public static let accessoryLinear = ControlStyle(), accessoryLinearCapacity = ControlStyle(), linearCapacity = ControlStyle()
}

extension View {
    // Drawing
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    public func mask<M: View>(_ mask: M) -> some View { self }
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View { self }
    public func hidden() -> some View { self }
    public func brightness(_ amount: Double) -> some View { self }
    public func saturation(_ amount: Double) -> some View { self }
    public func grayscale(_ amount: Double) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S) -> some View { self }
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
    public func drawingGroup() -> some View { self }
    public func compositingGroup() -> some View { self }

    // Text styling that keeps every advance (the face changes are TextFaceModifiers.swift's)
    public func italic(_ isActive: Bool = true) -> some View { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { self }

    // Interaction and state
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onSubmit(_ action: @escaping () -> Void) -> some View { self }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    public func disabled(_ disabled: Bool) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func animation(_ animation: Animation?) -> some View { self }
    public func transition(_ transition: AnyTransition) -> some View { self }
    public func help(_ text: String) -> some View { self }
    public func labelsHidden() -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    // Navigation and presentation (not modelled: the presented views are not laid out)
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    public func navigationTitle(_ title: Text) -> some View { self }
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// The iOS 13 spelling of `navigationTitle`, still in real code.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { self }
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View { self }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    public func toolbar(_ visibility: Visibility) -> some View { self }
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
    public func swipeActions<C: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> C) -> some View { self }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil) -> some View { self }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?) -> some View { self }
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// The deprecated spelling of `autocorrectionDisabled`.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// The deprecated spelling of `textInputAutocapitalization`.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    public func presentationSizing(_ sizing: PresentationSizing) -> some View { self }

    // Styles and list rows (controls are laid out in their default style; lists are not modelled)
    public func buttonStyle(_ style: ControlStyle, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("buttonStyle", at: CallSite(fileID, line, column))
    }
    public func toggleStyle(_ style: ControlStyle, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("toggleStyle", at: CallSite(fileID, line, column))
    }
    public func textFieldStyle(_ style: ControlStyle, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("textFieldStyle", at: CallSite(fileID, line, column))
    }
    public func listStyle(_ style: ControlStyle) -> some View { self }
    public func formStyle(_ style: ControlStyle) -> some View { self }
    public func labelStyle(_ style: ControlStyle, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("labelStyle", at: CallSite(fileID, line, column))
    }
    public func progressViewStyle(_ style: ControlStyle, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("progressViewStyle", at: CallSite(fileID, line, column))
    }
    public func controlSize(_ size: ControlSize, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("controlSize", at: CallSite(fileID, line, column))
    }
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View { self }
    public func listRowSeparator(_ visibility: Visibility) -> some View { self }
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    public func scrollIndicators(_ visibility: Visibility) -> some View { self }
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }
    public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> some View { self }
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
}

/// The leading or trailing edge (of a swipe action).
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

/// A sheet's height: no layout effect here (presented views are not laid out).
public struct PresentationDetent: Hashable, Sendable {
    let name: String

    public static let medium = PresentationDetent(name: "medium"), large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction(\(fraction))") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height(\(height))") }
}

/// Where a search field is shown: no layout effect on the view searched.
public struct SearchFieldPlacement: Sendable {
    public struct NavigationBarDrawerDisplayMode: Sendable {
        public static let automatic = NavigationBarDrawerDisplayMode(), always = NavigationBarDrawerDisplayMode()
    }
    public static let automatic = SearchFieldPlacement(), toolbar = SearchFieldPlacement(), sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement(), toolbarPrincipal = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement() }
}

/// UIKit's capitalisation of typed text: no layout effect.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// How a sheet is sized on the screen: the sheet is not laid out in the view.
public struct PresentationSizing: Sendable {
    public static let automatic = PresentationSizing(), form = PresentationSizing(), page = PresentationSizing()
    public static let fitted = PresentationSizing()
}
