/// The natural sizes a Swift file gives its images in comments: `// size: WxH` at the end of an image's line, and
/// `// layoutdbg: image "name" WxH` for every image of that name. The reader reads them as it builds the tree; the
/// compiled path, which builds images from the user's code, is handed them so that both paths size an image alike.
public struct ImageSizeComments: Hashable, Sendable {
    /// The file the lines are of, as the compiled code names it (`#fileID`).
    public var file: String?
    public var byLine: [Int: Size]
    public var byName: [String: Size]

    public init(file: String? = nil, byLine: [Int: Size] = [:], byName: [String: Size] = [:]) {
        self.file = file
        self.byLine = byLine
        self.byName = byName
    }

    /// The size given for an image named `name` written in `file` on `line`: its line's comment first, as the reader.
    public func size(named name: String, file: String?, line: Int) -> Size? {
        (file == self.file ? byLine[line] : nil) ?? byName[name]
    }
}
