import Foundation
import LayoutDebugCore
import LayoutInput
import LayoutModel
import LayoutTestSupport
import Testing

/// `layoutdbg trace FILE` for a file of an app (issue 10): what the file uses from the app's other files is found in
/// its project, as Xcode's canvas builds a preview with the whole target (`EnclosingProject`).
@Suite(.serialized) struct EnclosingProjectTests {
    /// x-profile-card has an Xcode project: its ProfileCard.swift uses Avatar and Badge (Views/) and a colour of
    /// Theme.swift. Traced by itself it finds them there, says so, and traces as the folder does, byte for byte; the
    /// @main file it does not need is not mentioned. `--alone` reads the file by itself, as before.
    @Test func aFileFindsWhatItUsesInItsProject() {
        let file = layoutdbg("trace", "fixtures/apps/x-profile-card/ProfileCard.swift")
        #expect(file.status == 0, "\(file.stderr)")
        #expect(file.stderr == """
            note: ProfileCard.swift uses 'Avatar', which Avatar.swift of its project declares: traced as part of the project \
            (ProfileCard.xcodeproj in fixtures/apps/x-profile-card), with the 3 other files it needs; --alone reads the file by itself
            fixtures/apps/x-profile-card/Views/Avatar.swift:10:33: warning: '.fill' ignored: no layout effect
               10 |             .background(Circle().fill(Color.accentColor))
                  |                                 ^

            """)
        let folder = layoutdbg("trace", "fixtures/apps/x-profile-card")
        #expect(folder.status == 0)
        #expect(file.stdout == folder.stdout)
        #expect(file.stdout.contains("  · in Badge (Badge.swift:3)"))

        let alone = layoutdbg("trace", "fixtures/apps/x-profile-card/ProfileCard.swift", "--alone")
        #expect(alone.status == 65)
        #expect(alone.stdout == "")
        #expect(alone.stderr.hasPrefix("fixtures/apps/x-profile-card/ProfileCard.swift:9:13: error: unknown view 'Avatar'\n"))
    }

    /// x-profile-kit's app imports its own package, ProfileKit, which is in the project: compiled by itself the file
    /// fails at `import ProfileKit`; with its project the package is a module of the program, and the trace is the one
    /// the reader gives (which takes any import and fails at `Avatar` first).
    @Test func aFileFindsItsAppsOwnPackageInItsProject() {
        let compiled = layoutdbg(["trace", "fixtures/apps/x-profile-kit/App/ProfileCard.swift", "--engine", "compile"],
                                 environment: CompiledPathForTests.environment)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stderr == """
            note: ProfileCard.swift uses 'ProfileKit', a module of its project: traced as part of the project \
            (ProfileApp.xcodeproj in fixtures/apps/x-profile-kit), with the 3 other files it needs; --alone reads the file by itself

            """)
        let read = layoutdbg("trace", "fixtures/apps/x-profile-kit/App/ProfileCard.swift")
        #expect(read.stderr.hasPrefix("note: ProfileCard.swift uses 'Avatar', which Avatar.swift of its project declares"))
        #expect(compiled.stdout == read.stdout)
        #expect(read.stdout == layoutdbg("trace", "fixtures/apps/x-profile-kit/App", "fixtures/apps/x-profile-kit/ProfileKit").stdout)
    }

    /// An app names a type of its own package with the module in front (`Kit.Metrics`, as ACHNBrowserUI's
    /// `Backend.Category`): the package's files are compiled into the program, so the name is the program's own; a
    /// type that has the module's name keeps its qualification (`Shelf.side` is its member).
    @Test func aNameQualifiedByTheAppsOwnModuleIsFound() throws {
        let directory = try project("qualified", [
            "Kit/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [.target(name: "Kit"), .target(name: "Shelf")])
                """,
            "Kit/Sources/Kit/Metrics.swift": "import SwiftUI\npublic enum Metrics { public static let side: CGFloat = 44 }\n",
            "Kit/Sources/Shelf/Shelf.swift": "import SwiftUI\npublic enum Shelf { public static let side: CGFloat = 30 }\n",
            "App/Row.swift": """
                import SwiftUI
                import Kit
                import Shelf

                struct Row: View {
                    let side: CGFloat = Kit.Metrics.side
                    var body: some View { HStack { Color.red.frame(width: side, height: side); Color.blue.frame(width: Shelf.side) } }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let row = directory.appendingPathComponent("App/Row.swift").path
        let run = trace(row, "--proposal", "200x100")
        #expect(run.status == 0, "\(run.stderr)")
        // 192 of the 200 shared by two frames that do not flex: half to the 44-wide one, the rest to the 30-wide one.
        #expect(run.stdout.contains("  Color[0].frame ← (96, 100) explicit, distribute → (44, 44)\n"))
        #expect(run.stdout.contains("  Color[1].frame ← (148, 100) explicit, distribute\n    Color[1] ← (30, 100) explicit, measure → (30, 100)\n  Color[1].frame → (30, 100)\n"))
    }

    /// An app whose Xcode project is generated (XcodeGen's `project.yml`, Tuist's `Project.swift`) commits no
    /// `.xcodeproj`: the spec marks its project (kiwix's FlavorTag finds its `Flavor` so).
    @Test func aGeneratedProjectsSpecMarksItsFolder() throws {
        for spec in ["project.yml", "Project.swift"] {
            let directory = try project("spec", [spec: "name: App\n", "Views/Tag.swift": "import SwiftUI\n", "Models/Flavor.swift": ""],
                                        marked: false)
            defer { try? FileManager.default.removeItem(at: directory) }
            let found = EnclosingProject.find(for: directory.appendingPathComponent("Views/Tag.swift").path)
            #expect(found?.marker == spec)
            #expect(found.map { URL(fileURLWithPath: $0.folder).standardizedFileURL.path } == directory.standardizedFileURL.path)
        }
    }

    /// A Mac app's project (every `SDKROOT` of its project.pbxproj `macosx`: Plash, Pika, Ollamac) has its views
    /// traced on the Mac window, as Xcode's canvas shows them, with a note; `--device` or the file's own device wins.
    /// A project that builds for iOS too stays on the default iPhone. Both Swift paths alike.
    @Test func aMacAppsViewsAreTracedOnTheMacWindow() throws {
        let view = "import SwiftUI\nstruct Pane: View {\n    var body: some View { Text(\"mac\") }\n}\n#Preview { Pane() }\n"
        let settings = "buildSettings = {\n\t\t\t\tSDKROOT = macosx;\n\t\t\t};\n"
        let directory = try project("mac-app", ["Mac.xcodeproj/project.pbxproj": settings + settings, "Pane.swift": view], marked: false)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pane = directory.appendingPathComponent("Pane.swift").path
        let run = trace(pane)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "\(pane): note: traced on the Mac window: Mac.xcodeproj builds for macOS only (SDKROOT = macosx), "
                    + "and Xcode's canvas shows its previews on the Mac; --device picks another\n")
        #expect(run.stdout.contains("Text @ (387, 306) 26×16, proposed (800, 572)\n"))
        let asked = trace(pane, "--device", "mac")
        #expect(asked.stdout == run.stdout && asked.stderr == "")
        let compiled = trace(pane, "--engine", "compile")
        #expect(compiled.stdout == run.stdout && compiled.stderr == run.stderr)
        let phone = trace(pane, "--device", "iphone-16-pro")
        #expect(phone.stderr == "" && phone.stdout.contains("device iphone-16-pro"))

        try (settings + settings.replacingOccurrences(of: "macosx", with: "iphoneos"))
            .write(to: directory.appendingPathComponent("Mac.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        let both = trace(pane)
        #expect(both.stderr == "" && both.stdout.contains("device iphone-16-pro"))
    }

    /// The view a file misses is declared in a file of its project that cannot be built here (Penn's scanner: its
    /// viewfinder's file imports AVFoundation): the error says where the name is and why that file is left out.
    @Test func aNameInAFileThatCannotBeBuiltIsSaid() throws {
        let directory = try project("left-out-view", [
            "Scanner.swift": "import SwiftUI\nstruct Scanner: View {\n    var body: some View { Viewfinder() }\n}\n",
            "Viewfinder.swift": "import SwiftUI\nimport CoreHaptics\nstruct Viewfinder: View {\n    var body: some View { Color.black }\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let scanner = directory.appendingPathComponent("Scanner.swift").path
        let run = trace(scanner)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("\(scanner):3:27: error: unknown view 'Viewfinder'\n"))
        #expect(run.stderr.contains("note: 'Viewfinder' is declared in Viewfinder.swift of the file's project (App.xcodeproj in "))
        #expect(run.stderr.hasSuffix("which cannot be built here (imports CoreHaptics): trace a view that does not need it, "
                                     + "or move what the view needs into a file that builds here\n"))
    }

    /// A view file imports a module that does not exist here: the import is left out and said in a note; what the file
    /// takes from it in an action goes with the action; if it misses a name elsewhere, the module's absence is the error. `import os.log` is the stand-in's `os`; its Logger, and UniformTypeIdentifiers' UTType,
    /// compile as apps write them.
    @Test func aModuleThatDoesNotExistHereIsLeftOut() throws {
        let directory = try project("missing-module", [
            "App/Pin.swift": """
                import SwiftUI
                import AVFoundation
                import os.log
                import UniformTypeIdentifiers

                struct Pin: View {
                    private let logger = Logger(subsystem: "app", category: "pin")
                    @State private var picking = false

                    var body: some View {
                        Button("Scan") {
                            let session = AVCaptureSession()
                            logger.info("scanning with \\(session.description, privacy: .public)")
                        }
                        .fileImporter(isPresented: $picking, allowedContentTypes: [.pdf, .plainText]) { _ in }
                    }
                }
                """,
            "App/Player.swift": """
                import SwiftUI
                import AVKit

                struct Player: View {
                    var body: some View { Text(AVPlayer().description) }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let pin = directory.appendingPathComponent("App/Pin.swift").path
        let run = trace(pin, "--engine", "compile")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Text ← (402, 778) explicit, root → (38, 20.333)  · in Pin (Pin.swift:6)\nText @ (182, 440.833) 38×20.333"))
        let notes = run.stderr.split(separator: "\n").filter { $0.contains(": note: ") }
        #expect(notes == [
            "\(pin):2:1: note: the import of AVFoundation is left out: the module does not exist here",
            "\(pin):11:24: note: this Button's action is left out: it does not build here (cannot find 'AVCaptureSession' in scope), and an action does not run while the view is laid out",
        ])
        let player = directory.appendingPathComponent("App/Player.swift").path
        let failed = trace(player)
        #expect(failed.status == 65)
        // It misses names the module would declare: the module's absence is the error to act on.
        #expect(failed.stderr.hasPrefix("\(player):2:8: error: no such module 'AVKit'\n"))
    }

    /// A local package the Xcode project refers to beside its folder (`relativePath = "../Models";`, as Xcode writes
    /// an `XCLocalSwiftPackageReference`; BusinessCard's older project writes a folder reference `path = ../Models;`)
    /// is compiled with the app: `import Models` finds it, as `--with ../Models` did by hand.
    @Test func aPackageTheProjectRefersToBesideItsFolderIsPartOfIt() throws {
        for reference in [#"relativePath = "../Models";"#, "isa = PBXFileReference; lastKnownFileType = folder; name = Models; path = ../Models;"] {
            let files = [
                "App/Demo.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA1 /* Models */ = {\n\t\t\t\(reference)\n\t\t};\n\t};\n}\n",
                "App/Demo/Row.swift": """
                    import SwiftUI
                    import Models

                    struct Row: View {
                        var body: some View { Text(Card.title) }
                    }
                    """,
                "Models/Package.swift": """
                    // swift-tools-version:5.9
                    import PackageDescription
                    let package = Package(name: "Models", targets: [.target(name: "Models")])
                    """,
                "Models/Sources/Models/Card.swift": "public enum Card { public static let title = \"Card\" }\n",
            ]
            let directory = try project("beside", files, marked: false)
            defer { try? FileManager.default.removeItem(at: directory) }
            let row = directory.appendingPathComponent("App/Demo/Row.swift").path
            let run = trace(row)
            #expect(run.status == 0, "\(reference): \(run.stderr)")
            #expect(run.stdout.contains("Text ← (402, 778) explicit, root → (36.667, 20.333)  · in Row (Row.swift:4)"), "\(run.stdout)")
        }
    }

    /// A repository whose root holds the app's Xcode project and a Package.swift of its build tools: the folder is the
    /// app's, its files and its packages (Kit) read with it, not the tools' one target alone.
    @Test func aToolsPackageBesideTheAppsProjectLeavesItTheAppsFiles() throws {
        let directory = try project("tools-package", [
            "Package.swift": """
                // swift-tools-version:5.5
                import PackageDescription
                let package = Package(name: "Tools", targets: [.executableTarget(name: "Tools", path: "Tools/Sources")])
                """,
            "Tools/Sources/main.swift": "print(\"lint\")\n",
            "App/Views/Row.swift": """
                import SwiftUI
                import Kit

                struct Row: View {
                    var body: some View { HStack { Badge(); Text("Row") } }
                }
                """,
            "Kit/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [.target(name: "Kit")])
                """,
            "Kit/Sources/Kit/Badge.swift": """
                import SwiftUI

                public struct Badge: View {
                    public init() {}
                    public var body: some View { Color.red.frame(width: 10, height: 10) }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let row = directory.appendingPathComponent("App/Views/Row.swift").path
        let run = trace(row)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("· in Badge (Badge.swift:3)"), "\(run.stdout)")
    }

    /// An app's own view whose file is left out, named as a SwiftUI view layoutdbg does not model (News's `WebView`,
    /// here with its page in an AVKit player, a module not here): the error is that the app's is missing, with where
    /// it went, not SwiftUI's.
    @Test func anAppsViewNamedAsSwiftUIsIsSaidMissingNotUnmodelled() throws {
        let directory = try project("left-out-webview", [
            "Detail.swift": "import SwiftUI\nstruct Detail: View {\n    var body: some View { WebView(url: \"https://a.b\") }\n}\n",
            "WebView.swift": "import SwiftUI\nimport AVKit\nstruct WebView: View {\n    let url: String\n    let player = AVPlayer()\n    var body: some View { Color.gray }\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let detail = directory.appendingPathComponent("Detail.swift").path
        let run = trace(detail)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("\(detail):3:27: error: cannot find 'WebView' in scope\n"), "\(run.stderr)")
        #expect(run.stderr.contains("note: 'WebView' is declared in WebView.swift of the file's project (App.xcodeproj in "), "\(run.stderr)")
        #expect(run.stderr.contains("which cannot be built here (imports AVKit)"))
        #expect(!run.stderr.contains("is not supported by layoutdbg"))

        // The same in the program of the project, once the file has found what else it uses there (News's `Article`).
        let article = directory.appendingPathComponent("Article.swift").path
        try "import SwiftUI\nstruct ArticleView: View {\n    var body: some View { VStack { Text(Theme.title); Detail() } }\n}\n"
            .write(toFile: article, atomically: true, encoding: .utf8)
        try "enum Theme { static let title = \"News\" }\n".write(to: directory.appendingPathComponent("Theme.swift"), atomically: true, encoding: .utf8)
        let inProject = trace(article)
        #expect(inProject.status == 65)
        #expect(inProject.stderr.contains("\(detail):3:27: error: cannot find 'WebView' in scope\n"), "\(inProject.stderr)")
        #expect(inProject.stderr.contains("note: 'WebView' is declared in WebView.swift, which was left out (imports AVKit)"), "\(inProject.stderr)")
    }

    /// An image of the app's asset catalog is as large as its picture: pixels over the representation's scale, a
    /// vector's own size, a namespaced folder's name in front. Colour sets are listed for their generated symbols.
    @Test func theAppsAssetCatalogGivesItsImagesTheirSizes() {
        let assets = AssetCatalog.assets(under: "fixtures/apps/x-asset-images")
        #expect(assets.imageSizes == [
            "logo": Size(width: 60, height: 20),                  // 180 × 60 pixels at 3x
            "Icons/badge-star": Size(width: 28, height: 26),      // a PDF's MediaBox
            "photo": Size(width: 300, height: 200),               // a JPEG's frame, one scale
            "avatar": Size(width: 40, height: 40),                // an SVG's viewBox
        ])
        #expect(assets.images == ["Icons/badge-star", "avatar", "logo", "photo"])
        #expect(assets.colors == ["BrandColor"])
        // The reader sees `Image(.badgeStar)`: the symbol Xcode generates finds the set too.
        #expect(assets.imageSizesBySymbol["badgeStar"] == Size(width: 28, height: 26))
        #expect(assets.colorSymbols == ["brand"])
        #expect(AssetCatalog.assets(for: "fixtures/apps/x-asset-images/Gallery/Header.swift") == assets)
        // A file with no project above it has no catalog.
        #expect(AssetCatalog.assets(for: "fixtures/apps/profile-card-one-file.swift") == AppAssets())
    }

    /// `Image(.logo)` and `Image("Icons/badge-star")` in a file of the app have the catalog's sizes and `.brand` is
    /// its colour, in both paths, with no warning: the compiled path gets the symbols Xcode generates (`AssetSymbols`).
    @Test func anImageOfTheAppsCatalogIsAsLargeAsItsPicture() {
        let read = layoutdbg("trace", "fixtures/apps/x-asset-images/Gallery/Header.swift")
        #expect(read.status == 0)
        #expect(read.stderr == "")
        #expect(read.stdout.contains("    Image[0] ← (112.667, 874) explicit, distribute → (60, 20)\n"))
        #expect(read.stdout.contains("    Image[3] ← (139, 874) explicit, distribute → (28, 26)\n"))
        let compiled = layoutdbg(["trace", "fixtures/apps/x-asset-images/Gallery/Header.swift", "--engine", "compile"],
                                 environment: CompiledPathForTests.environment)
        #expect(compiled.stderr == "")
        #expect(compiled.stdout == read.stdout)
        let json = layoutdbg("trace", "fixtures/apps/x-asset-images/Gallery/Header.swift", "--format", "json")
        #expect(layoutdbg(["trace", "fixtures/apps/x-asset-images/Gallery/Header.swift", "--format", "json", "--engine", "compile"],
                          environment: CompiledPathForTests.environment).stdout == json.stdout)
    }

    /// An app laid out as Apple's Landmarks tutorial is (fixtures/apps/x-landmarks): its model keeps a CoreLocation
    /// coordinate, its data is a JSON file the app's bundle holds (`Bundle.main.url(forResource:withExtension:)`), and
    /// the detail view shows the landmark on a MapKit `Map`. Each view traces where it is, with no option: the map
    /// 402 × 300 in its frame, the first landmark's name from the JSON ("Harbour Light" in the title font, 166 wide;
    /// the second's, "Granite Falls Overlook and Trail", 235 in the row).
    @Test func aTutorialAppWithAMapAndBundledDataTracesInPlace() {
        let detail = trace("fixtures/apps/x-landmarks/Landmarks/Views/LandmarkDetail.swift", "--frames")
        #expect(detail.status == 0, "\(detail.stderr)")
        // Centred in the safe area: 62 + (778 − 367.667) / 2; the title 300 + 8 below the map's top.
        #expect(detail.stdout.hasSuffix("""
            VStack                                 (0, 267.167, 402, 367.667)
            VStack/Rectangle[0].frame.frame "Map"  (0, 267.167, 402, 300)
            VStack/Rectangle[0].frame              (0, 267.167, 402, 300)
            VStack/Rectangle[0]                    (0, 267.167, 402, 300)
            VStack/Text[1]                         (0, 575.167, 166, 33.667)
            VStack/HStack[2]                       (0, 616.833, 402, 18)
            VStack/HStack[2]/Text[0]               (0, 616.833, 139, 18)
            VStack/HStack[2]/Spacer[1]             (139, 625.833, 221.667, 0)
            VStack/HStack[2]/Text[2]               (360.667, 616.833, 41.333, 18)

            """))
        let row = trace("fixtures/apps/x-landmarks/Landmarks/Views/LandmarkRow.swift")
        #expect(row.status == 0, "\(row.stderr)")
        #expect(row.stdout.contains("  Text[1] ← (336, 778) explicit, distribute → (235, 20.333)\n"))
        #expect(row.stderr == """
            note: LandmarkRow.swift uses 'landmarks', which ModelData.swift of its project declares: traced as part of the \
            project (Landmarks.xcodeproj in fixtures/apps/x-landmarks), with the 2 other files it needs; --alone reads the \
            file by itself

            """)
    }

    /// The app's data file is part of what a trace is cached by: the same view, its JSON changed (the first landmark
    /// renamed "Pier"), traces anew, the title as wide as the new name (46.667 for "Pier" in the title font, where
    /// "Harbour Light" is 166), not from the cache of the first run.
    @Test func aChangedDataFileTracesAnew() throws {
        let app = try ScratchDirectory.make("landmarks").appendingPathComponent("x-landmarks")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        try FileManager.default.copyItem(at: URL(fileURLWithPath: PackageRoot.path).appendingPathComponent("fixtures/apps/x-landmarks"), to: app)
        let detail = app.appendingPathComponent("Landmarks/Views/LandmarkDetail.swift").path
        let first = trace(detail)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("  Text[1] ← (402, 231) explicit, distribute → (166, 33.667)\n"))
        let data = app.appendingPathComponent("Landmarks/Resources/landmarkData.json")
        let renamed = try String(contentsOf: data, encoding: .utf8).replacingOccurrences(of: "\"Harbour Light\"", with: "\"Pier\"")
        try renamed.write(to: data, atomically: true, encoding: .utf8)
        let second = trace(detail)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("  Text[1] ← (402, 231) explicit, distribute → (46.667, 33.667)\n"), "\(second.stdout)")
    }

    /// A file whose missing name its project does not declare fails as it would alone: the project is not a guess.
    @Test func aNameTheProjectLacksFailsAsTheFileAloneDoes() throws {
        let directory = try project("lacking", ["Other.swift": view("Other", body: "Text(\"x\")"), "Screen.swift": view("Screen", body: "Missing()")])
        defer { try? FileManager.default.removeItem(at: directory) }
        let screen = directory.appendingPathComponent("Screen.swift").path
        let run = layoutdbg("trace", screen)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("\(screen):2:45: error: unknown view 'Missing'\n"))
        #expect(!run.stderr.contains("traced as part of"))
    }

    /// A row view that needs a model of the app's (SpendWise's TransactionRow): traced alone, its error can only say
    /// `<Transaction>`; the project declares Transaction, so the file is read with it and the suggested root makes one
    /// by its initialiser, its enum by its first case: a `--root` to paste as it is. No compiling for it.
    @Test func aRootThatNeedsAModelOfItsProjectIsSuggestedWithOne() throws {
        let directory = try project("model", [
            "Models/Transaction.swift": """
                import Foundation
                enum Category { case food, travel }
                struct Transaction {
                    var id: UUID
                    var title: String
                    var category: Category
                    init(id: UUID = UUID(), title: String, category: Category) {
                        self.id = id; self.title = title; self.category = category
                    }
                }
                """,
            "Views/TransactionRow.swift": "import SwiftUI\nstruct TransactionRow: View {\n    let transaction: Transaction\n"
                + "    var body: some View { Text(transaction.title) }\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let row = directory.appendingPathComponent("Views/TransactionRow.swift").path
        let run = layoutdbg(["trace", row], environment: ["LAYOUTDBG_SWIFT": "/nonexistent/swift"])
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("note: TransactionRow.swift uses 'Transaction', which Transaction.swift of its project declares"))
        #expect(run.stderr.contains("note: name the root view with its arguments: "
            + "--root 'TransactionRow(transaction: Transaction(title: \"Title\", category: .food))'\n"))
        let alone = layoutdbg("trace", row, "--alone")
        #expect(alone.stderr.contains("--root 'TransactionRow(transaction: <Transaction>)'"))
    }

    /// A file with no project above it (an article's folder) finds what it uses in the Swift files beside it, and
    /// says so; the folders below are not read.
    @Test func aFileWithNoProjectFindsWhatItUsesBesideIt() throws {
        let directory = try project("beside", [
            "Card.swift": view("Card", body: "Text(\"card\")"), "Screen.swift": view("Screen", body: "VStack { Card() }"),
            "Lower/Badge.swift": view("Badge", body: "Text(\"badge\")"), "Row.swift": view("Row", body: "Badge()"),
        ], marked: false)
        defer { try? FileManager.default.removeItem(at: directory) }
        let screen = directory.appendingPathComponent("Screen.swift").path
        let run = layoutdbg("trace", screen)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == """
            note: Screen.swift uses 'Card', which Card.swift of its folder declares: traced as part of the folder (the Swift \
            files beside it in \(directory.path)), with the 1 other file it needs; --alone reads the file by itself

            """)
        #expect(run.stdout.contains("Text[0] ← (402, 778) explicit, distribute → (34, 20.333)  · in Card (Card.swift:2)\n"))
        let row = directory.appendingPathComponent("Row.swift").path
        let lower = layoutdbg("trace", row)
        #expect(lower.status == 65)
        #expect(lower.stderr.hasPrefix("\(row):2:42: error: unknown view 'Badge'\n"))
    }

    /// An app's own environment value read with `@Environment(\\.name)`: the compiler's errors about it say nothing of
    /// the name, so they are made one that names it, and the project's file that declares it is found.
    @Test func anEnvironmentValueOfTheAppsIsNamedAndFoundInItsProject() throws {
        let directory = try project("environment", [
            "Theme.swift": """
                import SwiftUI
                struct SpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 12 }
                extension EnvironmentValues {
                    var spacing: CGFloat { get { self[SpacingKey.self] } set { self[SpacingKey.self] = newValue } }
                }

                """,
            "Screen.swift": """
                import SwiftUI
                struct Screen: View {
                    @Environment(\\.spacing) private var spacing
                    var body: some View { Text("a").padding(spacing) }
                }

                """,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let screen = directory.appendingPathComponent("Screen.swift").path
        let alone = trace(screen, "--engine", "compile", "--alone")
        #expect(alone.status == 65)
        #expect(alone.stderr.hasPrefix("""
            \(screen):3:18: error: value of type 'EnvironmentValues' has no member 'spacing'
                3 |     @Environment(\\.spacing) private var spacing
                  |                  ^
            note: 'spacing' is not one of SwiftUI's environment values that layoutdbg has, nor declared in the files compiled: \
            give the file that declares it (extension EnvironmentValues { var spacing: … }) with --with FILE

            """), "\(alone.stderr)")
        let found = trace(screen, "--engine", "compile", "--frames")
        #expect(found.status == 0, "\(found.stderr)")
        #expect(found.stderr.hasPrefix("note: Screen.swift uses 'spacing', which Theme.swift of its project declares"))
        // "a" padded by the key's default, 12 on each side.
        #expect(found.stdout.contains("Text.padding  (184.5, 428.833, 33, 44.333)"), "\(found.stdout)")
    }

    /// A view that reaches more of its project than `EnclosingProject.fileLimit` files is not compiled unasked (a
    /// large app takes minutes): the file's own error says where the name is and how to trace it with the project.
    @Test func aViewThatNeedsMuchOfItsProjectSaysHowToAskForIt() throws {
        let count = EnclosingProject.fileLimit + 1
        var files = ["Screen.swift": view("Screen", body: "VStack { " + (0..<count).map { "V\($0)()" }.joined(separator: "; ") + " }")]
        for index in 0..<count { files["V\(index).swift"] = view("V\(index)", body: "Text(\"\(index)\")") }
        let directory = try project("large", files)
        defer { try? FileManager.default.removeItem(at: directory) }
        let screen = directory.appendingPathComponent("Screen.swift").path
        let run = layoutdbg("trace", screen)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("\(screen):2:54: error: unknown view 'V0'\n"))
        #expect(run.stderr.contains("""
            note: 'V0' is declared in V0.swift of the file's project (App.xcodeproj in \(directory.path)), but the view needs 51 files \
            of it, more than the 50 layoutdbg compiles unasked: give the files with --with, or trace the project: \
            layoutdbg trace \(directory.path) --view Screen

            """))
        let asked = layoutdbg("trace", directory.path, "--view", "Screen")
        #expect(asked.status == 0, "\(asked.stderr)")
    }

    /// A project that cannot be one program (a type declared in two files the view needs, as an app's iOS and tvOS
    /// targets may) leaves the file's own error, with a note that says why the project did not help.
    @Test func aProjectThatIsNotOneProgramIsSaidSo() throws {
        let directory = try project("declared-twice", ["CardA.swift": view("Card", body: "Text(\"A\")"), "CardB.swift": view("Card", body: "Text(\"B\")"),
                                                       "Screen.swift": view("Screen", body: "Card()")])
        defer { try? FileManager.default.removeItem(at: directory) }
        let screen = directory.appendingPathComponent("Screen.swift").path
        let run = layoutdbg("trace", screen)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("\(screen):2:45: error: unknown view 'Card'\n"))
        #expect(run.stderr.contains("note: layoutdbg looked for it in the file's project (App.xcodeproj in \(directory.path)), which cannot "
                                    + "be read as one program: \(directory.path)/CardB.swift:2:1: error: 'Card' is declared twice: here and in CardA.swift:2\n"))
    }

    /// Copies of a view for different platforms, each file under its own `#if os(…)` (Pulse's RichTextView-tvos.swift
    /// and RichTextView-watchos.swift): one program, in which the device's platform compiles one copy.
    @Test func copiesOfATypeForDifferentPlatformsAreOneProgram() throws {
        let directory = try project("platform-copies", [
            "CardPhone.swift": "#if os(iOS)\n" + view("Card", body: "Text(\"phone\")") + "#endif\n",
            "CardMac.swift": "#if os(watchOS) || os(macOS)\n" + view("Card", body: "Text(\"mac\").padding()") + "#endif\n",
            "CardTV.swift": "#if os(tvOS)\n" + view("Card", body: "Text(\"television\")") + "#endif\n",
            "Screen.swift": view("Screen", body: "Card()"),
        ])
        let screen = directory.appendingPathComponent("Screen.swift").path
        // `#if` makes the files compiled ones.
        let phone = trace(screen)
        #expect(phone.status == 0, "\(phone.stderr)")
        #expect(phone.stdout.contains("Text ← (402, 778) explicit, root → (48, 20.333)  · in Card (CardPhone.swift:3)\n"), "\(phone.stdout)")
        let mac = trace(screen, "--device", "mac")
        #expect(mac.status == 0, "\(mac.stderr)")
        #expect(mac.stdout.contains("Text.padding ← "), "\(mac.stdout)")
        #expect(mac.stdout.contains("· in Card (CardMac.swift:3)\n"), "\(mac.stdout)")
    }

    /// An app whose iOS and tvOS targets each have their own copy of a view: the input's copy is the one nearest it
    /// (in its target's folder), as Xcode builds the input's target alone, not both.
    @Test func aNameDeclaredInTwoTargetsIsTakenFromTheInputs() throws {
        // The tvOS copy one line lower, to tell them apart in the trace.
        let directory = try project("targets", ["App/Card.swift": view("Card", body: "Text(\"phone\")"),
                                                "TVApp/Card.swift": "\n" + view("Card", body: "Text(\"television\")"),
                                                "App/Screen.swift": view("Screen", body: "Card()")])
        defer { try? FileManager.default.removeItem(at: directory) }
        let screen = directory.appendingPathComponent("App/Screen.swift").path
        let run = layoutdbg("trace", screen)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("· in Card (Card.swift:2)"))
        #expect(!run.stdout.contains("Card.swift:3"))
    }

    /// `layoutdbg trace ARGUMENTS` with the compiled path's cache and library of the tests.
    private func trace(_ arguments: String...) -> CLIRun {
        layoutdbg(["trace"] + arguments, environment: CompiledPathForTests.environment)
    }

    /// A scratch folder of `files` (path: text), with an Xcode project (an `App.xcodeproj` folder) unless `marked` is
    /// false; the caller removes it.
    private func project(_ purpose: String, _ files: [String: String], marked: Bool = true) throws -> URL {
        let directory = try ScratchDirectory.make(purpose)
        if marked {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        }
        for (path, text) in files {
            let file = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return directory
    }

    /// A file declaring `struct NAME: View` on its line 2 with `body`.
    private func view(_ name: String, body: String) -> String {
        "import SwiftUI\nstruct \(name): View { var body: some View { \(body) } }\n"
    }

    /// The project is the nearest folder with an Xcode project or workspace, or a package whose target holds the
    /// file; a repository's root or a package that does not hold the file ends the search with none.
    @Test func theProjectIsFoundAsXcodeAndSwiftPMDefineIt() throws {
        #expect(EnclosingProject.find(for: "fixtures/apps/x-profile-card/Views/Badge.swift")
                == EnclosingProject.Found(folder: "fixtures/apps/x-profile-card", marker: "ProfileCard.xcodeproj"))
        #expect(EnclosingProject.find(for: "fixtures/apps/x-profile-kit/ProfileKit/Sources/ProfileKit/Badge.swift")
                == EnclosingProject.Found(folder: "fixtures/apps/x-profile-kit/ProfileKit", marker: "Package.swift"))
        // layoutdbg's own Package.swift: its targets do not hold the fixtures.
        #expect(EnclosingProject.find(for: "fixtures/realworld/02-foodtruck-flowlayout.swift") == nil)

        let directory = try ScratchDirectory.make("repository")
        defer { try? FileManager.default.removeItem(at: directory) }
        let nested = directory.appendingPathComponent("repo/Views")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        // A project above the repository is not this file's.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Outer.xcworkspace"), withIntermediateDirectories: true)
        #expect(EnclosingProject.find(for: nested.appendingPathComponent("Row.swift").path) == nil)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("repo/App.xcworkspace"), withIntermediateDirectories: true)
        #expect(EnclosingProject.find(for: nested.appendingPathComponent("Row.swift").path)?.marker == "App.xcworkspace")
    }

    /// The names a failure says are missing, from the reader's words and the compiler's.
    @Test func missingNamesAreReadFromTheErrors() {
        func error(_ message: String) -> Diagnostic { Diagnostic(.error, message, file: "F.swift", at: .unknown) }
        let diagnostics = [
            error("unknown view 'CardView'"),
            error("unknown modifier '.cardStyle'"),
            error("cannot find 'AppColors' in scope"),
            error("cannot find type 'Country' in scope"),
            error("type 'Color' has no member 'brand'"),
            error("value of type 'Image' has no member 'fontSize'"),
            error("unknown view 'CardView'"),
            error("no such module 'DesignKit'"),
            error("unknown attribute 'FileStorage'"),
            error("missing argument for parameter 'title' in call"),
            Diagnostic(.warning, "unknown view 'Warned'", file: "F.swift", at: .unknown),
            RootArguments.diagnostic("Row", needs: [.init(label: "item", type: "Item"), .init(label: "id", type: "KeyPath<Item, ID>"),
                                                    .init(label: "focus", type: "FocusState<Bool>.Binding"),
                                                    .init(label: "title", type: "String"), .init(label: "other", type: "Item")],
                                     why: nil, samples: .none, file: "F.swift", at: .unknown),
        ]
        #expect(EnclosingProject.missingNames(in: diagnostics)
                == ["CardView", "cardStyle", "AppColors", "Country", "brand", "fontSize", "DesignKit", "FileStorage", "Item"])
    }

    /// Whether a file declares a name: as a type, function, property, constant or case, not a mere use.
    @Test func aNameIsDeclaredWhenIntroducedByADeclaration() {
        let files = [(path: "Uses.swift", source: "let x = CardView()\nText(brand)"),
                     (path: "Theme.swift", source: "extension Color {\n    static let brand = Color.red\n}"),
                     (path: "Card.swift", source: "struct CardView: View {}")]
        #expect(EnclosingProject.firstDeclared(of: ["Missing", "CardView"], in: files)! == ("CardView", "Card.swift"))
        #expect(EnclosingProject.firstDeclared(of: ["brand"], in: files)! == ("brand", "Theme.swift"))
        #expect(EnclosingProject.firstDeclared(of: ["Text"], in: files) == nil)
        // A package of the app's own declares its module.
        #expect(EnclosingProject.firstDeclared(of: ["DesignKit"], in: files, modules: ["DesignKit"])! == ("DesignKit", "the module DesignKit"))
    }
}
