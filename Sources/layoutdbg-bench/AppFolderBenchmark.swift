import Foundation

/// `layoutdbg-bench folder`: a generated app of 200 view files and a screen that previews twelve of them, traced as a
/// folder by the `layoutdbg` binary beside this one (issue 18: read once, compiled once). The default path reads the
/// 201 files with the reader (nothing to compile: the app is plain views); then `--engine compile` three times: cold
/// (a new compile cache: the LayoutDebugger library and the app are built), warm (nothing changed: the cached trace),
/// and after one file changed (the app rebuilt against the cached library).
enum AppFolderBenchmark {
    static let views = 200

    static func run() {
        guard let binary = CLIBinary.path else {
            print("folder: \(CLIBinary.missing)\n")
            return
        }
        let root = CLIBinary.scratchFolder("folder")
        let app = root + "/App"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try? FileManager.default.createDirectory(atPath: app + "/Views", withIntermediateDirectories: true)
        for index in 1...views { write(app + "/Views/\(name(index)).swift", row(index)) }
        write(app + "/Screen.swift", screen())
        // A cache of its own, so that the first run is cold whatever ran before.
        setenv("LAYOUTDBG_CACHE", root + "/cache", 1)
        print("folder: \(views + 1) Swift files traced as one app (trace FOLDER -o FILE)")
        let arguments = ["trace", app, "-o", root + "/out.txt"]
        report("read (the default: the reader)", WorstInputs.measure(binary, arguments))
        let compiled = arguments + ["--engine", "compile"]
        report("compiled, cold (library and app)", WorstInputs.measure(binary, compiled))
        report("compiled, warm (nothing changed)", WorstInputs.measure(binary, compiled))
        write(app + "/Views/\(name(views / 2)).swift", row(views / 2) + "// changed\n")
        report("compiled, one file changed", WorstInputs.measure(binary, compiled))
        report("read, one file changed", WorstInputs.measure(binary, arguments))
        print("")
    }

    private static func report(_ label: String, _ outcome: WorstInputs.Outcome) {
        let seconds = format(outcome.seconds, 2)
        let status = outcome.status == 0 ? "" : "  exit \(outcome.status): \(outcome.firstError)"
        print("  \(label.padding(toLength: 34, withPad: " ", startingAt: 0)) \(seconds) s  \(format(outcome.peakMiB, 0)) MiB\(status)")
    }

    private static func name(_ index: Int) -> String { "Row" + String(repeating: "0", count: 3 - String(index).count) + String(index) }

    private static func row(_ index: Int) -> String {
        """
        import SwiftUI

        struct \(name(index)): View {
            var title = "Row \(index)"

            var body: some View {
                HStack {
                    Text(title)
                    Spacer()
                    Text("\(index)").padding(4).background(Capsule())
                }
                .padding(.horizontal)
            }
        }

        """
    }

    private static func screen() -> String {
        "import SwiftUI\n\nstruct Screen: View {\n    var body: some View {\n        VStack {\n"
            + (1...12).map { "            \(name($0))()\n" }.joined()
            + "        }\n    }\n}\n\n#Preview { Screen() }\n"
    }

    private static func write(_ path: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }
}
