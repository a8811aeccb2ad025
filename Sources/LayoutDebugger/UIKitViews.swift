// UIKit's views as a `UIViewRepresentable` makes them (ViewRepresentable.swift; view controllers are in
// UIKitViewControllers.swift): what SwiftUI reads of a hosted view is its intrinsic content size and its hugging and
// compression-resistance priorities, so those are UIKit's own; everything else a representable sets (colours, text,
// delegates, layers, the constraints between the view's own subviews) is kept and changes nothing a trace sees.
//
// Status, per view: `UIView` has no intrinsic size (`noIntrinsicMetric` on both axes: documented for AppKit's NSView,
// "The default width and height values of this property are set to noIntrinsicMetric"; UIKit's page says only that
// a view with none uses it, so inferred for UIView), hugs its content at 250 and resists compression at 750
// (UIKit's `defaultLow` and `defaultHigh`; observed in Interface Builder's defaults, a table of them for Xcode 7.3);
// so do a scroll view, a scrolling text view and a visual effect view, which inherit UIView's intrinsic size (inferred:
// their content scrolls or blurs inside whatever bounds they get). `UIActivityIndicatorView`'s medium style
// is 20 × 20 (observed, ControlComposition.spinnerSize) and hugs at 750 (Interface Builder's default). A text view
// that does not scroll is as tall as its text in UIKit, which layoutdbg does not measure: it says so
// (`unmeasuredReason`) and lays it out with no intrinsic size. Labels, text fields and buttons, whose size is their
// text's, are not here: a representable making one does not compile, and the error says which name is missing.
import Foundation
import LayoutModel

/// A layout priority: UIKit's constants (documented: `required` 1000, `defaultHigh` 750, `defaultLow` 250,
/// `fittingSizeLevel` 50). AppKit's `NSLayoutConstraint.Priority` is the same.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static let dragThatCanResizeScene = UILayoutPriority(510)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue + value) }
    public static func - (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue - value) }
}

/// A constraint between two anchors: kept, and not solved (a hosted view's size is its intrinsic size).
open class NSLayoutConstraint: NSObject, @unchecked Sendable {
    public enum Axis: Int, Sendable { case horizontal, vertical }
    /// AppKit's name for an axis.
    public typealias Orientation = Axis
    public typealias Priority = UILayoutPriority

    open var constant: CGFloat
    open var priority: UILayoutPriority = .required
    open var isActive = false
    open var identifier: String?
    public let multiplier: CGFloat

    init(constant: CGFloat, multiplier: CGFloat = 1) {
        self.constant = constant
        self.multiplier = multiplier
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }
}

/// An edge, centre or dimension of a view or layout guide, which constraints relate.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, @unchecked Sendable {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: constant)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: constant)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: constant)
    }
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, @unchecked Sendable {}
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, @unchecked Sendable {}

public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>, @unchecked Sendable {
    public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: constant) }
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: constant) }
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: constant) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: constant, multiplier: multiplier)
    }
}

/// The anchors of a view or a layout guide.
public protocol LayoutAnchored: AnyObject {}

extension LayoutAnchored {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

public final class UILayoutGuide: NSObject, LayoutAnchored, @unchecked Sendable {}

/// A view's backing layer: its drawing settings, no layout effect.
open class CALayer: NSObject, @unchecked Sendable {
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var opacity: Float = 1
    open var frame = CGRect.zero
    open var bounds = CGRect.zero
    open func addSublayer(_ layer: CALayer) {}
    open func removeFromSuperlayer() {}
}

#if !canImport(CoreGraphics)
/// A Core Graphics colour, which layers take: no layout effect.
public final class CGColor: @unchecked Sendable {
    init() {}
}
#endif

extension UIColor {
    /// The colour as a layer takes it.
    public var cgColor: CGColor {
        #if canImport(CoreGraphics)
        CGColor(gray: 0, alpha: 1)
        #else
        CGColor()
        #endif
    }
}

open class UIResponder: NSObject, @unchecked Sendable {
    open var next: UIResponder? { nil }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}

open class UIGestureRecognizer: NSObject, @unchecked Sendable {
    /// `action` is a selector where Objective-C is; Linux has none, and a recogniser's action never runs here.
    public init(target: Any?, action: Any?) {}
    open var isEnabled = true
    open var cancelsTouchesInView = true
}

open class UITapGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var numberOfTapsRequired = 1
}

