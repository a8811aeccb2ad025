// AppKit's views and view controllers as an `NSViewRepresentable` makes them (ViewRepresentable.swift): as with
// UIKit's (UIKitViews.swift), SwiftUI reads a hosted view's intrinsic content size and priorities, and the rest is
// kept and changes nothing a trace sees. `NSView` has no intrinsic size (documented: "The default width and height
// values of this property are set to noIntrinsicMetric", AppKit's `intrinsicContentSize`) and the same default
// priorities as a UIView (inferred); a visual effect view and a scroll view inherit them. Controls whose size is
// their text's are not here.
import Foundation
import LayoutModel

open class NSResponder: NSObject, @unchecked Sendable {
    open var acceptsFirstResponder: Bool { false }
    open func becomeFirstResponder() -> Bool { false }
    open func resignFirstResponder() -> Bool { true }
}

/// An AppKit view.
open class NSView: NSResponder, LayoutAnchored, @unchecked Sendable {
    /// AppKit's value for "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let width = AutoresizingMask(rawValue: 2), height = AutoresizingMask(rawValue: 16)
    }

    open var frame: CGRect
    open var bounds: CGRect
    open var isHidden = false
    open var alphaValue: CGFloat = 1
    open var wantsLayer = false
    open var layer: CALayer?
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var toolTip: String?
    open private(set) var subviews: [NSView] = []
    open private(set) weak var superview: NSView?
    private var priorities = ContentPriorities()

    public init(frame frameRect: CGRect) {
        frame = frameRect
        bounds = CGRect(origin: .zero, size: frameRect.size)
    }
    public convenience override init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) {
        frame = .zero
        bounds = .zero
    }

    /// The size the view's content needs, per axis; `noIntrinsicMetric` for none.
    open var intrinsicContentSize: CGSize { CGSize(width: NSView.noIntrinsicMetric, height: NSView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() {}

    open func contentHuggingPriority(for orientation: NSLayoutConstraint.Orientation) -> UILayoutPriority {
        priorities.hugging[orientation.rawValue]
    }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for orientation: NSLayoutConstraint.Orientation) {
        priorities.hugging[orientation.rawValue] = priority
    }
    open func contentCompressionResistancePriority(for orientation: NSLayoutConstraint.Orientation) -> UILayoutPriority {
        priorities.compression[orientation.rawValue]
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for orientation: NSLayoutConstraint.Orientation) {
        priorities.compression[orientation.rawValue] = priority
    }

    open func addSubview(_ view: NSView) {
        view.superview = self
        subviews.append(view)
    }
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func layout() {}
    open func draw(_ dirtyRect: CGRect) {}
    open var needsLayout = false
    open var needsDisplay = false
}

/// A view that blurs or tints what is behind it, a window's sidebar or a popover's: no size of its own.
open class NSVisualEffectView: NSView, @unchecked Sendable {
    public enum Material: Int, Sendable {
        case titlebar = 3, selection, menu, popover, sidebar, headerView = 10, sheet, windowBackground, hudWindow, fullScreenUI = 15,
             toolTip = 17, contentBackground, underWindowBackground = 21, underPageBackground
    }
    public enum BlendingMode: Int, Sendable { case behindWindow, withinWindow }
    public enum State: Int, Sendable { case followsWindowActiveState, active, inactive }
    open var material = Material.windowBackground
    open var blendingMode = BlendingMode.behindWindow
    open var state = State.followsWindowActiveState
    open var isEmphasized = false
}

/// A scrolling view: its document scrolls inside whatever bounds it gets, so it has no size of its own.
open class NSScrollView: NSView, @unchecked Sendable {
    open var documentView: NSView?
    open var hasVerticalScroller = false
    open var hasHorizontalScroller = false
    open var autohidesScrollers = false
    open var drawsBackground = true
    open var borderType = 0
}

/// An AppKit view controller: its view is what SwiftUI hosts.
open class NSViewController: NSResponder, @unchecked Sendable {
    private var loadedView: NSView?
    open var view: NSView {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView ?? NSView()
        }
        set { loadedView = newValue }
    }
    open var title: String?
    open var preferredContentSize = CGSize.zero

    public init(nibName: String?, bundle: Bundle?) {}
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) {}

    open func loadView() { loadedView = NSView() }
    open func viewDidLoad() {}
    open func viewWillAppear() {}
    open func viewDidAppear() {}
    open func addChild(_ child: NSViewController) {}
}

/// A SwiftUI view in an AppKit view controller.
open class NSHostingController<Content: View>: NSViewController, @unchecked Sendable {
    public var rootView: Content
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not available for a hosting controller here") }
}
