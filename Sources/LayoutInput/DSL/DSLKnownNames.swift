import LayoutModel

/// The names the SwiftUI-syntax reader knows without modelling: modifiers it accepts and ignores for having
/// no layout effect, and real SwiftUI views and modifiers it refuses by name rather than as misspellings.
enum DSLKnownNames {
    /// Why an ignored modifier may be ignored.
    static let noLayoutEffect = "no layout effect"

    /// The note of a reader's limit: the file goes to the compiled path, which runs the code the reader does not.
    static let compileNote = "layoutdbg compiles the file to run it (--engine auto or compile)"

    /// Modifiers that draw, style, animate, handle input or describe accessibility without changing any
    /// size or position, with the reason shown in the warning.
    static let ignoredModifiers: [String: String] = {
        var table: [String: String] = [:]
        let drawing = [
            "foregroundColor", "foregroundStyle", "fill", "stroke", "strokeBorder", "inset", "tint", "accentColor", "shadow",
            "cornerRadius", "clipShape", "mask", "opacity", "blur", "brightness", "contrast", "saturation", "grayscale",
            "hueRotation", "colorMultiply", "colorInvert", "luminanceToAlpha", "blendMode", "compositingGroup",
            "drawingGroup", "scaleEffect", "rotationEffect", "rotation3DEffect", "transformEffect", "projectionEffect",
            "visualEffect", "hidden", "redacted", "unredacted", "privacySensitive", "symbolRenderingMode",
            "symbolVariant", "symbolEffect", "renderingMode", "interpolation", "antialiased", "preferredColorScheme",
            "colorScheme", "backgroundStyle", "listRowBackground", "listRowSeparator", "listRowSeparatorTint",
            "listSectionSeparator", "scrollContentBackground", "badge", "containerShape", "geometryGroup",
            "multilineTextAlignment", "truncationMode", "underline", "strikethrough", "italic", "textSelection",
            "speechAlwaysIncludesPunctuation", "imageScale", "labelStyle", "buttonStyle",
            "buttonBorderShape", "pickerStyle", "toggleStyle", "textFieldStyle", "listStyle", "formStyle", "progressViewStyle",
            "menuStyle", "gaugeStyle", "datePickerStyle", "tabViewStyle", "navigationViewStyle", "controlSize",
            "headerProminence", "dynamicTypeSize", "mapStyle", "mapControls", "mapControlVisibility",
        ]
        let behaviour = [
            "onAppear", "onDisappear", "onTapGesture", "onLongPressGesture", "onChange", "onReceive", "onSubmit",
            "onHover", "onDrag", "onDrop", "onOpenURL", "onContinuousHover", "onGeometryChange", "onScrollGeometryChange",
            "task", "id", "tag", "equatable", "animation", "transaction", "transition", "contentTransition",
            "matchedTransitionSource", "gesture", "simultaneousGesture", "highPriorityGesture", "allowsHitTesting",
            "contentShape", "disabled", "zIndex", "refreshable", "searchable", "sheet", "fullScreenCover", "popover",
            "alert", "actionSheet", "confirmationDialog", "contextMenu", "swipeActions", "toolbar", "toolbarBackground",
            "toolbarColorScheme", "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarBackButtonHidden",
            "navigationDestination", "navigationBarHidden", "navigationBarItems", "statusBarHidden",
            "persistentSystemOverlays", "interactiveDismissDisabled", "presentationDetents", "presentationDragIndicator",
            "focused", "focusable", "keyboardShortcut", "keyboardType", "textContentType", "textInputAutocapitalization",
            "autocorrectionDisabled", "submitLabel", "help", "sensoryFeedback", "scrollIndicators", "scrollDisabled",
            "scrollDismissesKeyboard", "scrollTargetBehavior", "scrollTargetLayout", "scrollPosition",
            "scrollBounceBehavior", "scrollClipDisabled", "defaultScrollAnchor", "coordinateSpace", "onPreferenceChange",
            "preference", "anchorPreference", "transformPreference", "environmentObject", "modelContainer",
            "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
            "accessibilityElement", "accessibilityHidden", "accessibilityAddTraits", "accessibilityRemoveTraits",
            "accessibilityAction", "accessibilitySortPriority", "accessibilityRepresentation", "accessibilityChildren",
            "accessibilityInputLabels", "accessibilityShowsLargeContentViewer", "accessibilityFocused",
            "accessibilityHeading", "accessibilityRespondsToUserInteraction", "listRowInsets", "deleteDisabled",
            "moveDisabled", "draggable", "dropDestination", "fileImporter", "fileExporter", "photosPicker",
            "labelsHidden", "tabItem", "handlesExternalEvents", "userActivity", "onKeyPress", "springLoadingBehavior",
            "phaseAnimator", "keyframeAnimator", "previewDisplayName", "previewDevice", "autocapitalization",
            "disableAutocorrection", "selectionDisabled", "glassEffect", "glassEffectID",
        ]
        for name in drawing + behaviour { table[name] = noLayoutEffect }
        table["environment"] = "layoutdbg does not model environment values; use .font or .lineLimit for text"
        table.merge(ApproximationWarning.ignoredModifiers) { $1 }
        for name in SwiftUICatalogue.probeModifiers.keys { table[name] = SwiftUICatalogue.probeNote(name) }
        return table
    }()

    /// Modifiers whose names start like these are accepted and ignored (accessibility, event handlers).
    static let ignoredModifierPrefixes = ["accessibility", "on", "navigation", "toolbar", "presentation", "scroll", "search"]

    /// The reason a modifier is ignored, or nil when it is not on the list.
    static func ignoredReason(_ name: String) -> String? {
        if let reason = ignoredModifiers[name] { return reason }
        for prefix in ignoredModifierPrefixes where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase { return noLayoutEffect }
        }
        return nil
    }

    /// SwiftUI modifiers that change layout in ways layoutdbg does not model yet (the catalogue's list).
    static var unsupportedModifiers: Set<String> { SwiftUICatalogue.unsupportedModifiers }

    /// SwiftUI views that layoutdbg does not model yet (the catalogue's list).
    static var unsupportedViews: Set<String> { SwiftUICatalogue.unsupportedViews }

    /// The views layoutdbg reads, for "did you mean" (the catalogue's).
    static let supportedViews = SwiftUICatalogue.viewNames

    /// The modifiers layoutdbg models, for "did you mean" (the catalogue's).
    static let supportedModifiers = SwiftUICatalogue.modifierNames

    /// `Color`'s static colours (the catalogue's).
    static let colors = SwiftUICatalogue.colorNames

    /// `ShapeStyle`s that fill like a colour where a style is expected (the catalogue's).
    static let shapeStyles = SwiftUICatalogue.shapeStyleNames

    /// Gradients lay out like `Color`: they take whatever they are offered (the catalogue's entries lowered to Color).
    static let gradients: Set<String> = Set(SwiftUICatalogue.entries.filter { $0.role == .lowered(to: "Color") }.map(\.name))
}
