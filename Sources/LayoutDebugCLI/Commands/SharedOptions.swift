import CompiledPath
import LayoutAnalysis
import LayoutDebugCore
import LayoutModel
import LayoutTrace

/// Options every command that lays a tree out understands.
enum SharedOptions {
    static let quirk = OptionSpec.value("--quirk", valueName: "NAME", help: "Turn a quirk on (repeatable); see 'layoutdbg trace --help'.",
                                        repeatable: true)
    static let noQuirk = OptionSpec.value("--no-quirk", valueName: "NAME", help: "Turn a quirk off (repeatable).", repeatable: true)
    static let proposal = OptionSpec.value("--proposal", valueName: "WxH",
                                           help: "Root proposal, e.g. 350x350, 390xnil, infxinf, with the root at (0, 0) (default: the input's, else the device's safe area, the root centred in it, or the container a preview's .previewLayout or traits name). Given again, each is one more pass over the same views (caches carry over): --proposal 393x852 --proposal 852x393.",
                                           repeatable: true)
    static let device = OptionSpec.value("--device", valueName: "NAME",
                                         help: "The device the root is shown on: its safe area, display scale and platform text sizes (default: the input's, else \(DeviceCatalogue.defaultDevice.name)); 'layoutdbg devices' lists them.")
    static let landscape = OptionSpec.flag("--landscape", help: "Show the root on the device in landscape.")
    static let os = OptionSpec.value("--os", valueName: "RELEASE",
                                     help: "Lay out as this OS release's SwiftUI does: its version-dependent quirks on or off (--quirk still wins); named in the trace header.",
                                     choices: OSProfile.all.map(\.name))
    static let fontMetrics = OptionSpec.value("--font-metrics", valueName: "FILE",
                                              help: "Set Text in your own font metrics (docs/font-metrics.md) instead of SF Pro's.")
    static let root = OptionSpec.value("--root", valueName: "VIEW",
                                       help: "The root view of a Swift input: a view struct's name, or any view expression, e.g. 'RowView(title: \"Settings\")'.")
    static let preview = OptionSpec.value("--preview", valueName: "NAME|INDEX", help: "Which #Preview of a Swift input is the root (default: the first); its traits apply (.sizeThatFitsLayout, .fixedLayout, .landscapeLeft).")
    static let view = OptionSpec.value("--view", valueName: "NAME",
                                       help: "The view type of a Swift input (or of a --with file) to trace: through the first #Preview that shows it, else NAME() when it needs no arguments.")
    static let engine = OptionSpec.value("--engine", valueName: "ENGINE",
                                         help: "How a Swift input runs: auto (the reader, or compiled when needed), interpret, compile (default: auto).",
                                         choices: SwiftEngine.allCases.map(\.rawValue))
    static let subviews = OptionSpec.value("--subviews", valueName: "N", help: "Sample subviews of a file that declares only layouts (default 5).")
    static let timeout = OptionSpec.value("--timeout", valueName: "SECONDS", help: "How long a compiled file's code may run (default 10).")
    static let with = OptionSpec.value("--with", valueName: "FILE|DIR",
                                       help: "Another Swift file of the app that the input uses (its models, helpers, views), compiled with it; a folder adds its .swift files (repeatable).",
                                       repeatable: true)

    static let inputFormat = OptionSpec.value("--input-format", valueName: "FORMAT",
                                              help: "What the input is: auto (a saved trace by its content, else .json / .swift by extension, else '{' means JSON), json, swift, trace (default: auto).",
                                              choices: InputFormat.allCases.map(\.rawValue))

    static let limit = OptionSpec.value("--limit", valueName: "NAME=N",
                                        help: "Raise or lower a bound on input and output (repeatable): "
                                            + InputLimits.Name.allCases.map { "\($0.rawValue) (\(InputLimits.standard[$0]))" }.joined(separator: ", ")
                                            + "; docs/input-format.md, \"Limits\".",
                                        repeatable: true)

    static let measured = OptionSpec.value("--measured", valueName: "FILE",
                                           help: "A recording from a device (layoutdbg import, LayoutRecorder): the leaves it recorded answer with the device's replies (docs/device.md).")

