// UIKit's view controllers as a `UIViewControllerRepresentable` makes them (ViewRepresentable.swift): SwiftUI hosts a
// controller's view, sized as a view with no intrinsic size (inferred, docs/fidelity.md); the controllers apps wrap
// most (the share sheet, the image and document pickers, a navigation controller, a hosting controller) are mostly
// presented in sheets, which a trace does not lay out, so here they need only compile as written.
import Foundation
import LayoutModel

/// A UIKit view controller: its view is what SwiftUI hosts.
open class UIViewController: UIResponder, @unchecked Sendable {
    public enum ModalPresentationStyle: Int, Sendable { case automatic = -2, fullScreen = 0, pageSheet, formSheet, overFullScreen = 5, popover = 7 }

    private var loadedView: UIView?
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }
    open var title: String?
    open var preferredContentSize = CGSize.zero
    open var modalPresentationStyle = ModalPresentationStyle.automatic
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    open var presentedViewController: UIViewController? { nil }

    public init(nibName: String?, bundle: Bundle?) {}
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) {}

    open func loadView() { loadedView = UIView() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewDidLayoutSubviews() {}
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
    open func addChild(_ child: UIViewController) {
        child.parent = self
        children.append(child)
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func didMove(toParent parent: UIViewController?) {}
    open func willMove(toParent parent: UIViewController?) {}
}

/// A SwiftUI view in a UIKit view controller.
open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
    public var rootView: Content
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not available for a hosting controller here") }
}

/// The share sheet.
open class UIActivityViewController: UIViewController, @unchecked Sendable {
    public var excludedActivityTypes: [UIActivity.ActivityType]?
    public var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void)?
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

open class UIActivity: NSObject, @unchecked Sendable {
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    }
}

public protocol UINavigationControllerDelegate: AnyObject {}

open class UINavigationController: UIViewController, @unchecked Sendable {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func pushViewController(_ controller: UIViewController, animated: Bool) {}
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
}

public protocol UIImagePickerControllerDelegate: AnyObject {}

/// The photo library and camera picker: presented, never laid out in place.
open class UIImagePickerController: UINavigationController, @unchecked Sendable {
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    }
    open var sourceType = SourceType.photoLibrary
    open var allowsEditing = false
    open var mediaTypes: [String] = ["public.image"]
    open weak var delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
}

public protocol UIDocumentPickerDelegate: AnyObject {}

/// The Files picker: presented, never laid out in place.
open class UIDocumentPickerViewController: UIViewController, @unchecked Sendable {
    open weak var delegate: UIDocumentPickerDelegate?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) { super.init(nibName: nil, bundle: nil) }
    public init(forExporting urls: [URL], asCopy: Bool = false) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
