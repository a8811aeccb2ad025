// Kingfisher's SwiftUI image view (`import Kingfisher`: onevcat/Kingfisher, MIT, the image loader of many apps), as
// its renderer lays it out before the image arrives, which in a trace it never does (no network, no cache). Observed
// in the source, Sources/SwiftUI/KFImageRenderer.swift at 04d8578: a ZStack of the image branch, kept in the tree but
// hidden and framed to 0 × 0 "without affecting layout until it is renderable", and the placeholder in a ZStack of
// its own: the failure view (none before a load fails), else `.placeholder { … }`, else `Color.clear`, which takes
// the space offered. What the image would do once loaded (its pixels, `.resizable()`) cannot show here.
// `import Kingfisher` resolves to the stand-in (ScratchPackage's shim modules).
import Foundation
import LayoutModel

/// Kingfisher's `KFImage`: an image loaded from a URL, laid out as it is before it loads.
public struct KFImage: View, PrimitiveView {
    public typealias Body = Never
    let location: CallSite
    var placeholder: AnyView?
    var isResizable = false

    public init(_ url: URL?, isLoaded: Bool = false, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
    }

    public init(source: Any?, isLoaded: Bool = false, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
    }

    /// Kingfisher's loading progress, which a placeholder may show: none here.
    public typealias Progress = Foundation.Progress

    /// The view shown until the image arrives.
    public func placeholder<P: View>(@ViewBuilder _ content: () -> P) -> KFImage {
        var copy = self
        copy.placeholder = AnyView(content())
        return copy
    }

    /// The view shown until the image arrives, told the progress (none: a trace loads nothing).
    public func placeholder<P: View>(@ViewBuilder _ content: (Progress) -> P) -> KFImage {
        var copy = self
        copy.placeholder = AnyView(content(Progress(totalUnitCount: 0)))
        return copy
    }

    /// The loaded image resizes (a configuration of the image branch, hidden until it loads).
    public func resizable() -> KFImage {
        var copy = self
        copy.isResizable = true
        return copy
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        let (fileID, line, column) = (location.file ?? "", location.location.line, location.location.column)
        var image = Image("KFImage", naturalSize: .zero, fileID: fileID, line: line, column: column)
        if isResizable { image = image.resizable(fileID: fileID, line: line, column: column) }
        let placeholder = self.placeholder
        return builder.nodes(ZStack(content: {
            image.opacity(0).frame(width: 0, height: 0, fileID: fileID, line: line, column: column)
            ZStack(content: {
                if let placeholder { placeholder } else { Color.clear }
            }, fileID: fileID, line: line, column: column)
        }, fileID: fileID, line: line, column: column))
    }
}

/// What configures a `KFImage` and changes nothing a trace sees: loading, caching, processing, transitions and
/// callbacks (each returns the same view).
extension KFImage {
    public func fade(duration: TimeInterval) -> KFImage { self }
    public func cancelOnDisappear(_ flag: Bool) -> KFImage { self }
    public func reducePriorityOnDisappear(_ flag: Bool) -> KFImage { self }
    public func loadDiskFileSynchronously(_ flag: Bool = true) -> KFImage { self }
    public func cacheMemoryOnly(_ flag: Bool = true) -> KFImage { self }
    public func cacheOriginalImage(_ flag: Bool = true) -> KFImage { self }
    public func forceRefresh(_ flag: Bool = true) -> KFImage { self }
    public func fromMemoryCacheOrRefresh(_ flag: Bool = true) -> KFImage { self }
    public func onlyFromCache(_ flag: Bool = true) -> KFImage { self }
    public func backgroundDecode(_ flag: Bool = true) -> KFImage { self }
    public func startLoadingBeforeViewAppear(_ flag: Bool = true) -> KFImage { self }
    public func retry(maxCount: Int, interval: Any? = nil) -> KFImage { self }
    public func setProcessor(_ processor: Any) -> KFImage { self }
    public func setProcessors(_ processors: [Any]) -> KFImage { self }
    public func downsampling(size: CGSize) -> KFImage { self }
    public func scaleFactor(_ factor: CGFloat) -> KFImage { self }
    public func serialize(as format: Any) -> KFImage { self }
    public func loadTransition(_ transition: Any, animation: Animation? = .default) -> KFImage { self }
    public func renderingMode(_ mode: Image.TemplateRenderingMode?) -> KFImage { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> KFImage { self }
    public func antialiased(_ isAntialiased: Bool) -> KFImage { self }
    public func onSuccess(_ action: ((Any) -> Void)?) -> KFImage { self }
    public func onFailure(_ action: ((any Error) -> Void)?) -> KFImage { self }
    public func onProgress(_ action: ((Int64, Int64) -> Void)?) -> KFImage { self }
}