    static let alone = OptionSpec.flag("--alone", help: "Read a Swift file by itself: when it uses a view or type it does not declare, do not look for it in the file's project (the folder with its .xcodeproj or Package.swift).")

    static let all = [quirk, noQuirk, os, proposal, device, landscape, fontMetrics, measured, root, preview, view, engine, subviews, timeout,
                      inputFormat, limit, alone]

    /// The limits `--limit NAME=N` sets, the others at their defaults.
    static func limits(_ arguments: ParsedArguments, command: String) throws(CommandError) -> InputLimits {
        var limits = InputLimits.standard
        for setting in arguments.all("--limit") {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            let names = InputLimits.Name.allCases.map(\.rawValue)
            guard parts.count == 2, let name = InputLimits.Name(rawValue: parts[0]) else {
                let notes = Suggestion.closest(to: parts.first ?? setting, in: names).map { ["did you mean '\($0)'?"] } ?? []
                throw .usage("--limit takes NAME=N, NAME one of \(names.joined(separator: ", ")); got '\(setting)'", notes: notes, command: command)
            }
            guard let value = Int(parts[1].replacingOccurrences(of: "_", with: "")), value > 0 else {
                throw .usage("--limit \(name.rawValue) needs a whole number above 0, got '\(parts[1])'", command: command)
            }
            limits[name] = value
        }
        return limits
    }

    /// `--input-format`, auto when not given (the choices are checked by the parser).
    static func format(_ arguments: ParsedArguments) -> InputFormat {
        arguments.value("--input-format").flatMap(InputFormat.init(rawValue:)) ?? .auto
    }
    /// Options only commands that run Swift inputs through the compiled path take (`trace`, `lint`): elsewhere they
    /// would be read and do nothing.
    static let compiling = [with]

    /// The quirk flags, device and root proposal given on the command line.
    static func overrides(_ arguments: ParsedArguments, command: String) throws(CommandError) -> RunSettings {
        var overrides = RunSettings()
        for (option, on) in [("--quirk", true), ("--no-quirk", false)] {
            for name in arguments.all(option) {
                guard let quirk = Quirk(rawValue: name) else {
                    let notes = Suggestion.closest(to: name, in: Quirk.allCases.map(\.rawValue)).map { ["did you mean '\($0)'?"] } ?? []
                    throw .usage("unknown quirk '\(name)'; the quirks are: \(Quirk.allCases.map(\.rawValue).joined(separator: ", "))",
                                 notes: notes, command: command)
                }
                overrides.quirks.append(QuirkSetting(quirk, on))
            }
        }
        for (index, text) in arguments.all("--proposal").enumerated() {
            switch ProposalText.parse(text) {
            case .success(let proposal):
                if index == 0 { overrides.proposal = proposal } else { overrides.passes.append(.again(proposal: proposal)) }
            case .failure(let error): throw .usage("--proposal: \(error.message)", notes: error.notes, command: command)
            }
        }
        if let name = arguments.value("--device") {
            guard let device = DeviceCatalogue.device(named: name) else {
                let unknown = DeviceCatalogue.unknown(name)
                throw .usage(unknown.message, notes: unknown.notes, command: command)
            }
            overrides.device = DeviceChoice(device)
        }
        if arguments.has("--landscape") { overrides.orientation = .landscape }
        // The choices are checked by the parser.
        if let name = arguments.value("--os") { overrides.os = OSProfile.named(name) }
        if let path = arguments.value("--font-metrics") {
            do {
                overrides.fontMetrics = try InputLoader.fontMetrics(path: path)
            } catch {
                throw CommandError(error)
            }
        }
        return overrides
    }

