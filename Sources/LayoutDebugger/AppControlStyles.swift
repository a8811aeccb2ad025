// An app's own ButtonStyle and ToggleStyle: SwiftUI replaces each button's (toggle's) appearance inside
// `.buttonStyle(style)` (`.toggleStyle(style)`) with `style.makeBody(configuration:)`, whose `configuration.label` is
// the control's label (documented: Apple's ButtonStyle and ToggleStyle references). So the style's padding, stacks
// and backgrounds are the control's layout, and layoutdbg runs the style's code as SwiftUI would, not pressed, the
// toggle bound to its `isOn`. The built-in styles (`.plain`, `.bordered`, `.switch`, …) are ControlStyle's names and
// keep the default layout (LoweredViews.swift, ControlComposition).
import LayoutModel

/// A style that makes a button's appearance from its label.
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A control's label handed to a style, as a view of its own.
public struct StyledControlLabel: View, PrimitiveView {
    public typealias Body = Never
    let makeNodes: (ViewTreeBuilder) -> [ViewNode]

    init<Label: View>(_ label: Label) { makeNodes = { $0.nodes(label) } }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] { makeNodes(builder) }
}

/// What a button style is given: the button's label, not pressed.
public struct ButtonStyleConfiguration {
    public typealias Label = StyledControlLabel

    public let label: Label
    public let isPressed = false
    public let role: ButtonRole? = nil
}

/// A style that makes a toggle's appearance from its label and its value.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style is given: the toggle's label and its binding (`configuration.isOn`, `configuration.$isOn`).
public struct ToggleStyleConfiguration {
    public typealias Label = StyledControlLabel

    public let label: Label
    @Binding public var isOn: Bool
    public let isMixed = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

extension View {
    /// The buttons inside take their appearance from `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { environment in
            environment.buttonStyle = { label in AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: label))) }
        }
    }

    /// The toggles inside take their appearance from `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { environment in
            environment.toggleStyle = { label, isOn in
                AnyView(style.makeBody(configuration: ToggleStyleConfiguration(label: label, isOn: isOn)))
            }
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
public typealias StackNavigationViewStyle = ControlStyle
public typealias DoubleColumnNavigationViewStyle = ControlStyle
public typealias DefaultNavigationViewStyle = ControlStyle

/// `SegmentedPickerStyle()`: the segmented bar, as `.segmented`.
public struct SegmentedPickerStyle: PickerStyle {
    public var _isSegmented: Bool { true }
    public init() {}
}