/// A UIKit view.
open class UIView: UIResponder, LayoutAnchored, @unchecked Sendable {
    /// UIKit's value for "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1), flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 4), flexibleTopMargin = AutoresizingMask(rawValue: 8)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16), flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }

    open var frame: CGRect
    open var bounds: CGRect
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor! = .systemBlue
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var isOpaque = true
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var contentMode = ContentMode.scaleToFill
    open var tag = 0
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var layoutMargins = UIEdgeInsets.zero
    open var insetsLayoutMarginsFromSafeArea = true
    open var accessibilityLabel: String?
    open var accessibilityIdentifier: String?
    open var isAccessibilityElement = false
    public let layer = CALayer()
    public let safeAreaLayoutGuide = UILayoutGuide()
    public let layoutMarginsGuide = UILayoutGuide()
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    open var safeAreaInsets: UIEdgeInsets { .zero }
    private var priorities = ContentPriorities()

    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
    }
    public convenience override init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) {
        frame = .zero
        bounds = .zero
    }

    /// The size the view's content needs, per axis; `noIntrinsicMetric` for none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() {}

    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { priorities.hugging[axis.rawValue] }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        priorities.hugging[axis.rawValue] = priority
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        priorities.compression[axis.rawValue]
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        priorities.compression[axis.rawValue] = priority
    }

    /// Why layoutdbg cannot tell this view's intrinsic size, when it cannot (said once per view type in the trace).
    var unmeasuredReason: String? { nil }

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open func sizeToFit() {}
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
    open func addSubview(_ view: UIView) {
        view.superview = self
        subviews.append(view)
    }
    open func insertSubview(_ view: UIView, at index: Int) { addSubview(view) }
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    open func bringSubviewToFront(_ view: UIView) {}
    open func sendSubviewToBack(_ view: UIView) {}
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {}
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {}
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {}
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}

    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
}

public protocol UIScrollViewDelegate: AnyObject {}
public protocol UITextViewDelegate: UIScrollViewDelegate {}

/// A scrolling view: its content is larger than its bounds, so it has no size of its own.
open class UIScrollView: UIView, @unchecked Sendable {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

    open var contentSize = CGSize.zero
    open var contentOffset = CGPoint.zero
    open var contentInset = UIEdgeInsets.zero
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var keyboardDismissMode = KeyboardDismissMode.none
    open weak var delegate: UIScrollViewDelegate?
    open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1), link = UIDataDetectorTypes(rawValue: 2)
    public static let address = UIDataDetectorTypes(rawValue: 4), calendarEvent = UIDataDetectorTypes(rawValue: 8)
    public static let all = UIDataDetectorTypes(rawValue: 15)
}

/// A text view: it scrolls its text, so it has no size of its own, unless scrolling is off.
open class UITextView: UIScrollView, @unchecked Sendable {
    open var text: String! = ""
    open var attributedText: NSAttributedString! = NSAttributedString(string: "")
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var keyboardType = UIKeyboardType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var allowsEditingTextAttributes = false
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]

    override var unmeasuredReason: String? {
        isScrollEnabled ? nil : "a UITextView that does not scroll is as tall as its text, which layoutdbg does not measure"
    }
}

public class UIVisualEffect: NSObject, @unchecked Sendable {}

/// A blur: no layout effect.
public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
    public let style: Style
    public init(style: Style) { self.style = style }
}

public final class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    public init(blurEffect: UIBlurEffect) {}
    public init(blurEffect: UIBlurEffect, style: Int) {}
}

/// A view that blurs what is behind it: no size of its own.
open class UIVisualEffectView: UIView, @unchecked Sendable {
    open var effect: UIVisualEffect?
    public let contentView = UIView()
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A spinner: 20 × 20 in the medium style (ControlComposition.spinnerSize); it hugs its size (750, Interface
/// Builder's default for it).
open class UIActivityIndicatorView: UIView, @unchecked Sendable {
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    open var style: Style
    open var color: UIColor!
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
    public convenience init() { self.init(style: .medium) }
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    open override var intrinsicContentSize: CGSize {
        style == .medium ? CGSize(width: ControlComposition.spinnerSize.width, height: ControlComposition.spinnerSize.height)
            : CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    override var unmeasuredReason: String? {
        style == .medium ? nil : "the large UIActivityIndicatorView's size is not known to layoutdbg"
    }
}