    /// Loads an input file, printing the reader's warnings to stderr. With `compiling`, the command's Swift inputs
    /// may run through the compiled path (they then arrive as a trace); commands that need a tree pass false. A Swift
    /// file that fails for want of a declaration its project has is read again as part of its project
    /// (`EnclosingProject`), unless `--alone`.
    static func load(_ path: String, _ arguments: ParsedArguments, command: String, compiling: Bool, others: [String] = [],
                     io: CommandIO) throws(CommandError) -> LoadedInput {
        var swift = compiling ? try swiftOptions(arguments, command: command, io: io) : try readerOptions(arguments, command: command, io: io)
        let folder = try program(path, others: others, arguments, command: command, compiling: compiling, swift: &swift, io: io)
        let project = AssetCatalog.project(of: path)
        swift.assets = AssetCatalog.assets(for: path, in: project)
        if !arguments.has("--device") { swift.projectDevice = project.flatMap(ProjectPlatform.macWindow) }
        do {
            return try read(folder?.input ?? path, as: folder, arguments, swift: swift, io: io)
        } catch {
            guard folder == nil, !arguments.has("--alone"),
                  let (project, note) = try projectProgram(path, failure: error, arguments, swift: swift, io: io) else { throw error }
            io.err(note + "\n")
            swift.companions += project.companions
            swift.modules.formUnion(project.modules)
            return try read(path, as: project, arguments, swift: swift, io: io)
        }
    }

    /// `path` read alone, or as the input of the program `folder`, with the reader's warnings printed.
    private static func read(_ path: String, as folder: FolderInput.Resolved?, _ arguments: ParsedArguments, swift: SwiftInputOptions,
                             io: CommandIO) throws(CommandError) -> LoadedInput {
        let input: LoadedInput
        var swift = swift
        do throws(LoadError) {
            if let folder {
                // Every file of the program was read once already; which of them are compiled is FolderInput's call.
                let note: String?
                (input, note) = try FolderInput.load(folder, swift: &swift) { (swift) throws(LoadError) in
                    try InputLoader.parse(Array(folder.inputSource.utf8), file: path, root: arguments.value("--root"), layouts: io.layouts,
                                          swift: swift, format: format(arguments), limits: io.limits)
                }
                if let note { io.err(note + "\n") }
            } else {
                input = try InputLoader.load(path: path, root: arguments.value("--root"), layouts: io.layouts, swift: swift,
                                             format: format(arguments), limits: io.limits)
            }
        } catch {
            let explained = folder.map { FolderInput.explain(error, $0) } ?? error
            guard !swift.companions.isEmpty, case .badInput(let input, let source) = explained else { throw CommandError(explained) }
            // With other files, the errors may be in any of them: each is quoted from its own.
            throw .badInput(input.diagnostics, source: source, sourceFile: path)
        }
        // A warning in another file of the program is quoted from that file.
        let companions = swift.companions
        for warning in input.warnings {
            io.err(DiagnosticRenderer.render([warning]) { file in
                file == input.file ? input.source : companions.first { $0.path == file }?.source
            } + "\n")
        }
        return input
    }

    /// The program of the project `path` is part of, when `failure` says the file uses a name it does not declare and
    /// a file of the project declares it, with the note that says so; nil otherwise (the failure stands). A view that
    /// needs more of the project than `EnclosingProject.fileLimit` files is not compiled unasked: `failure` is
    /// thrown with a note that says where the name is and how to trace the view with its project anyway.
    private static func projectProgram(_ path: String, failure: CommandError, _ arguments: ParsedArguments, swift: SwiftInputOptions,
                                       io: CommandIO) throws(CommandError) -> (FolderInput.Resolved, note: String)? {
        guard path != "-", case .badInput(var diagnostics, let source, let sourceFile) = failure else { return nil }
        let names = EnclosingProject.missingNames(in: diagnostics)
        guard !names.isEmpty else { return nil }
        // The project's folder, or with no project the files beside the input (read alone, not the folders below).
        let project: EnclosingProject.Found, paths: [String]
        if let found = EnclosingProject.find(for: path) {
            (project, paths) = (found, [path, found.folder] + EnclosingProject.localPackages(of: found))
        } else if let beside = EnclosingProject.siblings(of: path) {
            (project, paths) = (beside.folder, [path] + beside.files)
        } else {
            return nil
        }
        // The file's own error stands, with a note that says why its project did not help.
        func failing(_ note: String) -> CommandError {
            if let index = diagnostics.firstIndex(where: { $0.severity == .error }) { diagnostics[index].notes.append(note) }
            return .badInput(diagnostics, source: source, sourceFile: sourceFile)
        }
        let resolved: FolderInput.Resolved
        do {
            resolved = try FolderInput.resolve(paths, view: swift.view, root: arguments.value("--root"), input: path,
                                               limits: io.limits)
        } catch {
            // The files beside a file with no project are a guess: that they are not one program says nothing.
            guard project.marker != nil else { return nil }
            throw failing(EnclosingProject.unreadableNote(project: project, error: CommandError(error).message))
        }
        guard resolved.input == path else { return nil }
        guard let (name, file) = EnclosingProject.firstDeclared(of: names, in: (resolved.companions + resolved.unneeded).map { ($0.path, $0.source) },
                                                                modules: resolved.modules) else {
            // Declared in a file of the project that cannot be built here: said, rather than nothing.
            guard let name = names.first(where: { resolved.leftOutTypes[$0] != nil }), let origin = resolved.leftOutTypes[name] else { return nil }
            // A name SwiftUI has too was said as SwiftUI's view: it is the app's own that is missing.
            for index in diagnostics.indices { diagnostics[index].message = FolderInput.saidMissing(diagnostics[index].message, name: name) }
            throw failing(EnclosingProject.leftOutNote(name: name, declaredIn: origin.file, why: origin.reason, project: project))
        }
        guard resolved.companions.count <= EnclosingProject.fileLimit else {
            throw failing(EnclosingProject.tooLargeNote(name: name, declaredIn: file, project: project, files: resolved.companions.count,
                                                        view: resolved.traced.first))
        }
        return (resolved, EnclosingProject.note(file: path, uses: name, declaredIn: file, project: project, files: resolved.companions.count))
    }

