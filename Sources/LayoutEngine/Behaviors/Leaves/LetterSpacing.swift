// Models: `.kerning(_:)` and `.tracking(_:)` (the View modifiers, and Text's own on a Text by itself), points added
// after each character of the Texts inside.
// Documented: kerning "affects the trailing edge of the text view as well" (Apple, Text.kerning(_:)), so a line is
// k wider per character, its last included; tracking "adds or removes trailing whitespace, rather than changing
// character offsets" (Apple, Text.tracking(_:)), and "the system treats tracking as trailing whitespace"
// (NSAttributedString.Key.tracking), which a line's width does not count: t per character but the last. Observed:
// "kerning will leave some trailing whitespace whereas tracking will not" (hackingwithswift.com, "How to adjust the
// space between letters in text"). Where both are set, tracking is used: "If both kCTKernAttributeName and
// kCTTrackingAttributeName are present kCTKernAttributeName will be ignored unless zero" (Core Text,
// CTStringAttributes.h). 0 is the font's own spacing (Apple: "Value of 0 sets the kerning to the system default").
// Inferred: the font's pair kerning stays ("shift characters from the default spacing"); a line never measures
// below 0 wide however negative the spacing. Status: inferred.
import LayoutModel

/// The kerning and tracking a Text inherits.
struct LetterSpacing {
    var kerning = 0.0
    var tracking = 0.0

    /// Points after each character: the tracking where it is set, else the kerning.
    var perCharacter: Double { tracking != 0 ? tracking : kerning }

    /// What a line's width leaves out of `perCharacter`: tracking's, after the last character, as trailing whitespace.
    var trailing: Double { tracking }

    /// `metrics` with the spacing added to every character's advance.
    func applied(to metrics: TextMetrics) -> TextMetrics {
        var spaced = metrics
        spaced.tracking = Saturating.add(spaced.tracking, perCharacter)
        return spaced
    }
}
