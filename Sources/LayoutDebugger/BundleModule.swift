// Models: `Bundle.module`, the resource bundle SwiftPM generates for a package target that has resources. The
// compiled path builds the user's code as SwiftPM builds a target, with SWIFT_PACKAGE defined (ProgramDirectory), so
// code generated for apps and packages alike (SwiftGen's `#if SWIFT_PACKAGE return Bundle.module`) takes that branch
// here. It is the main bundle, which holds the app's data files in the compiled path (CompiledRun); text looked up
// in it is its key or the value given, as with a missing table.
import Foundation

extension Bundle {
    /// The main bundle, where the app's data files are. Disfavoured, so that the user's own `module` wins.
    @_disfavoredOverload
    public static var module: Bundle { .main }
}
