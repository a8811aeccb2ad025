import Foundation
import LayoutDebugCore
import LayoutTestSupport
import Testing

/// Which files of an app a view is compiled with: the files of the types it reaches, and of the helpers (extensions,
/// globals) only those whose names it uses or that add a conformance no name shows. A large app's view used to be
/// compiled with every helper of the app (IceCubes' settings screen: 114 files, past the 50 compiled unasked).
@Suite struct NeededFilesTests {
    @Test func onlyTheHelpersAViewUsesAreCompiledWithIt() throws {
        let directory = try ScratchDirectory.make("needed")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [
            "Card.swift": "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(greeting).foregroundStyle(.brand).cardShadow() }\n}\n",
            "Palette.swift": "import SwiftUI\nextension ShapeStyle where Self == Color {\n    static var brand: Color { .red }\n}\n",
            "Shadow.swift": "import SwiftUI\nextension View {\n    func cardShadow() -> some View { shadow(radius: 2) }\n}\n",
            "Strings.swift": "let greeting = \"Hello\"\n",
            "Identifiers.swift": "extension String: Identifiable {\n    public var id: String { self }\n}\n",
            "Hover.swift": "import SwiftUI\nextension View {\n    func trackingHover() -> some View { self }\n}\n",
            "Screen.swift": "import SwiftUI\nstruct Screen: View {\n    var body: some View { Text(\"B\") }\n}\n",
        ]
        for (name, text) in files { try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let resolved = try FolderInput.resolve([directory.path], view: "Card")
        #expect((resolved.input as NSString).lastPathComponent == "Card.swift")
        #expect(resolved.companions.map { ($0.path as NSString).lastPathComponent }.sorted()
                == ["Identifiers.swift", "Palette.swift", "Shadow.swift", "Strings.swift"])
        let run = layoutdbg(["trace", directory.path, "--view", "Card", "--engine", "compile"], environment: CompiledPathForTests.environment)
        #expect(run.status == 0, "\(run.stderr)")
    }
}
