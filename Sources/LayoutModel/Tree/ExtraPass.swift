/// A layout pass after the first, as SwiftUI runs one when something changes (seed 001: a state change re-evaluates
/// the view, `updateCache` runs, and the layout places its subviews again; spec §1.7, §24).
///
/// From the command line (`--proposal` given again) or a Swift input's `// layoutdbg: pass …` directives
/// (docs/dsl.md, "Passes"); run in order after the first pass by one `LayoutSession`, numbered 2, 3, … in the trace.
public enum ExtraPass: Sendable, Hashable {
    /// The same tree laid out again, with `proposal` (a rotation, a window resize) or the run's own proposal when nil:
    /// size caches answer what they can, and every view is placed again.
    case again(proposal: ProposedSize?)
    /// The root view re-evaluated with its property `name` set to `value` (a Swift expression), as a state change does:
    /// views whose inputs changed lose their caches, custom layouts run `updateCache`.
    case state(name: String, value: String, location: SourceLocation)
}
