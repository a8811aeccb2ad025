// Models: the modifiers that change the face text is set in, on a view (for every Text inside) and on a Text (for
// that Text): `fontWeight(_:)`, `bold(_:)`, `fontDesign(_:)`, `fontWidth(_:)`, `monospaced(_:)`, `monospacedDigit()`,
// `textCase(_:)` and `allowsTightening(_:)`. In SwiftUI each changes the glyphs' advances (Apple's documentation of
// each: `monospacedDigit()` "widens all of the 1s, and the text view as a whole"; SF Pro's Semibold advances are not
// its Regular ones, SFProTables). Status: not modelled. layoutdbg sets text in the face of its font style and says
// so, once per modifier, in the reader's words (ApproximationWarning.ignoredModifiers), so that a file compiled warns
// as the same file read does.

extension View {
    public func fontWeight(_ weight: Font.Weight?, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("fontWeight", at: CallSite(fileID, line, column))
    }
    public func bold(_ isActive: Bool = true, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("bold", at: CallSite(fileID, line, column))
    }
    public func fontDesign(_ design: Font.Design?, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("fontDesign", at: CallSite(fileID, line, column))
    }
    public func fontWidth(_ width: Font.Width?, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("fontWidth", at: CallSite(fileID, line, column))
    }
    public func monospaced(_ isActive: Bool = true, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("monospaced", at: CallSite(fileID, line, column))
    }
    public func monospacedDigit(fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("monospacedDigit", at: CallSite(fileID, line, column))
    }
    public func textCase(_ textCase: Text.Case?, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("textCase", at: CallSite(fileID, line, column))
    }
    public func allowsTightening(_ flag: Bool, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> some View {
        ignoring("allowsTightening", at: CallSite(fileID, line, column))
    }
}

// On a Text they return a Text (so that styled Texts can be added), which says them when it is built.
extension Text {
    public func fontWeight(_ weight: Font.Weight?, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Text {
        changingFace("fontWeight", at: CallSite(fileID, line, column))
    }
    public func bold(_ isActive: Bool = true, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Text {
        changingFace("bold", at: CallSite(fileID, line, column))
    }
    public func fontDesign(_ design: Font.Design?, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Text {
        changingFace("fontDesign", at: CallSite(fileID, line, column))
    }
    public func fontWidth(_ width: Font.Width?, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Text {
        changingFace("fontWidth", at: CallSite(fileID, line, column))
    }
    public func monospaced(_ isActive: Bool = true, fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Text {
        changingFace("monospaced", at: CallSite(fileID, line, column))
    }
    public func monospacedDigit(fileID: String = #fileID, line: Int = #line, column: Int = #column) -> Text {
        changingFace("monospacedDigit", at: CallSite(fileID, line, column))
    }

    private func changingFace(_ name: String, at site: CallSite) -> Text {
        var text = self
        text.faceChanges.append((name, site))
        return text
    }
}
