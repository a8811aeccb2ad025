// Models: Texts added together (`Text("12").font(.title) + Text(" items")`), SwiftUI's `static func + (Text, Text)
// -> Text`: one Text whose runs keep the fonts their own `.font` gave them, and the Text-returning modifiers that
// let a styled Text be added at all (Apple's documentation of `Text`, "Styling the view's text": `font(_:)`,
// `bold()`, `foregroundColor(_:)`, … return `Text`). Status: the sum's characters and fonts are exact; how it is
// measured is the text model's (TextContent: a line as high as the tallest run's, inferred).
extension Text {
    /// The two Texts as one, located where the first is.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var sum = Text(runs: lhs.runs, location: lhs.location)
        sum.runs += rhs.runs
        sum.faceChanges = lhs.faceChanges + rhs.faceChanges
        return sum
    }

    public static func += (lhs: inout Text, rhs: Text) { lhs = lhs + rhs }

    /// The font of every run that has none of its own: the innermost `.font` wins, as in the environment.
    public func font(_ font: Font?, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Text {
        guard let font else { return self }
        var text = self
        for index in text.runs.indices where text.runs[index].font == nil { text.runs[index].font = font.model }
        if runs.count == 1, runs[0].font == nil { text.fontSite = CallSite(fileID, line, column) }
        return text
    }

    // No layout effect: italics, lines and colour are drawn only. (The face changes are TextFaceModifiers.swift's.)
    public func italic(_ isActive: Bool = true) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
}
