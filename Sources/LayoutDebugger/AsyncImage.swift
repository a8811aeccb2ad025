// AsyncImage as a trace sees it: before its image loads (layoutdbg loads nothing), so its standard placeholder, which
// fills the space offered (documented, Apple's AsyncImage reference), or the placeholder the code gives, or what the
// phase closure shows for `.empty` (ControlComposition.filling; the reader lays out the same, TreeBuilder+Controls).
import LayoutModel

/// An image loaded from a URL: laid out as it is before the image arrives.
public struct AsyncImage<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content?
    let location: CallSite

    public init(url: URL?, scale: CGFloat = 1, fileID: String = #fileID, line: Int = #line, column: Int = #column) where Content == Image {
        content = nil
        location = CallSite(fileID, line, column)
    }

    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: @escaping () -> Content,
                         fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.content = placeholder()
        location = CallSite(fileID, line, column)
    }

    /// The phase closure is asked for the view of `.empty`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.content = content(.empty)
        location = CallSite(fileID, line, column)
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        guard let content else { return [ControlComposition.filling(name: "AsyncImage", at: location.location, file: location.file)] }
        return builder.nodes(content)
    }
}

/// Where an AsyncImage's load is: always `.empty` in a trace.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The animation context of a state change: no layout effect.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}