    /// The trace of `path` (and `others`, one program with it) loaded as `load` loads it, laid out with `settings`:
    /// what `trace`, `explain`, `report` and the folder forms of `lint` and `diff` work from.
    static func trace(_ path: String, _ arguments: ParsedArguments, command: String, compiling: Bool, settings: RunSettings,
                      others: [String] = [], io: CommandIO) throws(CommandError) -> Trace {
        let (input, settings) = try prepared(path, arguments, command: command, compiling: compiling, settings: settings,
                                             others: others, io: io)
        return try laidOut(source: input.source) { () throws(InputError) in try TraceRunner.run(input, settings: settings).trace }
    }

    /// The input `trace` lays out, and the settings it is laid out with (`--measured` applied).
    static func prepared(_ path: String, _ arguments: ParsedArguments, command: String, compiling: Bool, settings: RunSettings,
                         others: [String] = [], io: CommandIO) throws(CommandError) -> (LoadedInput, RunSettings) {
        let input = try load(path, arguments, command: command, compiling: compiling, others: others, io: io)
        return (input, try replaying(arguments, input, settings, io: io))
    }

    /// What `layout` makes of `input`, its errors located in the input's source.
    static func laidOut<Result>(source: String, _ layout: () throws(InputError) -> Result) throws(CommandError) -> Result {
        do {
            return try layout()
        } catch {
            throw .badInput(error.diagnostics, source: source)
        }
    }

    /// `settings` with `--measured`'s recording replayed by the input's recorders (`MeasuredReplay`), its warnings said.
    static func replaying(_ arguments: ParsedArguments, _ input: LoadedInput, _ settings: RunSettings,
                          io: CommandIO) throws(CommandError) -> RunSettings {
        guard let path = arguments.value("--measured") else { return settings }
        // A saved trace (a recording among them) is a run that already happened: settings do not apply to it.
        if input.isSavedTrace { return settings }
        guard input.compiledTrace == nil else {
            throw .usage("--measured replays into views layoutdbg reads itself; \(input.file) ran through the compiled path "
                         + "(it declares a Layout or code the reader cannot evaluate)", command: "")
        }
        let bytes: [UInt8]
        do {
            bytes = try InputLoader.bytes(of: path, limits: io.limits)
        } catch {
            throw CommandError(error)
        }
        let recording: Trace
        do {
            recording = try TraceJSONReader.read(bytes, file: path)
        } catch {
            throw .badInput(error.diagnostics, source: String(decoding: bytes, as: UTF8.self))
        }
        let result = MeasuredReplay.tables(from: recording, recordingFile: path, for: input.tree, file: input.file)
        for warning in result.warnings {
            io.err(DiagnosticRenderer.render([warning]) { $0 == input.file ? input.source : nil } + "\n")
        }
        var replayed = settings
        replayed.replayed = result.tables
        return replayed
    }

