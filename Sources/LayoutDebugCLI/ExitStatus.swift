/// The exit statuses of layoutdbg (sysexits-style; documented in README.md and `layoutdbg --help`).
public enum ExitStatus: Int32, Sendable {
    /// Success (and, for `check` and `diff`, "no difference").
    case ok = 0
    /// The run worked and found something: a failed check, a difference, findings at the `--fail-on` level.
    case failure = 1
    /// The command line was wrong.
    case usage = 64
    /// An input file could not be parsed or is invalid.
    case badInput = 65
    /// An input file does not exist or cannot be read.
    case missingFile = 66
    /// A bug in layoutdbg.
    case internalError = 70
    /// An output file could not be created (a missing directory, no permission).
    case cannotWrite = 73
    /// Writing the output failed on the way (a full disk): standard output or an `-o` file.
    case writeFailed = 74
}
