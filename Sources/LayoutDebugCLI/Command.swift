import LayoutModel
import LayoutEngine

/// A subcommand: its spec (for parsing and help) and what it does.
protocol Command: SendableMetatype {
    /// The command's name, apart from its spec: the dispatcher finds the command by it and builds only that one's spec.
    static var name: String { get }
    static var spec: CommandSpec { get }
    /// Runs with parsed arguments; output goes to `io`. Throws for every failure; returns the status otherwise.
    static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CommandError) -> ExitStatus
}

/// A command as the dispatcher holds it: generic over the command type, so no existential is needed.
struct CommandEntry: Sendable {
    let name: String
    private let makeSpec: @Sendable () -> CommandSpec
    let run: @Sendable (ParsedArguments, CommandIO) throws(CommandError) -> ExitStatus

    init<C: Command>(_ command: C.Type) {
        name = C.name
        makeSpec = { C.spec }
        run = { arguments, io throws(CommandError) in try C.run(arguments, io: io) }
    }

    /// Made when first asked for: all the commands' specs together (their options, choices and discussions) were 6%
    /// of a tiny trace's start-up (docs/performance.md item 45).
    var spec: CommandSpec { makeSpec() }
}

/// Where a command's output goes, and what it may know of its surroundings.
/// One command run owns it on one thread; Sendable only so that the dispatcher table can hold closures over it.
public final class CommandIO: @unchecked Sendable {
    public private(set) var stdout: [UInt8] = []
    public private(set) var stderr: [UInt8] = []
    public let environment: [String: String]
    public let currentDirectory: String
    /// The custom layouts inputs may name: the `layoutdbg` executable offers the seed layouts.
    public let layouts: (any NamedLayouts)?
    /// Whether standard output and standard error are terminals (the executable asks; tests leave them false), for
    /// `--color auto` and progress lines.
    public var stdoutIsTerminal = false
    public var stderrIsTerminal = false
    /// Standard output's descriptor when it is a regular file (`> out.json`), which a long output is streamed into
    /// a buffer at a time instead of being held whole; nil otherwise (the executable asks; tests may set it).
    public var standardOutputFile: Int32?
    /// Writes a progress line to the terminal at once (not buffered like `stderr`); nil when standard error is not a
    /// terminal. The line replaces the previous one; an empty line clears it.
    public var progress: (@Sendable (String) -> Void)?
    /// The bounds on input and output, `--limit` applied (set by the dispatcher before the command runs).
    public var limits = InputLimits.standard
    /// The process exits when the command is done (the executable sets it; tests, which run many commands in one
    /// process, leave it false): a command that makes one run may then leave its large values to the exit
    /// (`ProcessEnd`) rather than free them.
    public var exitsWhenDone = false

    public init(environment: [String: String], currentDirectory: String, layouts: (any NamedLayouts)? = nil) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.layouts = layouts
    }

    /// Adds to standard output; the first output is kept as it is, not copied (a trace may be hundreds of MB).
    func out(_ bytes: [UInt8]) {
        if stdout.isEmpty { stdout = bytes } else { stdout.append(contentsOf: bytes) }
    }
    func replaceStdout(_ bytes: [UInt8]) { stdout = bytes }
    func replaceStderr(_ bytes: [UInt8]) { stderr = bytes }
    func out(_ text: String) { stdout.append(contentsOf: Array(text.utf8)) }
    func err(_ text: String) { stderr.append(contentsOf: Array(text.utf8)) }

    /// True when running in CI (the `CI` environment variable is set and not "false" or "0").
    var isCI: Bool {
        guard let value = environment["CI"] else { return false }
        return !value.isEmpty && value != "false" && value != "0"
    }
}
