// `import WebKit`: the web view apps host in a `UIViewRepresentable` (`WKWebView`) and what its code sets on it
// (configuration, delegates, the page it loads). A web view scrolls its page inside whatever bounds it gets, so it
// has no intrinsic size (inferred: UIView's, which it does not override for its scrolling content), and is sized as
// any such hosted view (ViewRepresentable.swift). Nothing is loaded: a trace is the layout before the page arrives.
// WebKit is always the stand-in's here, as UIKit is, so its web view is a UIView (a Mac app's NSViewRepresentable of
// one does not compile).
import Foundation
import LayoutModel

public protocol WKNavigationDelegate: AnyObject {}
public protocol WKUIDelegate: AnyObject {}
public protocol WKScriptMessageHandler: AnyObject {}

public final class WKNavigation: NSObject, @unchecked Sendable {}

public final class WKPreferences: NSObject, @unchecked Sendable {
    public var javaScriptCanOpenWindowsAutomatically = false
    public var isFraudulentWebsiteWarningEnabled = true
    public var minimumFontSize: CGFloat = 0
}

public final class WKWebpagePreferences: NSObject, @unchecked Sendable {
    public var allowsContentJavaScript = true
    public var preferredContentMode = 0
}

public final class WKUserContentController: NSObject, @unchecked Sendable {
    public func add(_ handler: WKScriptMessageHandler, name: String) {}
    public func removeScriptMessageHandler(forName name: String) {}
    public func addUserScript(_ script: WKUserScript) {}
}

public final class WKUserScript: NSObject, @unchecked Sendable {
    public enum InjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }
    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) {}
}

public final class WKWebViewConfiguration: NSObject, @unchecked Sendable {
    public var preferences = WKPreferences()
    public var defaultWebpagePreferences = WKWebpagePreferences()
    public var userContentController = WKUserContentController()
    public var allowsInlineMediaPlayback = false
    public var allowsAirPlayForMediaPlayback = true
    public var allowsPictureInPictureMediaPlayback = true
    public var suppressesIncrementalRendering = false
    public var applicationNameForUserAgent: String?
    public override init() {}
}

/// A web page's view: no size of its own.
open class WKWebView: UIView, @unchecked Sendable {
    public let configuration: WKWebViewConfiguration
    public let scrollView = UIScrollView()
    open weak var navigationDelegate: WKNavigationDelegate?
    open weak var uiDelegate: WKUIDelegate?
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var isInspectable = false
    open private(set) var url: URL?
    open var title: String? { nil }
    open var isLoading: Bool { false }
    open var estimatedProgress: Double { 0 }
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }
    public convenience override init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    /// Loads nothing: `request` is the app's `URLRequest`, which Linux's Foundation keeps in FoundationNetworking.
    @discardableResult open func load<Request>(_ request: Request) -> WKNavigation? { nil }
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { nil }
    @discardableResult open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { nil }
    @discardableResult open func reload() -> WKNavigation? { nil }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}
    open func evaluateJavaScript(_ script: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {}
}
