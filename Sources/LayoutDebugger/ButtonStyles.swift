// An app's own ButtonStyle: SwiftUI replaces each button's appearance inside `.buttonStyle(style)` with
// `style.makeBody(configuration:)`, whose `configuration.label` is the button's label (documented: Apple's
// ButtonStyle reference). So the style's padding and backgrounds are the button's layout, and layoutdbg runs the
// style's code as SwiftUI would, not pressed. The built-in styles (`.plain`, `.bordered`, …) are ControlStyle's
// names and keep the button laid out as its label (LoweredViews.swift).
import LayoutModel

/// A style that makes a button's appearance from its label.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style is given: the button's label, not pressed.
public struct ButtonStyleConfiguration {
    /// The button's label as a view of its own.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let makeNodes: (ViewTreeBuilder) -> [ViewNode]

        func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { makeNodes(builder) }
    }

    public let label: Label
    public let isPressed = false
    public let role: ButtonRole? = nil
}

extension View {
    /// The buttons inside take their appearance from `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { environment in
            environment.buttonStyle = { label in AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: label))) }
        }
    }
}

// SwiftUI's named style types, as older code spells the styles: the same no-layout styles as their static names.
public typealias PlainButtonStyle = ControlStyle
public typealias BorderlessButtonStyle = ControlStyle
public typealias DefaultButtonStyle = ControlStyle
public typealias BorderedButtonStyle = ControlStyle
public typealias BorderedProminentButtonStyle = ControlStyle
public typealias PlainListStyle = ControlStyle
public typealias GroupedListStyle = ControlStyle
public typealias InsetGroupedListStyle = ControlStyle
public typealias InsetListStyle = ControlStyle
public typealias SidebarListStyle = ControlStyle
public typealias DefaultListStyle = ControlStyle
public typealias SwitchToggleStyle = ControlStyle
public typealias DefaultToggleStyle = ControlStyle
public typealias RoundedBorderTextFieldStyle = ControlStyle
public typealias PlainTextFieldStyle = ControlStyle
public typealias DefaultTextFieldStyle = ControlStyle
public typealias CircularProgressViewStyle = ControlStyle
public typealias LinearProgressViewStyle = ControlStyle
public typealias DefaultProgressViewStyle = ControlStyle
public typealias MenuPickerStyle = ControlStyle
public typealias WheelPickerStyle = ControlStyle
public typealias InlinePickerStyle = ControlStyle
public typealias DefaultPickerStyle = ControlStyle

/// `SegmentedPickerStyle()`: the segmented bar, as `.segmented`.
public struct SegmentedPickerStyle: PickerStyle {
    public var _isSegmented: Bool { true }
    public init() {}
}
