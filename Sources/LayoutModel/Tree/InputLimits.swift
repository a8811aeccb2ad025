/// How much one input may ask for, the same for the JSON and the SwiftUI-syntax readers (docs/input-format.md
/// "Limits"): each is refused before the work, at the view or modifier that passes it, in these words.
public enum InputLimits {
    /// The most views one input may make (ForEach copies and view struct instances included).
    public static let maximumViews = 200_000
    /// The most modifiers one input may apply, all views together: each layout modifier is a node of its own, and a
    /// chain of them is as deep as it is long.
    public static let maximumModifiers = 200_000

    public static var tooManyViews: String {
        "this input expands to more than \(maximumViews) views; layoutdbg reads at most that many"
    }

    public static var tooManyModifiers: String {
        "this input applies more than \(maximumModifiers) modifiers; layoutdbg reads at most that many"
    }
}