    /// Quirks as `--help` lists them.
    static var quirkHelp: String {
        "QUIRKS (SwiftUI behaviours and bugs reproduced on purpose; default in brackets):\n" + Quirk.allCases.map {
            "  \($0.rawValue) [\($0.defaultValue ? "on" : "off")]: \($0.summary)"
        }.joined(separator: "\n")
    }

    /// An app's folder, a package's target or several files (`FolderInput`): one of them is the input, the others
    /// come with it as with --with (added to `swift`); nil for one file. Says which files were left out.
    private static func program(_ path: String, others: [String], _ arguments: ParsedArguments, command: String, compiling: Bool,
                                swift: inout SwiftInputOptions, io: CommandIO) throws(CommandError) -> FolderInput.Resolved? {
        let target = arguments.value("--target")
        if target != nil, !(others.isEmpty && FolderInput.isPackage(path)) {
            throw .usage("--target picks a target of a package: give the package's folder (the one with Package.swift) alone", command: command)
        }
        // The reader reads a program as the compiled path does: commands that need the tree take folders too.
        guard FolderInput.isFolder(path) || !others.isEmpty else { return nil }
        let resolved: FolderInput.Resolved
        do {
            let paths = FolderInput.isPackage(path) && others.isEmpty ? [try FolderInput.targetFolder(package: path, target: target)]
                                                                      : [path] + others
            resolved = try FolderInput.resolve(paths, view: swift.view, root: arguments.value("--root"), limits: io.limits)
        } catch {
            throw CommandError(error)
        }
        swift.companions += resolved.companions
        swift.modules.formUnion(resolved.modules)
        if let note = FolderInput.note(resolved) { io.err(note + "\n") }
        return resolved
    }

    /// The root options of a command whose Swift inputs only the reader reads (it needs the tree itself): `--preview`
    /// and `--view` pick the root as they do for `trace`.
    static func readerOptions(_ arguments: ParsedArguments, command: String, io: CommandIO) throws(CommandError) -> SwiftInputOptions {
        var options = SwiftInputOptions(engine: .interpret, preview: arguments.value("--preview"),
                                        environment: CompiledPathEnvironment(environment: io.environment))
        options.view = try view(arguments, command: command)
        return options
    }

    /// `--view NAME`, which cannot come with another way of picking the root.
    private static func view(_ arguments: ParsedArguments, command: String) throws(CommandError) -> String? {
        guard let view = arguments.value("--view") else { return nil }
        if let other = ["--root", "--preview"].first(where: { arguments.value($0) != nil }) {
            throw .usage("--view and \(other) both pick the root; give one", command: command)
        }
        return view
    }

    /// How a Swift input runs (`SwiftInputOptions`). A `--root` that is an expression rather than a struct's name
    /// can only be compiled.
    static func swiftOptions(_ arguments: ParsedArguments, command: String, io: CommandIO) throws(CommandError) -> SwiftInputOptions {
        var engine = SwiftEngine(rawValue: arguments.value("--engine") ?? "auto") ?? .auto
        if let root = arguments.value("--root"), !RootChoice.isTypeName(root) {
            if engine == .interpret {
                throw .usage("--root '\(root)' is an expression, which only the compiled path runs; drop --engine interpret", command: command)
            }
            engine = .compile
        }
        var options = SwiftInputOptions(engine: engine, preview: arguments.value("--preview"), settings: try overrides(arguments, command: command),
                                        environment: CompiledPathEnvironment(environment: io.environment))
        options.view = try view(arguments, command: command)
        if let text = arguments.value("--subviews") {
            guard let count = Int(text), (1...100).contains(count) else {
                throw .usage("--subviews takes a whole number from 1 to 100, got '\(text)'", command: command)
            }
            options.subviews = count
        }
        if let text = arguments.value("--timeout") {
            guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
                throw .usage("--timeout takes seconds, more than 0 and at most 3600, got '\(text)'", command: command)
            }
            options.limits.runSeconds = seconds
        }
        do {
            options.companions = try CompanionFiles.load(arguments.all("--with"), limits: io.limits)
            options.modules = CompanionFiles.modules(of: options.companions)
        } catch {
            throw CommandError(error)
        }
        return options
    }

}
