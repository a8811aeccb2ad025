@testable import CompiledPath
import Foundation
import LayoutDebugCore
import LayoutInput
import LayoutModel
import LayoutTestSupport
import Testing

/// The compiled path as a user meets it: files with their own code traced from the command line (`trace`, with its
/// previews and roots), the errors of code that does not build or does not stop, and the cache.
@Suite(.serialized) struct CompiledPathTests {
    let environment = CompiledPathForTests.environment

    func trace(_ arguments: String...) -> CLIRun {
        layoutdbg(["trace"] + arguments, environment: environment)
    }

    /// Writes a file of the given name and text into `directory` (a scratch app's folder).
    func writer(in directory: URL) -> (String, String) throws -> Void {
        { name, text in try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    }

    /// `files` as a scratch app's folder, traced as `--view view` by the compiled path.
    func traceApp(_ purpose: String, view: String, _ files: [String: String]) throws -> CLIRun {
        let directory = try ScratchDirectory.make(purpose)
        defer { try? FileManager.default.removeItem(at: directory) }
        let write = writer(in: directory)
        for (name, text) in files { try write(name, text) }
        return trace(directory.path, "--view", view, "--engine", "compile")
    }

    /// `source` as the scratch file `name`, traced with `--frames` by the default engine (which compiles it) and read
    /// by the reader alone: for code only the compiled path runs.
    func compiledNotRead(_ name: String, _ source: String) throws -> (path: String, compiled: CLIRun, read: CLIRun) {
        let file = try scratchFile("compiled", name, source)
        return (file.path, trace(file.path, "--frames"), trace(file.path, "--engine", "interpret"))
    }

    /// `source` written as the file `name` in a new scratch directory made for `purpose`.
    func scratchFile(_ purpose: String, _ name: String, _ source: String) throws -> URL {
        let file = try ScratchDirectory.make(purpose).appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The file's own FlowLayout shares a seed layout's name: the trace runs the user's code (subviews placed on a
    /// diagonal, 10 apart), not the seed's (which flows them in rows).
    @Test func theFilesOwnLayoutWins() {
        let run = trace("fixtures/compiled/own-flow-layout.swift", "--format", "table")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  Text[1]    (nil, nil) unspecified   custom   (21.667, 20.333)"))
        let frames = layoutdbg(["trace", "fixtures/compiled/own-flow-layout.swift", "--frames", "--proposal", "393x852"], environment: environment).stdout
        #expect(frames.contains("FlowLayout/Text[1]  (10, 10, 21.667, 20.333)"))
        #expect(frames.contains("FlowLayout/Text[2]  (20, 20, 35.333, 20.333)"))
    }

    /// A card as app code dresses it (fixtures/compiled/drawing-and-preferences.swift, goldens read): UIKit's
    /// `UIBezierPath` in a shape, an `Animatable` modifier, `String(localized:)` and `.overlayPreferenceValue` all
    /// compile (each was a build error), and the overlay, made from the key's default value, says so once.
    @Test func appDrawingCodeAndPreferenceOverlaysCompile() {
        let run = trace("fixtures/compiled/drawing-and-preferences.swift")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  VStack.padding.overlay/Color.frame @ (80.667, 0) 0×10, proposed (80.667, 76.333)\n"))
        #expect(run.stderr.components(separatedBy: "warning: '.overlayPreferenceValue' makes its content from BadgeCountKey.defaultValue:").count == 2)
    }

    /// The app recorder as an app compiles it (`import SwiftUI`, no LAYOUTDBG_STANDIN): against the SwiftUI surface
    /// of the compiled path it builds and runs as the one-child Layout it is.
    @Test func theAppRecorderBuildsAgainstTheSwiftUISurface() {
        let run = trace("Sources/LayoutRecorder/LayoutRecorder.swift", "--engine", "compile", "--proposal", "200x100",
                        "--root", #"RecordingLayout(name: "x") { Text("Hello") }"#)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  RecordingLayout ⋯ sizeThatFits proposal (200, 100) explicit\n  Text[0] ← (200, 100) explicit, custom → (39, 20.333)\n"))
        #expect(run.stdout.contains("  RecordingLayout ⋯ placeSubviews in (0, 0, 39, 20.333), proposal (200, 100)\n  Text[0] @ (0, 0) 39×20.333, proposed (200, 100)\n"))
    }

    @Test func previewsAreListedAndPicked() {
        #expect(trace("fixtures/compiled/own-flow-layout.swift", "--list-previews").stdout
                == "0  \"Three\"  own-flow-layout.swift:36\n1  \"One\"  own-flow-layout.swift:40\n")
        let one = trace("fixtures/compiled/own-flow-layout.swift", "--preview", "One")
        #expect(one.stdout.contains("FlowLayout.padding ← (402, 778) explicit, root"))
        #expect(trace("fixtures/compiled/own-flow-layout.swift", "--preview", "1").stdout == one.stdout)
        let missing = trace("fixtures/compiled/own-flow-layout.swift", "--preview", "Two")
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("error: no preview 'Two' in this file"))
        #expect(missing.stderr.contains("note: the previews are: 0  \"Three\"  fixtures/compiled/own-flow-layout.swift:36; 1  \"One\"  fixtures/compiled/own-flow-layout.swift:40"))
    }

    /// An error in the `--root` expression is said of the option, quoted from it, not at a line past the file's end
    /// (the expression is compiled after the file).
    @Test func anErrorInTheRootExpressionIsSaidOfTheOption() {
        let run = trace("fixtures/compiled/needs-arguments.swift", "--root", #"SettingsRow(title: label, isOn: .constant(false))"#)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("""
            --root:1:20: error: cannot find 'label' in scope
                1 | SettingsRow(title: label, isOn: .constant(false))
                  |                    ^
            note: the --root expression is compiled after the file, as a function of its own: it may use the file's types, \
            their initialisers and literal values, not names from inside a view

            """), "\(run.stderr)")
    }

    /// An error in `--root` after errors in the file may be one of theirs (`nil` has no type while the file cannot find
    /// `User`): it is still said, after them, with a note that says so (the fresh collection's ProfileHeaderView.swift).
    @Test func anErrorInTheRootAfterTheFilesSaysItMayFollowFromThem() throws {
        let file = try scratchFile("root-after-errors", "ProfileHeader.swift", """
            import SwiftUI

            struct ProfileHeader: View {
                let user: User?
                var body: some View { Text(user?.name ?? "Guest") }
            }
            """)
        let run = trace(file.path, "--root", "ProfileHeader(user: nil)")
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("\(file.path):4:15: error: cannot find type 'User' in scope\n"), "\(run.stderr)")
        #expect(run.stderr.contains("""
            --root:1:21: error: 'nil' requires a contextual type
                1 | ProfileHeader(user: nil)
                  |                     ^
            note: this may follow from the errors in the files: mend those first
            note: the --root expression is compiled after the file
            """), "\(run.stderr)")
    }

    /// `--root` takes any view expression: a view that needs arguments is traced with them.
    @Test func anExpressionAsTheRoot() {
        let run = trace("fixtures/compiled/needs-arguments.swift", "--root", #"SettingsRow(title: "Wi-Fi", isOn: .constant(false))"#)
        #expect(run.status == 0, "\(run.stderr)")
        // "Off" is the least flexible and goes first; then "Wi-Fi" gets the rest but for the spacer's minimum.
        #expect(run.stdout.contains("  Text[2] ← (197, 778) explicit, distribute → (24.333, 20.333)"))
        #expect(run.stdout.contains("  Text[0] ← (369.667, 778) explicit, distribute → (40.667, 20.333)"))
    }

    /// The compiled path and the reader trace the same file alike (the text and JSON traces, byte for byte, where
    /// each node is written included: a view struct's nodes where its body writes them, a colour nowhere, since
    /// `Color.red` is a value that cannot know where it is used; until 2026-11-28 the reader put a struct's nodes at
    /// its use and colours where written, and only the text traces were compared): the guides of the user's own included (the compiled run asks their `defaultValue(in:)`), the `// layoutdbg:` header
    /// directives (both custom-alignment fixtures set a proposal; tab-view-pages an image's size) and the `// size:`
    /// comments (tab-view's 24×22 image, which the compiled path drew at the default 20×20 before it was given them).
    @Test(arguments: ["fixtures/seed-002/01-gridbug.swift", "fixtures/seed-002/02-span-commented-out.swift",
                      "fixtures/seed-002/07-color-clear-overlay.swift", "fixtures/swift-files/declared-views.swift",
                      "fixtures/swift-files/controls.swift", "fixtures/swift-files/links-menus-and-images.swift",
                      "fixtures/swift-files/labeled-rows.swift", "fixtures/swift-files/tab-view.swift", "fixtures/swift-files/tab-view-pages.swift",
                      "fixtures/swift-files/formatted-numbers.swift", "fixtures/swift-files/sign-in-fields.swift", "fixtures/swift-files/probes.swift",
                      "fixtures/swift-files/any-layout.swift", "fixtures/swift-files/form.swift", "fixtures/swift-files/string-literals.swift",
                      "fixtures/swift-files/shape-styles.swift", "fixtures/swift-files/text-addition.swift",
                      "fixtures/swift-files/drawing-styles.swift", "fixtures/swift-files/scroll-view-reader.swift",
                      "fixtures/swift-files/control-titles.swift", "fixtures/swift-files/matched-geometry.swift",
                      "fixtures/swift-files/content-builder.swift", "fixtures/swift-files/app-modifiers.swift",
                      "fixtures/swift-files/line-spacing.swift", "fixtures/swift-files/letter-spacing.swift",
                      "fixtures/device/recorded-card.swift",
                      "fixtures/modifiers/custom-alignment-first-third.swift", "fixtures/modifiers/custom-alignment-across-stacks.swift"])
    func bothPathsAgree(_ file: String) {
        let compiled = trace(file, "--engine", "compile", "--frames")
        let read = trace(file, "--engine", "interpret", "--frames")
        #expect(compiled.status == read.status)
        #expect(compiled.stdout == read.stdout)
        #expect(trace(file, "--engine", "compile", "--format", "json").stdout == trace(file, "--engine", "interpret", "--format", "json").stdout)
    }

    /// The modifiers that change a text's face in SwiftUI (weight, design, width, fixed-width letters or digits, case,
    /// tightening) are said on both paths in the same words, once per name, on a Text and on a view alike: the text
    /// model sets every Text in its style's face, so a trace of such text is narrower or wider than SwiftUI's.
    @Test func textFaceChangesAreSaidOnBothPaths() throws {
        let file = try scratchFile("text-faces", "Faces.swift", """
            import SwiftUI

            struct Faces: View {
                var body: some View {
                    VStack {
                        Text("Total").bold()
                        Text("12:30").monospacedDigit()
                        Text("Code").fontDesign(.monospaced) + Text(" wide").fontWidth(.expanded)
                        Text("Mono").monospaced()
                        Text("caps").textCase(.uppercase)
                        Text("A title that may not fit").allowsTightening(true)
                        Text("Again").bold()
                    }
                    .fontWeight(.heavy)
                }
            }
            """)
        let compiled = trace(file.path, "--engine", "compile")
        let read = trace(file.path, "--engine", "interpret")
        #expect(compiled.status == 0 && read.status == 0, "\(compiled.stderr)\(read.stderr)")
        #expect(compiled.stdout == read.stdout)
        #expect(compiled.stderr == read.stderr)
        let warnings = read.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.map { $0.replacingOccurrences(of: file.path, with: "Faces.swift") }
        let weight = "layoutdbg sets text in the weight of its font style (semibold for .headline, regular for the others)"
        #expect(warnings == [
            "Faces.swift:6:26: warning: '.bold' ignored: \(weight)",
            "Faces.swift:7:26: warning: '.monospacedDigit' ignored: layoutdbg gives digits SF Pro's proportional widths",
            "Faces.swift:8:25: warning: '.fontDesign' ignored: layoutdbg measures text in SF Pro, the default design",
            "Faces.swift:8:65: warning: '.fontWidth' ignored: layoutdbg measures text in SF Pro's standard width",
            "Faces.swift:9:25: warning: '.monospaced' ignored: layoutdbg measures text in SF Pro, not its fixed-width variant",
            "Faces.swift:10:25: warning: '.textCase' ignored: layoutdbg measures the text in the case it is written in",
            "Faces.swift:11:45: warning: '.allowsTightening' ignored: layoutdbg does not tighten text that does not fit (truncated or "
                + "wrapped here), where SwiftUI may",
            "Faces.swift:14:9: warning: '.fontWeight' ignored: \(weight)",
        ])
    }

    /// A preview whose body opens with a closure's attribute (`#Preview { @MainActor in … }`, XcodesApp's) compiles:
    /// the function the compiled path makes of the body cannot open so, and the attribute is blanked. Both paths agree.
    @Test func aPreviewOpeningWithAnAttributeCompiles() throws {
        let file = try scratchFile("preview-attribute", "Badge.swift", """
            import SwiftUI

            struct Badge: View {
                var title: String
                var body: some View { Text(title).padding(4) }
            }

            #Preview("Badge") { @MainActor in Badge(title: "New") }
            """)
        let compiled = trace(file.path, "--engine", "compile")
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stdout == trace(file.path, "--engine", "interpret").stdout)
        #expect(compiled.stdout.contains("Text.padding → (42.333, 28.333)"))
    }

    /// A preview that is not traced is not compiled (its body is blanked, every column kept): one that shows a view of
    /// another file, or its mock data, no longer stops the file's other previews; picked, it is compiled and its error
    /// said at its own line.
    @Test func aPreviewNotTracedIsNotCompiled() throws {
        let file = try scratchFile("unshown-preview", "Tag.swift", """
            import SwiftUI

            struct Tag: View {
                var title: String
                var body: some View { Text(title).padding(4) }
            }

            #Preview("Tag") { Tag(title: "New") }

            #Preview("Tags") {
                VStack {
                    ForEach(TagStore.mocks) { tag in Tag(title: tag.title) }
                }
            }
            """)
        let first = trace(file.path, "--engine", "compile")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Text.padding → (42.333, 28.333)"))
        let second = trace(file.path, "--engine", "compile", "--preview", "Tags")
        #expect(second.status == 65)
        #expect(second.stderr.hasPrefix("\(file.path):12:17: error: cannot find 'TagStore' in scope\n"), "\(second.stderr)")
    }

    /// A `PreviewProvider` whose `previews` shows a view of another file (the fresh collection's TagLayout.swift): a
    /// root picked with `--root` traces, the provider not compiled; the provider picked says its error at its line,
    /// and names the layout `--view` traces instead.
    @Test func aPreviewProviderNotTracedIsNotCompiled() throws {
        let file = try scratchFile("unshown-provider", "TagLayout.swift", """
            import SwiftUI

            struct TagLayout: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: proposal.width ?? 100, height: 20)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            struct TagLayout_Previews: PreviewProvider {
              static var previews: some View {
                TagTextFieldContentView()
              }
            }
            """)
        let picked = trace(file.path, "--root", "TagLayout { Text(\"A\") }")
        #expect(picked.status == 0, "\(picked.stderr)")
        #expect(picked.stdout.contains("TagLayout → (402, 20)"), "\(picked.stdout)")
        let provider = trace(file.path)
        #expect(provider.status == 65)
        #expect(provider.stderr.hasPrefix("\(file.path):12:5: error: cannot find 'TagTextFieldContentView' in scope\n"), "\(provider.stderr)")
        // The layout traces without the view, around sample subviews: the note names it, as the reader's would.
        #expect(provider.stderr.contains("\nnote: or trace a view of this file that does not use it: --view TagLayout\n"), "\(provider.stderr)")
    }

    /// A view declared inside an extension of another type (`Settings.Row`), shown by the preview: the reader says it
    /// does not read it, and the file is compiled, its nodes pointing at the nested struct's line.
    @Test func aViewDeclaredInAnExtensionIsCompiled() throws {
        let file = try scratchFile("nested-view", "Settings.swift", """
            import SwiftUI

            enum Settings {}

            extension Settings {
                struct Row: View {
                    var body: some View {
                        HStack { Text("Wi-Fi"); Spacer(); Text("On") }
                    }
                }
            }

            #Preview { Settings.Row() }
            """)
        let read = trace(file.path, "--engine", "interpret")
        #expect(read.status == 65)
        #expect(read.stderr.hasPrefix("\(file.path):13:12: error: 'Settings.Row' is declared inside 'extension Settings', which the reader does not read\n"),
                "\(read.stderr)")
        let run = trace(file.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("HStack ← (402, 778) explicit, root  · in Row (Settings.swift:6)"), "\(run.stdout)")
    }

    /// A cast (`as? [Int]`) is valid Swift the reader does not evaluate: the file is compiled, never refused as a
    /// syntax error (Aidoku's skeleton view reads its saved layout so). Nothing is saved: the fallback's one row.
    @Test func aCastGoesToTheCompiledPath() throws {
        let (_, run, read) = try compiledNotRead("Skeleton.swift", """
            import SwiftUI

            struct SkeletonView: View {
                @State private var rows: [Int]

                init(key: String) {
                    let saved = UserDefaults.standard.array(forKey: "\\(key).rows") as? [Int]
                    self._rows = .init(initialValue: saved ?? [1])
                }

                var body: some View {
                    VStack {
                        ForEach(rows, id: \\.self) { row in Text("Row \\(row)") }
                    }
                }
            }

            #Preview {
                SkeletonView(key: "home")
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("VStack/Text[0]"))
        #expect(!run.stdout.contains("Text[1]"))
        #expect(read.status == 65)
        #expect(read.stderr.contains("Skeleton.swift:7:72: error: a type cast ('as') is not evaluated by layoutdbg's reader"))
    }

    /// An app's actions call frameworks that do not exist here (StoreKit, UserNotifications, AVFoundation; a Mac app's
    /// AppKit before it had a stand-in): an action never runs while a view is laid out, so
    /// those that do not build are emptied and the view traced, each said in a note at its `{` (a button's, a tap
    /// handler's, an `action:` argument's), and remembered for the next run, which comes from the cache. A
    /// `Button(action:)`'s trailing closure is its label: kept (its Text is traced).
    @Test func actionsThatDoNotBuildHereAreLeftOut() throws {
        let directory = try ScratchDirectory.make("actions")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Share.swift")
        try """
            import SwiftUI

            struct ShareRow: View {
                @State private var copied = false

                var body: some View {
                    HStack {
                        Button("Copy") {
                            SKStoreReviewController.requestReview()
                            copied = true
                        }
                        Button(action: { UNUserNotificationCenter.current().removeAllDeliveredNotifications() }) {
                            Text("Help")
                        }
                    }
                    .onTapGesture(count: 2) {
                        for device in AVCaptureDevice.devices() { print(device) }
                    }
                }
            }

            #Preview {
                ShareRow()
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let run = trace(file.path, "--engine", "compile")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  Text[1] @ (48, 0) 35.333×20.333, proposed (197, 778)\n"))
        let notes = run.stderr.split(separator: "\n").filter { $0.contains(": note: ") }
        #expect(notes == [
            "\(file.path):8:28: note: this Button's action is left out: it does not build here (cannot find 'SKStoreReviewController' in scope), and an action does not run while the view is laid out",
            "\(file.path):12:28: note: this action: closure is left out: it does not build here (cannot find 'UNUserNotificationCenter' in scope), and an action does not run while the view is laid out",
            "\(file.path):16:33: note: this .onTapGesture action is left out: it does not build here (cannot find 'AVCaptureDevice' in scope), and an action does not run while the view is laid out",
        ])
        let again = trace(file.path, "--engine", "compile")
        #expect(again.stdout == run.stdout && again.stderr == run.stderr)
    }

    /// Blocks an `.onAppear` queues on the main queue run after it, as on a device, and so do the blocks they queue (after
    /// the next build); a timed block (`asyncAfter`) is not waited for. The bar is 30 tall (the nested block's height,
    /// not the outer's 10 nor the timed 99), and the note says the blocks ran.
    @Test func blocksQueuedByAnActionRunAfterIt() throws {
        let (path, run, _) = try compiledNotRead("Queued.swift", """
            import SwiftUI

            struct Queued: View {
                @State private var height: CGFloat = 0

                var body: some View {
                    Color.red
                        .frame(width: 10, height: height)
                        .onAppear {
                            DispatchQueue.main.async {
                                height = 10
                                DispatchQueue.main.async { height = 30 }
                            }
                            DispatchQueue.main.asyncAfter(deadline: .now() + 60) { height = 99 }
                        }
                }
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Color.frame  (196, 436, 10, 30)\n"), "\(run.stdout)")
        #expect(run.stderr.hasPrefix("\(path):9:13: note: the views' .onAppear / .onChange set state once they appeared: layoutdbg ran its action, then the blocks it queued on the main queue, and laid the view out again"))
    }

    /// A colour asset named as a system colour (Enchanted's "label") is what `Color(.label)` names, as Xcode's
    /// generated `ColorResource.label` makes it: here, where UIColor and NSColor are one type, it was ambiguous with
    /// `UIColor.label`. A system colour the app has no asset of (`.systemBackground`) is still UIKit's.
    @Test func aColourAssetNamedAsASystemColourIsTheAsset() throws {
        let directory = try ScratchDirectory.make("label-asset")
        defer { try? FileManager.default.removeItem(at: directory) }
        let colorset = directory.appendingPathComponent("Assets.xcassets/label.colorset")
        try FileManager.default.createDirectory(at: colorset, withIntermediateDirectories: true)
        try #"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
            .write(to: colorset.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let file = directory.appendingPathComponent("Badge.swift")
        try """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    Text("New")
                        .foregroundColor(Color(.label))
                        .background(Color(.systemBackground))
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        // The app's folder, whose catalog the compiled path generates the asset symbols of (a lone file has no app).
        let run = trace(directory.path, "--view", "Badge", "--engine", "compile", "--frames")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Text.background/Color  (183.833, 440.833, 34.333, 20.333)\n"), "\(run.stdout)")
    }

    /// An error outside every action is the user's to mend: said as the compiler says it, nothing emptied.
    @Test func anErrorOutsideTheActionsIsSaid() throws {
        let (path, run, _) = try compiledNotRead("Share.swift", """
            import SwiftUI

            struct ShareRow: View {
                var body: some View {
                    Button("Copy") { SKStoreReviewController.requestReview() }
                        .frame(width: UNUserNotificationCenter.current().badgeWidth)
                }
            }
            """)
        #expect(run.status == 65)
        #expect(run.stderr.contains("\(path):6:27: error: cannot find 'UNUserNotificationCenter' in scope"))
        #expect(!run.stderr.contains("is left out"))
    }

    /// A value written through a format style (`Text(rate, format: .percent)`, `"\(rate, format: .percent) APR"`) reads
    /// as Foundation writes it in en_US, a preview's locale: each Text is as wide as the same words written out.
    @Test func aFormattedValueIsWrittenAsInAPreview() throws {
        let (_, run, _) = try compiledNotRead("Rate.swift", """
            import SwiftUI

            struct Rate: View {
                let apr = 0.0349
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("\\(apr, format: .percent) APR")
                        Text("3.49% APR")
                        Text(0.5, format: .currency(code: "USD"))
                        Text("$0.50")
                    }
                }
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        // Each pair alike: "3.49% APR" 86.333 wide, "$0.50" 44.333.
        #expect(run.stdout.contains("""
            VStack/Text[0]  (157.833, 398.333, 86.333, 20.333)
            VStack/Text[1]  (157.833, 426.667, 86.333, 20.333)
            VStack/Text[2]  (157.833, 455, 44.333, 20.333)
            VStack/Text[3]  (157.833, 483.333, 44.333, 20.333)
            """))
    }

    /// `Text(date, style:)` and `Text(value, format:)` are Foundation's words: the reader hands the file to the compiled
    /// path, which writes a date ten minutes from now as "10 minutes", "10:00" and "+10 minutes" on every run.
    @Test func aDateInAStyleIsCompiledAndWrittenAsDocumented() throws {
        let file = try scratchFile("date-styles", "Countdown.swift", """
            import SwiftUI

            struct Countdown: View {
                let end = Date.now.addingTimeInterval(600)
                var body: some View {
                    VStack {
                        Text(end, style: .relative)
                        Text("10 minutes")
                        Text(end, style: .timer)
                        Text("10:00")
                        Text(0.5, format: .percent)
                        Text("50%")
                    }
                }
            }
            """)
        let read = trace(file.path, "--engine", "interpret")
        #expect(read.stderr.hasPrefix("\(file.path):7:23: error: 'Text(_:style:)' writes a value through Foundation, which the reader does not evaluate\n"),
                "\(read.stderr)")
        let run = trace(file.path, "--frames")
        #expect(run.status == 0, "\(run.stderr)")
        // Each pair alike: "10 minutes" 82.667 wide, "10:00" 43, "50%" 35.667; the VStack (6 × 20.333 + 5 × 8 = 162 tall)
        // centred in the safe area (62 + (778 − 162) / 2 = 370).
        #expect(run.stdout.contains("""
            VStack          (159.667, 370, 82.667, 162)
            VStack/Text[0]  (159.667, 370, 82.667, 20.333)
            VStack/Text[1]  (159.667, 398.333, 82.667, 20.333)
            VStack/Text[2]  (179.5, 426.667, 43, 20.333)
            VStack/Text[3]  (179.5, 455, 43, 20.333)
            VStack/Text[4]  (183.167, 483.333, 35.667, 20.333)
            VStack/Text[5]  (183.167, 511.667, 35.667, 20.333)
            """), "\(run.stdout)")
    }

    /// A Mac settings pane as apps write it with Sindre Sorhus's Defaults (`@Default(.key)` over the app's own
    /// `extension Defaults.Keys`, `Defaults.Toggle`), `@ScaledMetric`, a `TextField` of a formatted value, a `List` of a
    /// binding with `editActions`, and StoreKit's `requestReview`: every key has its default, as on a fresh install
    /// (the badge shown, its 24-point icon at the default text size, the rows' Text at 14 points, 17 tall).
    @Test func aSettingsPaneWithDefaultsKeysTraces() throws {
        let (_, run, _) = try compiledNotRead("Settings.swift", """
            import SwiftUI
            import Defaults

            extension Defaults.Keys {
                static let fontSize = Key<Double>("fontSize", default: 14)
                static let showBadge = Key<Bool>("showBadge", default: true)
            }

            struct Site: Identifiable, Equatable {
                let id: Int
                var title: String
            }

            struct SettingsPane: View {
                @Default(.fontSize) private var fontSize
                @Default(.showBadge) private var showBadge
                @ScaledMetric private var iconSize = 24
                @State private var sites = [Site(id: 1, title: "Home"), Site(id: 2, title: "News")]
                @Environment(\\.requestReview) private var requestReview

                var body: some View {
                    VStack(alignment: .leading) {
                        TextField("Size", value: $fontSize, format: .number)
                        Defaults.Toggle("Badge", key: .showBadge)
                        if showBadge {
                            Color.blue.frame(width: iconSize, height: iconSize)
                        }
                        List($sites, editActions: .all) { $site in
                            Text(site.title).font(.system(size: fontSize))
                        }
                    }
                }
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("""
            VStack/HStack[1] "Toggle"                             (0, 90.333, 402, 31)
            VStack/HStack[1]/VStack[0]                            (0, 95.667, 49, 20.333)
            """))
        #expect(run.stdout.contains("VStack/Color[2]                                       (0, 129.333, 24, 24)\n"))
        #expect(run.stdout.contains("VStack/ScrollView[3]/VStack[0]/Text[0]                (36, 174.833, 38.333, 17)\n"))
    }

    /// A Mac app's view with AppKit in and around it (`import AppKit`): the system font's standard sizes (13, small 11)
    /// size a frame, the screen is the run's device's (the default iPhone's, 402 wide: a third is 134), and the
    /// buttons' AppKit calls compile as they are and never run.
    @Test func appKitResolvesToTheStandIn() throws {
        let (_, run, _) = try compiledNotRead("Pane.swift", """
            import SwiftUI
            import AppKit

            struct Pane: View {
                // A colour's components as the app gave them (apps compute contrast from them).
                let white = NSColor(white: 1, alpha: 1).usingColorSpace(.extendedSRGB)?.redComponent ?? 0

                var body: some View {
                    VStack {
                        Color.red.frame(width: NSFont.systemFontSize, height: NSFont.smallSystemFontSize)
                        Color.blue.frame(width: (NSScreen.main?.frame.width ?? 0) / 3 * white, height: 10)
                        Button("Reveal") { NSWorkspace.shared.activateFileViewerSelecting([URL(fileURLWithPath: "/")]) }
                        Button("Copy") {
                            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                            NSColor.labelColor.usingColorSpace(.sRGB)?.getRed(&r, green: &g, blue: &b, alpha: &a)
                            NSPasteboard.general.clearContents()
                            NSPasteboard.general.setString("x", forType: .string)
                        }
                    }
                }
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("VStack/Color[0]        (194.5, 408.167, 13, 11)\n"))
        #expect(run.stdout.contains("VStack/Color[1].frame  (134, 427.167, 134, 10)\n"))
    }

    /// A GeometryReader whose content reads its size (the progress bars of real apps): the reader refuses the
    /// proxy's values, the compiled path builds the content with the reader's 402 × 778 (half of it: 201), where it
    /// gave a zero-sized proxy, and so a 0-wide bar, before.
    @Test func aGeometryReadersContentGetsItsSize() throws {
        let (_, run, read) = try compiledNotRead("ProgressBar.swift", """
            import SwiftUI

            struct ProgressBar: View {
                let progress = 0.5

                var body: some View {
                    GeometryReader { geo in
                        Capsule().frame(width: geo.size.width * progress, height: 6)
                    }
                }
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("GeometryReader/Capsule[0]        (0, 62, 201, 6)"))
        #expect(read.status == 65)
        #expect(read.stderr.contains("'geo' is a GeometryProxy: its values exist only during layout, which the reader does not run"))
    }

    /// `import UIKit` and `import Combine`, as real views and their models write them: `UIScreen.main` is the run's
    /// device's screen (an iPhone SE's is 375 wide: half is 187.5, centred in its 647-tall safe area from y 20: the
    /// 2× screen's body line is 20.5, so y 20 + (647 − 20.5) / 2), a model keeps its cancellables and a view receives
    /// a timer that never fires during the trace.
    @Test func uiKitAndCombineResolveToTheStandIn() throws {
        let (path, run, _) = try compiledNotRead("Clock.swift", """
            import SwiftUI
            import UIKit
            import Combine

            final class ClockModel: ObservableObject {
                @Published var label = "12:00"
                private var cancellables = Set<AnyCancellable>()
                init() {
                    Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                        .sink { [weak self] _ in self?.label = "tick" }
                        .store(in: &cancellables)
                }
            }

            struct Clock: View {
                @StateObject private var model = ClockModel()
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                private let width = UIScreen.main.bounds.width / 2

                var body: some View {
                    Text(model.label)
                        .frame(width: width)
                        .onReceive(timer) { _ in UIImpactFeedbackGenerator(style: .light).impactOccurred() }
                }
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        let seRun = trace(path, "--device", "iphone-se", "--frames")
        #expect(seRun.stdout.contains("Text.frame  (93.75, 333.25, 187.5, 20.5)"), "\(seRun.stdout)")
    }

    /// What app code traced in its own repository reached for (fresh collections 7 and 8, 2026-11-29): a preview that
    /// returns views of two types (the macro's body is `() -> any View`), a `NavigationPath`, iOS 17's `withAnimation`
    /// with a completion, SwiftGen's `Bundle.module` (SWIFT_PACKAGE is defined here, as in a package's build), an
    /// asset colour of a bundle, and a colour the code computes, which the reader leaves to the compiled path.
    @Test func appCodeOfTheFreshRepositoriesCompiles() throws {
        let (_, compiled, read) = try compiledNotRead("Screen.swift", """
            import SwiftUI
            import UIKit

            private final class BundleToken {
                static let bundle: Bundle = {
                    #if SWIFT_PACKAGE
                    return Bundle.module
                    #else
                    return Bundle(for: BundleToken.self)
                    #endif
                }()
            }

            struct Screen: View {
                @State private var path = NavigationPath()
                @State private var open = false
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Text(BundleToken.bundle.localizedString(forKey: "title", value: "Title", table: nil))
                            Color(UIColor(named: "brand", in: Bundle.main, compatibleWith: nil)!)
                                .frame(width: 40, height: 40)
                            Button("Open") { withAnimation(.easeIn, { open = true }, completion: { path.append(1) }) }
                        }
                    }
                }
            }

            #Preview {
                if let first = [1, 2].first, first > 1 {
                    return Text("none")
                } else {
                    return Screen()
                }
            }
            """)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        // The preview's second return: the VStack of 20.333 + 8 + 40 + 8 + 20.333, centred in the safe area.
        #expect(compiled.stdout.contains("VStack                 (180.167, 402.667, 41.667, 96.667)\n"), "\(compiled.stdout)")
        #expect(compiled.stdout.contains("VStack/Color[1].frame  (181, 431, 40, 40)\n"), "\(compiled.stdout)")
        // The reader stops at the preview's first line it does not read, and leaves the file to the compiled path.
        #expect(read.status == 65 && read.stderr.contains("layoutdbg does not read condition lists"), "\(read.stderr)")
        let swatch = try scratchFile("computed-colour", "Swatch.swift", """
            import SwiftUI

            struct Swatch: View {
                var body: some View { Color(UIColor(named: "brand", in: Bundle.main, compatibleWith: nil)!).frame(width: 40, height: 40) }
            }
            """)
        let readSwatch = trace(swatch.path, "--engine", "interpret")
        #expect(readSwatch.stderr.hasPrefix("\(swatch.path):4:33: error: the reader does not evaluate the colour "), "\(readSwatch.stderr)")
        #expect(readSwatch.stderr.contains("note: layoutdbg compiles the file to run it (--engine auto or compile)"))
    }

    /// A file of the app that imports a module of the toolchain (`import Swift`, RegexBuilder) is compiled with it,
    /// not left out as a module that cannot be built here.
    @Test func aFileImportingTheToolchainsModulesIsKept() throws {
        let run = try traceApp("toolchain-imports", view: "Row", [
            "Row.swift": """
                import SwiftUI

                struct Row: View {
                    var body: some View { Text(Links.label(for: "a b")) }
                }
                """,
            "Links.swift": """
                import Swift
                import RegexBuilder

                enum Links {
                    static func label(for text: String) -> String { "\\(text.count) characters" }
                }
                """,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Text ← (402, 778) explicit, root → (95.667, 20.333)  · in Row (Row.swift:3)"), "\(run.stdout)")  // "3 characters"
        #expect(!run.stderr.contains("left out"), "\(run.stderr)")
    }

    /// Where a file is laid out by approximation or a guess (an image with no size, a Button as its label, a control
    /// style ignored), the compiled path says so in the reader's words, at the same places, from the cache as well.
    @Test func bothPathsWarnAlike() throws {
        let file = try ScratchDirectory.make("warnings").appendingPathComponent("Row.swift")
        try """
            import SwiftUI

            struct Row: View {
                var body: some View {
                    HStack {
                        Image(systemName: "star")
                        Button("OK") {}
                            .buttonStyle(.bordered)
                            .controlSize(.large)
                        Text("Total").lineLimit(1).minimumScaleFactor(0.5)
                    }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let read = trace(file.path, "--engine", "interpret")
        let compiled = trace(file.path, "--engine", "compile")
        let cached = trace(file.path, "--engine", "compile")
        #expect(read.stderr.contains("Row.swift:6:13: warning: symbol 'star' has no natural size; using 20x20 at 17 pt, in proportion to its font"))
        #expect(read.stderr.contains("Row.swift:9:17: warning: '.controlSize' ignored: layoutdbg lays controls out at the regular size"))
        #expect(read.stderr.contains("Row.swift:10:39: warning: '.minimumScaleFactor' ignored: layoutdbg sets text at its full size; "
                                     + "where it does not fit (truncated or wrapped here), SwiftUI shrinks its font, down to the factor, and sizes it differently"))
        #expect(compiled.stderr == read.stderr)
        #expect(cached.stderr == read.stderr)
        #expect(compiled.stdout == read.stdout)
    }

    /// A TimelineView is its content at one moment: the reader cannot evaluate what reads the moment, the compiled
    /// path builds the content at its fixed one (2026-01-01 09:41 UTC, 1,767,260,460 s after 1970), the same on
    /// every run and machine: the trace is that of a Text of those digits.
    @Test func aTimelineViewIsItsContentAtOneMoment() throws {
        let (_, run, read) = try compiledNotRead("Clock.swift", """
            import SwiftUI

            struct Clock: View {
                var body: some View {
                    TimelineView(.periodic(from: .now, by: 1)) { context in
                        Text("\\(Int(context.date.timeIntervalSince1970))")
                    }
                }
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(read.status == 65)
        #expect(read.stderr.contains("Clock.swift:6:19: error: the reader cannot evaluate the interpolation"))
        let moment = try compiledNotRead("Clock.swift", #"""
            import SwiftUI

            struct Clock: View {
                var body: some View { Text("1767260460") }
            }
            """#).compiled
        #expect(run.stdout.components(separatedBy: "\n").dropFirst() == moment.stdout.components(separatedBy: "\n").dropFirst())
    }

    /// A provider's `.previewLayout(.fixed(width:height:))` is Xcode's container of that size: the root is proposed it,
    /// with no safe area, and centred in it (a 500 × 6 bar at (0, 7) of a 500 × 20 container); `.sizeThatFits`
    /// offers it the whole 402 × 874 screen and puts it at (0, 0); `.device` is the safe area, as without one.
    @Test func aPreviewLayoutIsTheRootsContainer() throws {
        func bar(_ layout: String) throws -> CLIRun {
            try compiledNotRead("Bar.swift", """
                import SwiftUI

                struct Bar: View {
                    var body: some View { Capsule().frame(height: 6) }
                }

                struct Bar_Previews: PreviewProvider {
                    static var previews: some View {
                        Bar().previewLayout(\(layout))
                    }
                }
                """).compiled
        }
        let fixed = try bar(".fixed(width: 500, height: 20)")
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(fixed.stderr == "")
        #expect(fixed.stdout.contains("device iphone-16-pro, portrait · preview container (500, 20) @3x · no safe area · root centred in it\n"))
        #expect(fixed.stdout.contains("Capsule.frame ← (500, 20) explicit, root"))
        #expect(fixed.stdout.contains("Capsule.frame  (0, 7, 500, 6)\n"))
        let fitting = try bar(".sizeThatFits")
        #expect(fitting.stdout.contains("device iphone-16-pro, portrait · preview sized to fit, offered the screen (402, 874) @3x · no safe area · root at (0, 0)\n"))
        #expect(fitting.stdout.contains("Capsule.frame  (0, 0, 402, 6)\n"))
        let device = try bar(".device")
        #expect(device.stdout.contains("device iphone-16-pro, portrait · screen (402, 874) @3x · safe area insets top 62, bottom 34 · root centred in the safe area\n"))
        #expect(device.stdout.contains("Capsule.frame  (0, 448, 402, 6)\n"))
    }

    /// A `#Preview`'s traits are the same containers and orientations, read alike by the reader and the compiled path
    /// (the same bytes): a fixed container turned to landscape is the same container.
    @Test func previewTraitsAreReadAlikeByBothPaths() throws {
        let (path, compiled, _) = try compiledNotRead("Badge.swift", """
            import SwiftUI

            struct Badge: View {
                var body: some View { Text("New").padding(4) }
            }

            #Preview("Fixed", traits: .fixedLayout(width: 200, height: 100), .landscapeLeft) {
                Badge()
            }
            """)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stdout.contains("Text.padding  (78.833, 35.833, 42.333, 28.333)\n"))
        #expect(compiled.stdout.contains("device iphone-16-pro, landscape · preview container (200, 100) @3x · no safe area · root centred in it\n"))
        #expect(compiled.stderr == "")
        let read = trace(path, "--frames", "--engine", "interpret")
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stdout == compiled.stdout)
        #expect(read.stderr == compiled.stderr)
        // The listing shows each preview's traits as written.
        #expect(trace(path, "--list-previews").stdout == "0  \"Fixed\"  Badge.swift:7  traits: .fixedLayout(width: 200, height: 100), .landscapeLeft\n")
    }

    /// A number interpolated into a Text's key without a specifier gets its type's default one, as in SwiftUI
    /// (`_FormatSpecifiable`: `%lf` for CGFloat and Double, `%f` for Float, `%lld` for Int): "185.000000", "2.500000",
    /// "3"; a String (`Text(verbatim:)`) shows Swift's "185.0". Traced alike to the same Texts written out.
    @Test func aNumberInATextsKeyHasItsDefaultSpecifier() throws {
        func numbers(_ texts: String) throws -> CLIRun {
            try compiledNotRead("Numbers.swift", """
                import SwiftUI

                struct Numbers: View {
                    let width: CGFloat = 185
                    let ratio: Float = 2.5
                    let count = 3
                    var body: some View {
                        VStack { \(texts) }
                    }
                }
                """).compiled
        }
        let interpolated = try numbers(#"Text("\(width)"); Text("\(ratio)"); Text("\(count)"); Text(verbatim: "\(width)")"#)
        let written = try numbers(#"Text("185.000000"); Text("2.500000"); Text("3"); Text(verbatim: "185.0")"#)
        #expect(interpolated.status == 0, "\(interpolated.stderr)")
        // Each input's path is on the first line only.
        #expect(interpolated.stdout.split(separator: "\n").dropFirst() == written.stdout.split(separator: "\n").dropFirst())
        #expect(interpolated.stdout.contains("VStack/Text[0]  (154.5, 398.333, 93, 20.333)"), "\(interpolated.stdout)")
    }

    /// The toolchain's temporary folders (six empty `TemporaryDirectory.*` a `swift build`) go to the scratch package
    /// and are removed with it: none is left in the temporary directory, where they had piled up by the ten thousand.
    @Test func aBuildLeavesNothingInTheTemporaryDirectory() throws {
        func leftovers() throws -> Set<String> {
            Set(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter { $0.hasPrefix("TemporaryDirectory.") })
        }
        let before = try leftovers()
        // A file no other test compiles, so that it is built.
        let (_, run, _) = try compiledNotRead("Fresh.swift", """
            import SwiftUI

            struct Fresh: View {
                let id = "\(UUID().uuidString)"
                var body: some View { Text(id.prefix(0)) }
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try leftovers().subtracting(before).isEmpty)
    }

    /// An orientation trait turns the preview's device: `.landscapeLeft` shows the root in the landscape screen, its
    /// safe area the landscape insets (62 at each side, 21 at the bottom), read alike by both paths.
    @Test func anOrientationTraitTurnsTheDevice() throws {
        let (path, compiled, _) = try compiledNotRead("Wide.swift", """
            import SwiftUI

            #Preview(traits: .landscapeLeft) {
                Color.red
            }
            """)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stdout.contains("device iphone-16-pro, landscape · screen (874, 402) @3x · safe area insets leading 62, bottom 21, trailing 62"), "\(compiled.stdout)")
        #expect(compiled.stdout.contains("Color  (62, 0, 750, 381)\n"), "\(compiled.stdout)")
        let read = trace(path, "--frames", "--engine", "interpret")
        #expect(read.stdout == compiled.stdout)
    }

    /// A regex literal (`/…/`, which Xcode's app templates enable) is Swift the reader hands to the compiler, which
    /// builds with bare-slash regexes on: the Text is "valid", 35 wide.
    @Test func aRegexLiteralIsRun() throws {
        let (_, run, read) = try compiledNotRead("EmailRow.swift", """
            import SwiftUI

            struct EmailRow: View {
                let email = "ada@example.com"

                var body: some View {
                    Text(email.contains(/@.+\\./) ? "valid" : "invalid")
                }
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Text ← (402, 778) explicit, root → (35, 20.333)  · in EmailRow (EmailRow.swift:3)"))
        #expect(read.status == 65)
        #expect(read.stderr.contains("error: regex literals are not evaluated by the reader"))
    }

    /// MapKit's `Map` is as large as it is offered and 0×0 when offered nothing, as SwiftUI sizes a hosted platform view
    /// with no intrinsic size (ControlComposition.platformView): here 402×200 in its frame and 0×0 under fixedSize, the
    /// VStack 402 × (200 + 8 + 0) centred in the safe area at 62 + (778 − 208) / 2. Its region and markers change
    /// nothing: the reader leaves them unread, and the compiled path builds them against the stand-in's CoreLocation
    /// and MapKit; both give the same trace.
    @Test func aMapTakesWhatItIsOfferedAndNothingWhenOfferedNothing() throws {
        let file = try scratchFile("map", "Place.swift", """
            import SwiftUI
            import MapKit

            struct Place: View {
                @State private var region = MKCoordinateRegion(
                    center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12),
                    span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))

                var body: some View {
                    VStack {
                        Map(coordinateRegion: $region)
                            .frame(height: 200)
                        Map(initialPosition: .region(region)) {
                            Marker("Here", coordinate: region.center)
                            ForEach(1..<3, id: \\.self) { stop in
                                Marker("Stop \\(stop)", coordinate: region.center)
                            }
                        }
                        .fixedSize()
                    }
                }
            }
            """)
        let compiled = trace(file.path, "--frames", "--engine", "compile")
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stderr == "")
        #expect(compiled.stdout.hasSuffix("""
            VStack                                     (0, 347, 402, 208)
            VStack/Rectangle[0].frame.frame "Map"      (0, 347, 402, 200)
            VStack/Rectangle[0].frame                  (0, 347, 402, 200)
            VStack/Rectangle[0]                        (0, 347, 402, 200)
            VStack/Rectangle[1].frame.fixedSize "Map"  (201, 555, 0, 0)
            VStack/Rectangle[1].frame                  (201, 555, 0, 0)
            VStack/Rectangle[1]                        (201, 555, 0, 0)

            """))
        #expect(trace(file.path, "--frames", "--engine", "interpret").stdout == compiled.stdout)
    }

    /// A view hosted from UIKit is sized as SwiftUI sizes it (ViewRepresentable.swift): from its own `sizeThatFits`
    /// when it has one (Badge: the proposal up to 120 wide, 30 high: 120 × 30 in the HStack's probes and its
    /// share), else from its UIView's intrinsic size and priorities: the spinner's 20 × 20, which it hugs and keeps
    /// (hugging and compression 750), fixed; a web view with none takes what it is offered (402 × 300 in its frame);
    /// with none and offered nothing, 0 × 0 (`fixedSize()`), and a text view that does not scroll says it is not
    /// measured. The HStack is 20 + 8 + 60.667 + 8 + 120 wide; the VStack 30 + 8 + 300 + 8 + 0 high, centred at
    /// 62 + (778 − 346) / 2. The reader does not make UIKit views: it says so and the file is compiled. The file is
    /// the checked fixture's (fixtures/compiled/hosted-uikit-views.swift).
    @Test func aRepresentableIsSizedAsSwiftUISizesAHostedView() throws {
        let path = "fixtures/compiled/hosted-uikit-views.swift"
        let (run, read) = (trace(path, "--frames"), trace(path, "--engine", "interpret"))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("""
            VStack                       (0, 278, 402, 346)
            VStack/HStack[0]             (92.667, 278, 216.667, 30)
            VStack/HStack[0]/Spinner[0]  (92.667, 283, 20, 20)
            VStack/HStack[0]/Text[1]     (120.667, 282.833, 60.667, 20.333)
            VStack/HStack[0]/Badge[2]    (189.333, 278, 120, 30)
            VStack/WebView[1].frame      (0, 316, 402, 300)
            VStack/WebView[1]            (0, 316, 402, 300)
            VStack/Notes[2].fixedSize    (201, 624, 0, 0)
            VStack/Notes[2]              (201, 624, 0, 0)

            """))
        // SwiftUI asks a hosted view for its size only: no cache or placing calls of a Layout.
        #expect(run.stdout.contains("""
                WebView[1] ← (402, 300) explicit, measure  · in WebView (hosted-uikit-views.swift:7)
                  WebView[1] ⋯ sizeThatFits proposal (402, 300) explicit
                WebView[1] → (402, 300)

            """))
        #expect(!run.stdout.contains("makeCache"))
        #expect(!run.stdout.contains("placeSubviews"))
        #expect(run.stderr == """
            \(path):47:1: warning: 'Notes' (hosted-uikit-views.swift:37) hosts a view of no known size: a UITextView that \
            does not scroll is as tall as its text, which layoutdbg does not measure; laid out as a view with no intrinsic size
               47 | struct Article: View {
                  | ^

            """)
        #expect(read.status == 65)
        #expect(read.stderr.hasPrefix("""
            \(path):51:17: error: 'Spinner' is the file's own UIViewRepresentable, whose UIKit or AppKit view the reader \
            does not make

            """))
    }

    /// A hosted view is a view like any other in its stack: a web view and a Color share a VStack's height, (778 − 8) / 2
    /// each. (It is a custom layout with no subviews inside the engine, and an empty container gives way to every
    /// other view, spec §7.4: it did, and the web view was 0 high.)
    @Test func aHostedViewSharesItsStackAsAnyViewDoes() throws {
        let (_, run, _) = try compiledNotRead("Split.swift", """
            import SwiftUI
            import WebKit

            struct WebView: UIViewRepresentable {
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ webView: WKWebView, context: Context) {}
            }

            struct Split: View {
                var body: some View {
                    VStack {
                        WebView()
                        Color.red
                    }
                }
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("""
            VStack             (0, 62, 402, 778)
            VStack/WebView[0]  (0, 62, 402, 385)
            VStack/Color[1]    (0, 455, 402, 385)

            """))
    }

    /// A file of one representable and no preview (a blur view, CodeEdit's EffectView) has it as its root, as a file of
    /// one view has: the reader says it cannot make it, and the compiled path lays it out (a blur has no intrinsic
    /// size, so it takes the whole safe area).
    @Test func aFileOfOneRepresentableHasItAsItsRoot() throws {
        let (path, run, read) = try compiledNotRead("Blur.swift", """
            import SwiftUI

            struct Blur: UIViewRepresentable {
                var style: UIBlurEffect.Style = .systemMaterial

                func makeUIView(context: Context) -> UIVisualEffectView {
                    UIVisualEffectView(effect: UIBlurEffect(style: style))
                }

                func updateUIView(_ view: UIVisualEffectView, context: Context) {}
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("""
            frames (window coordinates: x, y, width, height)
            Blur  (0, 62, 402, 778)

            """))
        #expect(read.status == 65)
        #expect(read.stderr.hasPrefix("""
            \(path):3:8: error: 'Blur' is the file's own UIViewRepresentable, whose UIKit or AppKit view the reader does not make

            """))
    }

    /// An AsyncImage's phase closure is the user's code: the reader hands the file to the compiler, which asks the
    /// closure for the view of `.empty` (no image is ever loaded), here a ProgressView in the 44×44 frame.
    @Test func anAsyncImagePhaseClosureShowsItsEmptyPhase() throws {
        let (path, run, read) = try compiledNotRead("Avatar.swift", """
            import SwiftUI

            struct Avatar: View {
                var body: some View {
                    AsyncImage(url: URL(string: "https://example.com/a.png")) { phase in
                        if let image = phase.image {
                            image.resizable()
                        } else if phase.error != nil {
                            Color.red
                        } else {
                            ProgressView()
                        }
                    }
                    .frame(width: 44, height: 44)
                }
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("""
            Circle.frame.frame "ProgressView"  (179, 429, 44, 44)
            Circle.frame                       (191, 441, 20, 20)
            Circle                             (191, 441, 20, 20)

            """))
        #expect(read.status == 65)
        #expect(read.stderr.hasPrefix("\(path):5:67: error: the reader does not run an AsyncImage's phase closure"))
    }

    /// A ButtonStyle of the app's own is the button's layout: its makeBody runs with the button's label (here 12
    /// points of padding around "Save", 37×20.333, on a capsule: 61×44.333; the reader used to drop the style with a
    /// warning). The reader hands such a file to the compiler; the older named styles (`PlainButtonStyle()`,
    /// `SegmentedPickerStyle()`) compile and lay out as their static names do.
    @Test func aButtonStyleOfTheAppsOwnIsRun() throws {
        let (path, run, read) = try compiledNotRead("Pill.swift", """
            import SwiftUI

            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(12)
                        .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.blue))
                }
            }

            struct Screen: View {
                @State private var size = 0

                var body: some View {
                    VStack {
                        Button("Save") {}
                            .buttonStyle(Pill())
                        Button("Undo") {}
                            .buttonStyle(PlainButtonStyle())
                        Picker("Size", selection: $size) { Text("S").tag(0) }
                            .pickerStyle(SegmentedPickerStyle())
                    }
                }
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("""
            frames (window coordinates: x, y, width, height)
            VStack                                     (0, 394.667, 402, 112.667)
            VStack/Text[0].padding                     (170.5, 394.667, 61, 44.333)
            VStack/Text[0]                             (182.5, 406.667, 37, 20.333)
            VStack/Text[0].padding.background/Capsule  (170.5, 394.667, 61, 44.333)
            VStack/Text[1]                             (180.333, 447, 41.333, 20.333)
            VStack/Rectangle[2].frame "Picker"         (0, 475.333, 402, 32)
            VStack/Rectangle[2]                        (0, 475.333, 402, 32)

            """), "\(run.stdout)")
        #expect(read.status == 65)
        #expect(read.stderr.hasPrefix("\(path):17:17: error: '.buttonStyle' is given a style of the app's own, whose makeBody the reader does not run"))
    }

    /// A ToggleStyle of the app's own is the toggle's layout: a checkbox row (a 22×22 image, 10, the label) instead of
    /// the labelled row with a switch; its makeBody reads the toggle's binding.
    @Test func aToggleStyleOfTheAppsOwnIsRun() throws {
        let (path, run, read) = try compiledNotRead("Check.swift", """
            import SwiftUI

            struct CheckboxStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack(spacing: 10) {
                        Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square") // size: 22x22
                        configuration.label
                    }
                    .onTapGesture { configuration.isOn.toggle() }
                }
            }

            struct Terms: View {
                @State private var accepted = true

                var body: some View {
                    Toggle("I accept the terms", isOn: $accepted)
                        .toggleStyle(CheckboxStyle())
                }
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("""
            frames (window coordinates: x, y, width, height)
            HStack           (116.167, 440, 169.667, 22)
            HStack/Image[0]  (116.167, 440, 22, 22)
            HStack/Text[1]   (148.167, 440.833, 137.667, 20.333)

            """), "\(run.stdout)")
        #expect(read.status == 65)
        #expect(read.stderr.hasPrefix("\(path):18:13: error: '.toggleStyle' is given a style of the app's own, whose makeBody the reader does not run"))
    }

    @Test func codeThatNeverStopsIsStopped() throws {
        let directory = try ScratchDirectory.make("compiled")
        let file = directory.appendingPathComponent("Spin.swift")
        try """
            import SwiftUI

            struct Spin: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    var n = 0
                    while true { n += 1 }
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            #Preview { Spin { Text("a") } }
            """.write(to: file, atomically: true, encoding: .utf8)
        let run = trace(file.path, "--timeout", "1")
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("\(file.path):1:1: error: the file's code ran longer than 1 s and was stopped"))
        #expect(run.stdout.isEmpty)
    }

    @Test func aCrashIsLocatedInTheUsersFile() throws {
        let directory = try ScratchDirectory.make("compiled")
        let file = directory.appendingPathComponent("Boom.swift")
        try """
            import SwiftUI

            struct Boom: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let sizes: [CGSize] = []
                    return sizes[3]
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            #Preview { Boom { Text("a") } }
            """.write(to: file, atomically: true, encoding: .utf8)
        let run = trace(file.path)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("\(file.path):6:21: error: the file's code stopped with an error: "))
        #expect(run.stderr.contains("Fatal error: Index out of range"))
    }

    /// A crash in another file of the app (a resource bundle that is not there, a helper that traps) is said at that
    /// file's line, by its own name: never at the scratch package's copy of it.
    @Test func aCrashInAnotherFileIsLocatedThere() throws {
        let directory = try ScratchDirectory.make("compiled-crash")
        try """
            import SwiftUI

            struct Greeting: View {
                var body: some View { Text(Strings.hello) }
            }
            """.write(to: directory.appendingPathComponent("Greeting.swift"), atomically: true, encoding: .utf8)
        try """
            import Foundation

            enum Strings {
                static var hello: String {
                    fatalError("unable to find bundle named Strings_Strings")
                }
            }
            """.write(to: directory.appendingPathComponent("Strings.swift"), atomically: true, encoding: .utf8)
        let run = trace(directory.path, "--view", "Greeting")
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("\(directory.path)/Strings.swift:5:1: error: the file's code stopped with an error: Strings.swift:5: "
                                     + "Fatal error: unable to find bundle named Strings_Strings\n"), "\(run.stderr)")
        #expect(!run.stderr.contains("Preview/"))
    }

    /// `--view` takes a `Layout` as `--list-views` lists it: through the first preview that shows it itself, else
    /// around the sample subviews a file of layouts only is traced with; the reader alone says it does not run it.
    @Test func aLayoutIsAViewToPick() {
        // Its file's previews show Badges, a view that uses the layout, not the layout itself: sample subviews.
        let flow = trace("fixtures/compiled/own-flow-layout.swift", "--view", "FlowLayout")
        #expect(flow.status == 0, "\(flow.stderr)")
        #expect(flow.stdout.contains("FlowLayout ← (402, 778) explicit, root  · layout FlowLayout (own-flow-layout.swift:5)\n  FlowLayout ⋯ makeCache 5 subviews\n"))
        let sampled = trace("fixtures/compiled/layout-only.swift", "--view", "EqualColumns", "--frames")
        #expect(sampled.status == 0, "\(sampled.stderr)")
        #expect(sampled.stdout == trace("fixtures/compiled/layout-only.swift", "--frames").stdout)
        let read = trace("fixtures/compiled/layout-only.swift", "--view", "EqualColumns", "--engine", "interpret")
        #expect(read.status == 65)
        #expect(read.stderr.hasPrefix("fixtures/compiled/layout-only.swift:1:1: error: 'EqualColumns' is the app's own Layout, which the reader does not run\n"))
    }

    /// `--view` of a view that a PreviewProvider shows is that provider's preview, which gives it its environment
    /// object: `NAME()` alone would stop where SwiftUI's canvas would not ("No ObservableObject of type Model").
    @Test func aViewIsTracedThroughTheProviderThatShowsIt() throws {
        let (path, _, _) = try compiledNotRead("Votes.swift", """
            import SwiftUI

            final class Model: ObservableObject {
                @Published var names = ["Rex", "Tom"]
            }

            struct Votes: View {
                @EnvironmentObject var model: Model

                var body: some View {
                    HStack { ForEach(model.names, id: \\.self) { Text($0) } }
                }
            }

            struct Votes_Previews: PreviewProvider {
                static var previews: some View {
                    Votes().environmentObject(Model())
                }
            }
            """)
        let run = trace(path, "--view", "Votes")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("HStack ← (402, 778) explicit, root  · in Votes (Votes.swift:7)"))
    }

    /// A second run of an unchanged file comes from the cache, warnings and all: it works with no compiler at all,
    /// where a changed file cannot. The cache keeps the trace and its warnings, one file each. (The tests' own cache:
    /// a new one would build the library again, a minute of CI; the file's name is new, so its first run compiles.)
    @Test func unchangedFilesComeFromTheCache() throws {
        let name = "Cached\(UInt32.random(in: 0...UInt32.max)).swift"
        let source = try String(contentsOfFile: PackageRoot.path("fixtures/compiled/own-flow-layout.swift"), encoding: .utf8)
        let file = try scratchFile("compiled-cache", name, source)
        let first = trace(file.path)
        #expect(first.status == 0, "\(first.stderr)")
        var noCompiler = environment
        noCompiler["LAYOUTDBG_SWIFT"] = "/nonexistent/swift"
        let second = layoutdbg(["trace", file.path], environment: noCompiler)
        #expect(second.stdout == first.stdout)
        #expect(second.stderr == first.stderr)
        try (source + "// changed\n").write(to: file, atomically: true, encoding: .utf8)
        let changed = layoutdbg(["trace", file.path], environment: noCompiler)
        #expect(changed.status == 65 && changed.stderr.contains("cannot run /nonexistent/swift"), "\(changed.stderr)")
        let traces = URL(fileURLWithPath: try #require(environment["LAYOUTDBG_CACHE"])).appendingPathComponent("traces")
        let ours = try FileManager.default.contentsOfDirectory(atPath: traces.path).filter { entry in
            entry.hasSuffix(".trace.json") && (FileManager.default.contents(atPath: traces.appendingPathComponent(entry).path)
                .map { String(decoding: $0, as: UTF8.self).contains(name) } ?? false)
        }
        #expect(ours.count == 1)
        let warnings = try #require(ours.first).dropLast(".trace.json".count) + ".warnings.txt"
        #expect(FileManager.default.fileExists(atPath: traces.appendingPathComponent(String(warnings)).path))
    }

    /// A cached trace names the library it was made with: a changed library source (a new control metric, say)
    /// makes the next run compile again instead of reusing a trace the library would no longer give.
    @Test func aChangedLibraryIsNotServedFromTheCache() throws {
        let package = try ScratchDirectory.make("fingerprint")
        let source = package.appendingPathComponent("Sources/LayoutDebugger/Controls.swift")
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: source)
        let environment = CompiledPathEnvironment(environment: ["LAYOUTDBG_PACKAGE": package.path])
        let before = environment.libraryFingerprint
        #expect(environment.libraryFingerprint == before)
        try Data("let a = 12\n".utf8).write(to: source)
        #expect(environment.libraryFingerprint != before)
    }

    @Test func otherFilesOfTheAppAreCompiledWithTheInput() {
        // The folder holds the input too: it is compiled once, as the input.
        let run = trace("fixtures/compiled/app/x-country-list.swift", "--with", "fixtures/compiled/app", "--frames")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("ScrollView \"List\" ← (402, 778) explicit, root  · in CountryList (x-country-list.swift:6)"))
        // Window coordinates: the List fills the safe area, which starts 62 points down.
        #expect(run.stdout.contains("ScrollView/VStack[0]/VStack[0]/Text[0]                (36, 66, 94, 20.333)"))
        #expect(run.stdout.contains("ScrollView/VStack[0]/VStack[1]/Text[1]                (36, 141, 87.333, 14.333)"))
        // A node made in another file names that file in the JSON trace.
        let json = trace("fixtures/compiled/app/x-country-list.swift", "--with", "fixtures/compiled/app", "--format", "json")
        #expect(json.stdout.contains(#""file": "x-country-row.swift", "id": 3, "kind": "padding", "line": 7"#))
    }

    /// A grid or ZStack layout value called from a custom layout's code is not modelled: the program stops at the
    /// user's call and says so, never a trace with other numbers. (The stacks answer: AnyLayoutTests.)
    @Test func aLayoutValueThatIsNotModelledStopsAtTheCall() throws {
        let (path, compiled, _) = try compiledNotRead("Overlaid.swift", """
            import SwiftUI

            struct Overlaid: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    ZStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }

            #Preview {
                Overlaid { Text("a") }
            }

            """)
        #expect(compiled.status == 65)
        #expect(compiled.stdout == "")
        #expect(compiled.stderr.hasPrefix("\(path):5:24: error: the file's code stopped with an error: "))
        #expect(compiled.stderr.contains("ZStackLayout.sizeThatFits called from your own layout's code is not modelled by layoutdbg"))
    }

    /// `#if os(…)` as on the simulated device: iOS for an iPhone (the default), macOS for the Mac window. A root that
    /// only macOS compiles is shown on the Mac window when no device is asked for, with a note, as Xcode's canvas shows
    /// a macOS target; asked for on an iPhone, it is an error that names the condition and the device to trace it on.
    @Test func platformConditionsFollowTheDevice() throws {
        let directory = try ScratchDirectory.make("platform")
        defer { try? FileManager.default.removeItem(at: directory) }
        let both = directory.appendingPathComponent("Both.swift").path
        try """
            import SwiftUI

            #if os(macOS)
            struct V: View { var body: some View { Text("mac") } }
            #else
            struct V: View { var body: some View { Text("phone") } }
            #endif

            #Preview { V() }

            """.write(toFile: both, atomically: true, encoding: .utf8)
        let phone = trace(both)
        #expect(phone.stdout.contains("Text @ (177, 440.833) 48×20.333, proposed (402, 778)\n"), "\(phone.stderr)")
        // The trace points at the declaration the device compiles, not the first of the name.
        #expect(phone.stdout.contains("Text ← (402, 778) explicit, root → (48, 20.333)  · in V (Both.swift:6)\n"), "\(phone.stdout)")
        let mac = trace(both, "--device", "mac")
        #expect(mac.stdout.contains("Text @ (387, 306) 26×16, proposed (800, 572)\n"), "\(mac.stderr)")
        #expect(mac.stdout.contains("· in V (Both.swift:4)\n"), "\(mac.stdout)")

        let macOnly = directory.appendingPathComponent("MacOnly.swift").path
        try "import SwiftUI\n\n#if os(macOS)\nstruct V: View { var body: some View { Text(\"mac\") } }\n\n#Preview { V() }\n#endif\n"
            .write(toFile: macOnly, atomically: true, encoding: .utf8)
        let onTheMac = trace(macOnly)
        #expect(onTheMac.status == 0)
        #expect(onTheMac.stderr == """
            \(macOnly):6:1: note: the root is compiled for macOS only (inside '#if os(macOS)'): traced on the Mac window, \
            as Xcode's canvas shows a macOS target's preview; --device picks another
                6 | #Preview { V() }
                  | ^

            """)
        #expect(onTheMac.stdout == trace(macOnly, "--device", "mac").stdout)
        #expect(onTheMac.stdout.contains("Text @ (387, 306) 26×16, proposed (800, 572)\n"))
        let refused = trace(macOnly, "--device", "iphone-16-pro")
        #expect(refused.status == 65)
        #expect(refused.stderr == """
            \(macOnly):3:1: error: the root view is not compiled for iOS: its code is inside '#if os(macOS)'
                3 | #if os(macOS)
                  | ^
            note: the device traced on runs iOS; trace the view on a device of its platform: --device mac

            """)
    }

    /// Xcode's SwiftData app template: a `@Query` the reader cannot read (its value comes from the model container)
    /// sends the file to the compiled path, where the preview's empty in-memory container gives no items.
    @Test func theSwiftDataTemplatesViewTraces() throws {
        let (path, compiled, read) = try compiledNotRead("ContentView.swift", """
            import SwiftUI
            import SwiftData

            @Model
            final class Item {
                var timestamp: Date
                init(timestamp: Date) { self.timestamp = timestamp }
            }

            struct ContentView: View {
                @Environment(\\.modelContext) private var modelContext
                @Query private var items: [Item]

                var body: some View {
                    List {
                        ForEach(items) { item in Text("Item at \\(item.timestamp)") }
                        Text("\\(items.count) items")
                    }
                }
            }

            #Preview {
                ContentView()
                    .modelContainer(for: Item.self, inMemory: true)
            }

            """)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        // No item: the count's row alone, "0 items" 56.333 wide, in the list's first row (inset 16 + 20, row 44 high).
        #expect(compiled.stdout.hasSuffix("ScrollView/VStack[0]/Text[0]                (36, 73.833, 56.333, 20.333)\n"), "\(compiled.stdout)")
        #expect(read.stderr.hasPrefix("\(path):16:21: error: 'items' comes from the environment, which layoutdbg does not model"))
    }

    /// The key of `@Environment(\\.key)` is found on its line, at the byte column the compiler counts (a scalar of
    /// two bytes before it moves it one further), which the compiled path then maps to the user's column.
    @Test func anEnvironmentKeyIsFoundAtTheCompilersColumn() {
        #expect(CompilerDiagnostics.environmentKey(on: "    @Environment(\\.spacing) private var spacing")! == ("spacing", 18))
        #expect(CompilerDiagnostics.environmentKey(on: "/* é */ @Environment(\\.theme) var theme")! == ("theme", 23))
        #expect(CompilerDiagnostics.environmentKey(on: "    @Environment(Model.self) var model") == nil)
    }

    /// An app's API client names URLSession and URLRequest, which Apple's Foundation holds and Linux's keeps in
    /// FoundationNetworking: the file compiles as it does on a Mac, and an error after the added import keeps its column.
    @Test func anAPIClientThatUsesURLSessionCompiles() throws {
        let (_, compiled, _) = try compiledNotRead("Client.swift", """
            import Foundation; import SwiftUI
            final class Client: ObservableObject {
                @Published var title = "Loading"
                func load() {
                    var request = URLRequest(url: URL(string: "https://example.com")!)
                    request.httpMethod = "POST"
                    URLSession.shared.dataTask(with: request) { _, response, _ in
                        _ = (response as? HTTPURLResponse)?.statusCode
                    }.resume()
                }
            }
            struct Screen: View {
                @StateObject private var client = Client()
                var body: some View { Text(client.title).onAppear { client.load() } }
            }

            """)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        // "Loading", centred in the safe area.
        #expect(compiled.stdout.contains("Text @ (170.667, 440.833) 60.667×20.333"), "\(compiled.stdout)")
        let broken = try ScratchDirectory.make("compiled").appendingPathComponent("Broken.swift").path
        try "import Foundation; let session = URLSession.shared; let x: Int = \"a\"\nstruct V: View { var body: some View { Text(\"a\") } }\n"
            .write(toFile: broken, atomically: true, encoding: .utf8)
        let run = trace(broken, "--engine", "compile")
        #expect(run.stderr.hasPrefix("\(broken):1:66: error: cannot convert value of type 'String'"), "\(run.stderr)")
    }

    /// A root that stands for several views (its body a Group of two, as an app's pane is) is laid out as the hosting
    /// view lays it out, in its implicit root, a VStack of the default spacing; the reader, given the same views in a
    /// `#Preview`, makes the same tree.
    @Test func aRootOfSeveralViewsIsInTheImplicitVStack() throws {
        let (_, compiled, _) = try compiledNotRead("Links.swift", """
            import SwiftUI

            struct Links: View {
                var body: some View {
                    Group {
                        Text("One")
                        Text("Two")
                    }
                }
            }

            struct Links_Previews: PreviewProvider {
                static var previews: some View { Links() }
            }

            """)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stdout.contains("VStack \"implicit root\" ← (402, 778) explicit, root\n"), "\(compiled.stdout)")
        // Two lines of 20.333, 8 apart, centred in the safe area below the 62-point inset.
        #expect(compiled.stdout.contains("VStack \"implicit root\"  (185.167, 426.667, 31.667, 48.667)\n"), "\(compiled.stdout)")
        let (path, fromPreview, _) = try compiledNotRead("Links.swift", """
            import SwiftUI

            #Preview {
                Text("One")
                Text("Two")
            }

            """)
        #expect(fromPreview.stdout.contains("VStack \"implicit root\"  (185.167, 426.667, 31.667, 48.667)\n"), "\(fromPreview.stdout)")
        let read = trace(path, "--frames", "--engine", "interpret")
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stdout == fromPreview.stdout)
    }

    /// A provider's `previews` that hold several views are as many previews, as Xcode's canvas makes them (Apple's
    /// PreviewProvider documentation): the first is traced, as `--root` with its expression traces it, and a warning
    /// says how many there are. A modifier on the group is on each.
    @Test func aProviderOfSeveralViewsIsSeveralPreviews() throws {
        let (path, compiled, _) = try compiledNotRead("Row.swift", """
            import SwiftUI

            struct Row: View {
                var title: String
                var body: some View {
                    Text(title).padding()
                }
            }

            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Row(title: "First")
                        ForEach(["Second", "Third"], id: \\.self) { Row(title: $0) }
                    }
                    .padding(4)
                }
            }

            """)
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stderr == """
            \(path):10:1: warning: 'Row_Previews.previews' makes 3 previews, one for each of its views, as Xcode's canvas does; \
            layoutdbg traces the first
               10 | struct Row_Previews: PreviewProvider {
                  | ^
            note: trace another with --root and its view expression

            """)
        let first = trace(path, "--frames", "--root", #"Row(title: "First").padding(4)"#)
        #expect(first.status == 0 && compiled.stdout == first.stdout, "\(first.stderr)")
        // "First" is 33.333 wide and 20.333 tall; padded 16 and 4: 73.333 × 60.333, centred in the 402 × 778 safe area.
        #expect(compiled.stdout.contains("Text.padding.padding  (164.333, 420.833, 73.333, 60.333)"), "\(compiled.stdout)")
        // `--view Row` is the provider that shows it, split alike (not its previews stacked in one root).
        let viewed = trace(path, "--frames", "--view", "Row")
        #expect(viewed.status == 0 && viewed.stdout == compiled.stdout, "\(viewed.stderr)")
        #expect(viewed.stderr == compiled.stderr)
    }

    /// SwiftUI's View is main-actor isolated, so a body reads a main-actor view model: here the attributes are dropped
    /// (the library runs a trace on one thread), and the file traces as it does written without them. A closure's
    /// `@MainActor in` stays, and compiles.
    @Test func mainActorViewModelsAreReadAsInSwiftUI() throws {
        let directory = try ScratchDirectory.make("main-actor")
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = """
            import SwiftUI

            @MainActor @Observable final class Model {
                var title = "Hello"
                var count = 2
            }

            @MainActor final class Store: ObservableObject {
                @Published var name = "store"
                let done: @MainActor () -> Void = {}
                func label() -> String { name.uppercased() }
            }

            struct Screen: View {
                @State private var model = Model()
                @StateObject private var store = Store()
                var body: some View {
                    VStack {
                        Text(model.title)
                        Text(store.label())
                        ForEach(0..<model.count, id: \\.self) { Text("\\($0)") }
                    }
                    .onAppear { Task { @MainActor in model.title = "Hi" } }
                }
            }

            """
        let isolated = directory.appendingPathComponent("Isolated.swift").path
        try source.write(toFile: isolated, atomically: true, encoding: .utf8)
        let plain = directory.appendingPathComponent("Plain.swift").path
        try source.replacingOccurrences(of: "@MainActor @Observable", with: "@Observable")
            .replacingOccurrences(of: "@MainActor final", with: "final")
            .replacingOccurrences(of: "@MainActor () -> Void", with: "() -> Void")
            .write(toFile: plain, atomically: true, encoding: .utf8)
        let run = trace(isolated, "--frames")
        #expect(run.status == 0, "\(run.stderr)")
        // "STORE", the main-actor store's label, 8 below "Hello" and centred in the 402-wide safe area.
        #expect(run.stdout.contains("VStack/Text[1]  (174.333, 426.667, 53.333, 20.333)\n"))
        let without = trace(plain, "--frames")
        #expect(without.status == 0, "\(without.stderr)")
        #expect(run.stdout.replacingOccurrences(of: "Isolated.swift", with: "Plain.swift") == without.stdout)
    }

    /// SwiftData as a preview uses it: the models a preview inserts into its in-memory container are what `@Query`
    /// gives the view, filtered and sorted as asked; SwiftData's macros are blanked (`@Model`, `@Attribute`,
    /// `@Relationship`, `@Transient`, `#Unique`) and each model is a `PersistentModel`, identifiable and hashable (by its
    /// identity, as SwiftData's are) for `ForEach(notes, id: \.self)`, which Enchanted's model picker writes.
    @Test func aSwiftDataPreviewShowsWhatItInserts() throws {
        let (path, run, read) = try compiledNotRead("Notes.swift", """
            import SwiftUI
            import SwiftData

            @Model
            final class Note {
                #Unique<Note>([\\.title])
                @Attribute(.unique) var title: String
                var created: Date
                var done = false
                @Relationship(deleteRule: .cascade) var tags: [Tag] = []
                @Transient var draft = ""

                init(title: String, created: Date) {
                    self.title = title
                    self.created = created
                }
            }

            @Model final class Tag {
                var name: String
                init(name: String) { self.name = name }
            }

            struct NotesList: View {
                @Environment(\\.modelContext) private var context
                @Query(filter: #Predicate<Note> { !$0.done }, sort: \\Note.created, order: .reverse) private var notes: [Note]

                var body: some View {
                    VStack(alignment: .leading) {
                        ForEach(notes, id: \\.self) { note in
                            Text(note.title)
                        }
                        Text("\\(notes.count) open")
                    }
                }
            }

            #Preview {
                let container = try! ModelContainer(for: Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                let closed = Note(title: "Closed", created: Date(timeIntervalSince1970: 50))
                closed.done = true
                for note in [Note(title: "Older", created: Date(timeIntervalSince1970: 0)), closed,
                             Note(title: "Newest note", created: Date(timeIntervalSince1970: 100))] {
                    container.mainContext.insert(note)
                }
                return NotesList().modelContainer(container)
            }

            """)
        #expect(run.status == 0, "\(run.stderr)")
        // The reader does not run the preview's `try!`: the compiled path does.
        #expect(read.stderr.hasPrefix("\(path):39:21: error: 'try' is not supported by the reader"))
        // The open notes, newest first, then their count: "Newest note" 95.667 wide, "Older" 42, "2 open" 52.667.
        #expect(run.stdout.hasSuffix("""
            frames (window coordinates: x, y, width, height)
            VStack          (153.167, 412.5, 95.667, 77)
            VStack/Text[0]  (153.167, 412.5, 95.667, 20.333)
            VStack/Text[1]  (153.167, 440.833, 42, 20.333)
            VStack/Text[2]  (153.167, 469.167, 52.667, 20.333)

            """))
    }

    /// An app's folder (issue 18): a view using a layout, a view and a model from three other files traces as the
    /// same code pasted into one file does; the @main app and a CoreHaptics helper are left out, in one note.
    @Test func theFolderOfAnAppTracesLikeTheSameCodeInOneFile() {
        let folder = trace("fixtures/apps/x-tip-jar")
        #expect(folder.status == 0, "\(folder.stderr)")
        #expect(folder.stderr == "note: left out 2 files that cannot be built here: Haptics.swift (imports CoreHaptics), "
                + "TipJarApp.swift (@main: the app's entry point)\n")
        let one = trace("fixtures/apps/tip-jar-one-file.swift")
        #expect(one.status == 0, "\(one.stderr)")
        // The same negotiation line for line; only the header's file and where each view is declared differ.
        func negotiation(_ text: String) -> [String] {
            text.split(separator: "\n").dropFirst().map { line in String(line.split(separator: "·", maxSplits: 1)[0]) }
        }
        #expect(negotiation(folder.stdout) == negotiation(one.stdout))
        #expect(folder.stdout.hasPrefix("layoutdbg trace of fixtures/apps/x-tip-jar/TipScreen.swift\n"))
        #expect(folder.stdout.contains("· layout EqualWidthHStack (EqualWidthHStack.swift:4)"))
        #expect(folder.stdout.contains("· in TipButton (TipButton.swift:4)"))
    }

    /// An app's folder the reader can read (views, a colour extension and the views they use in three other files):
    /// read, not compiled, by default; the same negotiation as the code pasted into one file, and the same trace, byte
    /// for byte, as the compiled path gives. A warning in another file is quoted from that file.
    @Test func aFolderTheReaderCanReadTracesLikeTheSameCodeInOneFile() {
        let read = trace("fixtures/apps/x-profile-card")
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stderr == """
            note: left out 1 file that cannot be built here: ProfileApp.swift (@main: the app's entry point)
            fixtures/apps/x-profile-card/Views/Avatar.swift:10:33: warning: '.fill' ignored: no layout effect
               10 |             .background(Circle().fill(Color.accentColor))
                  |                                 ^

            """)
        #expect(read.stdout.contains("  · in Badge (Badge.swift:3)"))
        let one = trace("fixtures/apps/profile-card-one-file.swift")
        func negotiation(_ text: String) -> [String] {
            text.split(separator: "\n").dropFirst().map { line in String(line.split(separator: "·", maxSplits: 1)[0]) }
        }
        #expect(negotiation(read.stdout) == negotiation(one.stdout))
        let interpreted = trace("fixtures/apps/x-profile-card", "--engine", "interpret")
        #expect(interpreted.stdout == read.stdout)
        let compiled = trace("fixtures/apps/x-profile-card", "--engine", "compile")
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stdout == read.stdout)
    }

    /// An app whose views use its own local package (a design kit): the package's target is compiled into the one
    /// program and `import ProfileKit` is that program; its manifest and its tests (which import XCTest) are not app
    /// code. Given as two folders or as `--with`, read or compiled, it traces as the same code in one file does.
    @Test func anAppWithItsOwnPackageTracesLikeTheSameCodeInOneFile() {
        let app = "fixtures/apps/x-profile-kit/App", kit = "fixtures/apps/x-profile-kit/ProfileKit"
        let folders = trace(app, kit)
        #expect(folders.status == 0, "\(folders.stderr)")
        #expect(folders.stderr.hasPrefix("note: left out 1 file that cannot be built here: ProfileApp.swift (@main: the app's entry point)\n"))
        #expect(folders.stdout.contains("· in Badge (Badge.swift:3)"))
        let one = trace("fixtures/apps/profile-card-one-file.swift")
        func negotiation(_ text: String) -> [String] {
            text.split(separator: "\n").dropFirst().map { line in String(line.split(separator: "·", maxSplits: 1)[0]) }
        }
        #expect(negotiation(folders.stdout) == negotiation(one.stdout))
        let with = trace("\(app)/ProfileCard.swift", "--with", kit)
        #expect(with.status == 0, "\(with.stderr)")
        #expect(with.stdout == folders.stdout)
        let compiled = trace(app, kit, "--engine", "compile")
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stdout == folders.stdout)
        // A module no given folder makes up is still one the program does not have.
        let alone = trace(app)
        #expect(alone.status != 0)
        #expect(alone.stderr.contains("ProfileCard.swift (imports ProfileKit)"))
    }

    /// An app's folder with an unfinished screen (its model not written yet) and a macOS helper (an extension using
    /// AppKit's NSViewRepresentable): the card traces all the same. Neither is compiled: the card reaches no type of
    /// the screen and uses no name of the helper (`trackingHover`). Traced itself, the unfinished screen fails at its
    /// own line.
    @Test func filesTheViewDoesNotNeedDoNotFailItsTrace() {
        let compiled = trace("fixtures/apps/x-unfinished-app", "--engine", "compile")
        #expect(compiled.status == 0, "\(compiled.stderr)")
        #expect(compiled.stderr == "")
        #expect(compiled.stdout.contains("Text.padding @ (165.167, 428.833) 71.667×44.333, proposed (402, 778)"))
        let read = trace("fixtures/apps/x-unfinished-app")
        #expect(read.status == 0, "\(read.stderr)")
        #expect(read.stdout == compiled.stdout)
        let draft = trace("fixtures/apps/x-unfinished-app", "--view", "DraftScreen")
        #expect(draft.status == 65)
        #expect(draft.stderr.hasPrefix("fixtures/apps/x-unfinished-app/DraftScreen.swift:5:32: error: cannot find 'DraftModel' in scope\n"))
    }

    /// A file the view needs is compiled whole, so its other types need what they use (`Other` in Models.swift needs
    /// `Source` of Source.swift though the view reaches only `Model`): the program fails for `Source`, and is tried
    /// again with the file that declares it, not with every file (past `FolderInput.retryLimit` of them, never).
    @Test func aFailedProgramIsTriedAgainWithTheFilesDeclaringWhatItMisses() throws {
        let directory = try ScratchDirectory.make("whole-file")
        defer { try? FileManager.default.removeItem(at: directory) }
        let write = writer(in: directory)
        try write("Screen.swift", "import SwiftUI\nstruct Screen: View {\n    let model = Model()\n    var body: some View { Text(model.title) }\n}\n")
        try write("Models.swift", "struct Model { var title = \"Hello\" }\nstruct Other { let source: Source }\n")
        try write("Source.swift", "enum Source { case local }\n")
        for index in 0...FolderInput.retryLimit {
            try write("Filler\(index).swift", "import SwiftUI\nstruct Filler\(index): View { var body: some View { Text(\"\(index)\") } }\n")
        }
        let run = trace(directory.path, "--view", "Screen", "--engine", "compile")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Text @ (181.5, 440.833) 39×20.333, proposed (402, 778)\n"))  // "Hello", centred
    }

    /// A helper that fails (a Mac-only extension, compiled as it makes an AppKit type Identifiable, which no name
    /// shows a use of) is left out in the same round as the files declaring what the view's files miss are added: with three globals each in a file of its own (`cardTitle` needs `subtitle`, which needs
    /// `baseTitle`), the program is whole in the three rounds `FolderInput.retryRounds` allows. (Until 2026-11-28 a
    /// round either left helpers out or added files, so a failing helper beside missing names took one round more.)
    @Test func aFailingHelperIsLeftOutWhileWhatIsMissingIsAdded() throws {
        let run = try traceApp("helper-and-missing", view: "Card", [
            "Card.swift": "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(cardTitle) }\n}\n",
            "Title.swift": "struct Title {}\nlet cardTitle = subtitle + \"!\"\n",
            "Subtitle.swift": "struct Subtitle {}\nlet subtitle = baseTitle + \" there\"\n",
            "Base.swift": "struct Base {}\nlet baseTitle = \"Hello\"\n",
            "Hover.swift": "import SwiftUI\nextension View {\n    func macHover() -> some View { HoverView(self) }\n}\nextension NSEvent: Identifiable {}\n",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "note: left out Hover.swift: it does not build here, and the traced view does not need it\n")
        #expect(run.stdout.contains("Text @ (157.167, 440.833) 87.667×20.333, proposed (402, 778)\n"))  // "Hello there!", centred
    }

    /// Kingfisher's `KFImage` (`import Kingfisher`, the image loader of many apps) is laid out as its renderer lays it
    /// out before the image arrives (KingfisherSurface.swift): a ZStack of the hidden image, framed to 0 × 0, and
    /// `Color.clear`, which fills the 190-point frame, or the placeholder, which sizes the view ("Loading", 60.667).
    @Test func aKingfisherImageIsLaidOutAsBeforeItLoads() throws {
        let (_, run, read) = try compiledNotRead("Cover.swift", """
            import SwiftUI
            import Kingfisher

            struct Cover: View {
                let url = URL(string: "https://example.com/cover.jpg")

                var body: some View {
                    VStack(spacing: 0) {
                        KFImage(url)
                            .resizable()
                            .frame(height: 190)
                        KFImage(url)
                            .placeholder { Text("Loading") }
                            .fade(duration: 0.25)
                    }
                }
            }
            """)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("""
            VStack/ZStack[0].frame               (0, 345.833, 402, 190)
            VStack/ZStack[0]                     (0, 345.833, 402, 190)
            VStack/ZStack[0]/Image[0].frame      (201, 440.833, 0, 0)
            VStack/ZStack[0]/Image[0]            (201, 440.833, 0, 0)
            VStack/ZStack[0]/ZStack[1]           (0, 345.833, 402, 190)
            VStack/ZStack[0]/ZStack[1]/Color[0]  (0, 345.833, 402, 190)
            VStack/ZStack[1]                     (170.667, 535.833, 60.667, 20.333)
            VStack/ZStack[1]/Image[0].frame      (201, 546, 0, 0)
            VStack/ZStack[1]/Image[0]            (201, 546, 0, 0)
            VStack/ZStack[1]/ZStack[1]           (170.667, 535.833, 60.667, 20.333)
            VStack/ZStack[1]/ZStack[1]/Text[0]   (170.667, 535.833, 60.667, 20.333)
            """))
        // The reader knows no KFImage: the file is the compiled path's.
        #expect(read.status == 65)
    }

    /// A failing helper that declares what the view then misses comes back with the file that declares what it missed:
    /// the app's `Color.brand` (Colors.swift, an extension) needs its `Palette` (Palette.swift, which the view's types
    /// do not reach). Left out, the view would fail for `brand` instead; nothing is left out in the end.
    @Test func aFailingHelperIsGivenWhatItMisses() throws {
        let run = try traceApp("helper-misses", view: "Card", [
            "Card.swift": "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"Hi\").padding().background(Color.brand) }\n}\n",
            "Colors.swift": "import SwiftUI\nextension Color {\n    static let brand = Palette.main\n}\n",
            "Palette.swift": "import SwiftUI\nenum Palette {\n    static let main = Color.orange\n}\n",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(run.stdout.contains("  Text.padding.background/Color @ (0, 0) 48×52.333, proposed (48, 52.333)\n"))  // "Hi" and 16 a side
    }

    /// A helper left out that declares what the view then misses comes back without the members of its extensions that
    /// failed: the String helpers of an app, one of which uses AppKit, still give the view its `shouted`; the note names
    /// the lines left out.
    @Test func aHelperKeepsTheMembersThatBuild() throws {
        let run = try traceApp("helper-members", view: "Card", [
            "Card.swift": "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(\"hi\".shouted) }\n}\n",
            "Helpers.swift": """
            import SwiftUI

            extension String {
                var shouted: String { uppercased() + "!" }

                @MainActor
                func pixels() -> Int {
                    NSBitmapImageRep(data: Data())?.pixelsWide ?? 0
                }
            }

            """,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "note: left out lines 6–9 of Helpers.swift: it does not build here, and the traced view does not need it\n")
        #expect(run.stdout.contains("Text ← (402, 778) explicit, root → (21.333, 20.333)  · in Card (Card.swift:2)\n"))  // "HI!"
    }

    /// A type the view needs, declared in a file left out for a module it imports, is taken from that file alone when
    /// it does not use the module (PlayCover's `KeyCoverObservable` beside the CryptoKit code of its file): every other
    /// line of the file is emptied, its imports that build kept, and a note says what was taken.
    @Test func aTypeIsTakenAloneFromAFileLeftOutForItsImports() throws {
        let run = try traceApp("sliced", view: "Card", [
            "Card.swift": "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(Store.title) }\n}\n",
            "Secure.swift": """
            import Foundation
            import CryptoKit

            enum Store {
                static let title = "Vault"
            }

            func fingerprint(_ data: Data) -> String {
                SHA256.hash(data: data).description
            }

            """,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasSuffix("note: took Store from Secure.swift alone (the file imports CryptoKit)\n"))
        #expect(run.stdout.contains("Text ← (402, 778) explicit, root → (38.333, 20.333)  · in Card (Card.swift:2)\n"))  // "Vault"
    }

    /// The app's entry point declares a service beside its App (Basic Car Maintenance's `ActionService`): the file is
    /// left out (its `@main` and scenes), and the type the view needs is taken from it alone.
    @Test func aTypeIsTakenAloneFromTheAppsEntryPoint() throws {
        let run = try traceApp("sliced-main", view: "Card", [
            "Card.swift": "import SwiftUI\nstruct Card: View {\n    var body: some View { Text(Service.title) }\n}\n",
            "CarApp.swift": """
            import SwiftUI

            @main
            struct CarApp: App {
                var body: some Scene { WindowGroup { Card() } }
            }

            enum Service {
                static let title = "Vault"
            }

            """,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasSuffix("note: took Service from CarApp.swift alone (the file is the app's entry point, @main)\n"))
        #expect(run.stdout.contains("Text ← (402, 778) explicit, root → (38.333, 20.333)  · in Card (Card.swift:2)\n"))  // "Vault"
    }

    /// `lint` and `diff` take an app's folder as `trace` does: the diff against the code pasted into one file finds no
    /// difference.
    @Test func lintAndDiffTakeAFolder() {
        let lint = layoutdbg("lint", "fixtures/apps/x-profile-card", "--fail-on", "warning")
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stdout == "")
        let diff = layoutdbg("diff", "fixtures/apps/x-profile-card", "fixtures/apps/profile-card-one-file.swift")
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.hasSuffix("summary: no differences\n"))
        #expect(diff.stdout.hasPrefix("--- a: fixtures/apps/x-profile-card/ProfileCard.swift (14 nodes, 144 events)\n"))
    }

    /// Several files and folders given are one program, as the folder is.
    @Test func filesAndFoldersGivenTogetherAreOneProgram() {
        let folder = trace("fixtures/apps/x-tip-jar")
        let files = trace("fixtures/apps/x-tip-jar/TipScreen.swift", "fixtures/apps/x-tip-jar/TipButton.swift",
                          "fixtures/apps/x-tip-jar/Models", "fixtures/apps/x-tip-jar/Layouts")
        #expect(files.status == 0, "\(files.stderr)")
        #expect(files.stdout == folder.stdout)
        #expect(files.stderr == "")  // nothing was left out
    }

    /// A view that uses a type of a left-out file: the compile error is quoted from its own file and says where the
    /// name went, and through which views the traced one needs it. Used only in an action, the action is left out
    /// instead, and the view traced.
    @Test func aViewThatNeedsALeftOutFileSaysWhichAndWhy() throws {
        let directory = try ScratchDirectory.make("left-out")
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("App")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: PackageRoot.path).appendingPathComponent("fixtures/apps/x-tip-jar"), to: app)
        let button = app.appendingPathComponent("TipButton.swift")
        let text = try String(contentsOf: button, encoding: .utf8)
        try text.replacingOccurrences(of: "        .padding(8)\n", with: "        .padding(8)\n        .opacity(Haptics.isOn ? 1 : 0.5)\n")
            .write(to: button, atomically: true, encoding: .utf8)
        let run = trace(app.path)
        #expect(run.status == 65)
        #expect(run.stderr.hasSuffix("""
            \(app.path)/TipButton.swift:13:18: error: cannot find 'Haptics' in scope
               13 |         .opacity(Haptics.isOn ? 1 : 0.5)
                  |                  ^
            note: the view needs it through TipScreen → TipButton (TipButton.swift:4) → Haptics (Haptics.swift:4, imports CoreHaptics)
            note: 'Haptics' is declared in Haptics.swift, which was left out (imports CoreHaptics): trace a view that does not need it, or move what the view needs into a file that builds here

            """))
        try text.replacingOccurrences(of: "        .padding(8)\n", with: "        .padding(8)\n        .onTapGesture { Haptics.tap() }\n")
            .write(to: button, atomically: true, encoding: .utf8)
        let action = trace(app.path)
        #expect(action.status == 0, "\(action.stderr)")
        #expect(action.stderr.contains("""
            \(app.path)/TipButton.swift:13:23: note: this .onTapGesture action is left out: it does not build here \
            (cannot find 'Haptics' in scope), and an action does not run while the view is laid out
            """))
    }

    /// An empty folder is an error; a folder of one file without previews is that file; a symlink back up the tree
    /// is not followed (no loop).
    @Test func foldersAtTheEdges() throws {
        let directory = try ScratchDirectory.make("folder-edges")
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = trace(empty.path)
        #expect(none.status == 65)
        #expect(none.stderr == "\(empty.path): error: no Swift files in it\n")
        let one = directory.appendingPathComponent("One")
        try FileManager.default.createDirectory(at: one, withIntermediateDirectories: true)
        try "struct Solo: View {\n    var body: some View { Color.red.frame(width: 40, height: 20) }\n}\n"
            .write(to: one.appendingPathComponent("Solo.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: one.appendingPathComponent("up").path, withDestinationPath: "..")
        let solo = trace(one.path)
        #expect(solo.status == 0, "\(solo.stderr)")
        #expect(solo.stdout.contains("Color.frame ← (402, 778) explicit, root → (40, 20)"))
        // The files of a program count together against the file limit, refused before anything is compiled.
        let bounded = trace("fixtures/apps/x-tip-jar", "--limit", "file=2000")
        #expect(bounded.status == 65)
        #expect(bounded.stderr == """
            fixtures/apps/x-tip-jar/TipButton.swift: error: the files together are larger than 2000 bytes; layoutdbg reads at most that many
            note: raise the limit with --limit file=N (it is 2000)

            """)
    }

    /// `--root` picks the input among the files (the one declaring its type); the reader alone finds the app's own
    /// Layout in another file and says it cannot run it.
    @Test func aFolderTakesARootAndTheReaderFindsItsLayout() {
        let root = trace("fixtures/apps/x-tip-jar", "--root", "TipButton(tip: Tip.samples[0])")
        #expect(root.status == 0, "\(root.stderr)")
        #expect(root.stdout.hasPrefix("layoutdbg trace of fixtures/apps/x-tip-jar/TipButton.swift\n"))
        #expect(root.stdout.contains("VStack.padding.frame ← (402, 778) explicit, root  · in TipButton (TipButton.swift:4)"))
        let interpret = trace("fixtures/apps/x-tip-jar", "--engine", "interpret")
        #expect(interpret.status == 65)
        #expect(interpret.stderr.contains("""
            fixtures/apps/x-tip-jar/TipScreen.swift:10:13: error: 'EqualWidthHStack' is the app's own Layout (EqualWidthHStack.swift:4), which the reader does not run
            """))
    }

    /// A type declared in two of the files the traced view needs: the error is at the second and names the first.
    /// (Files it does not need may repeat a type, as stray copies in an app's folder do: they are not compiled.)
    @Test func aTypeDeclaredTwiceNamesBothPlaces() {
        let run = trace("fixtures/apps/x-tip-jar", "fixtures/apps/tip-jar-one-file.swift", "--view", "TipScreen")
        #expect(run.status == 65)
        #expect(run.stderr == """
            fixtures/apps/tip-jar-one-file.swift:6:1: error: 'Tip' is declared twice: here and in Tip.swift:4
                6 | struct Tip: Identifiable {
                  | ^
            note: one program declares a type once: leave one of the files out, or rename one

            """)
    }

    /// A package's target (its manifest read, not run): the folder `path:` names, or `Sources/NAME`.
    @Test func aPackagesTargetIsTracedAsItsFolder() throws {
        let package = try ScratchDirectory.make("package")
        defer { try? FileManager.default.removeItem(at: package) }
        let app = package.appendingPathComponent("App")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: PackageRoot.path).appendingPathComponent("fixtures/apps/x-tip-jar"), to: app)
        try """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "TipJar",
                targets: [
                    .executableTarget(name: "TipJar", dependencies: [.product(name: "Other", package: "other")], path: "App"),
                    .testTarget(name: "TipJarTests", dependencies: ["TipJar"]),
                ]
            )
            """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let run = trace(package.path, "--target", "TipJar")
        #expect(run.status == 0, "\(run.stderr)")
        let folder = trace("fixtures/apps/x-tip-jar")
        #expect(run.stdout.split(separator: "\n").dropFirst() == folder.stdout.split(separator: "\n").dropFirst())
        // Its one target is the default; a misspelt one gets a suggestion and the list.
        #expect(trace(package.path).stdout == run.stdout)
        let misspelt = trace(package.path, "--target", "TipJr")
        #expect(misspelt.status == 65)
        #expect(misspelt.stderr.contains("\(package.path)/Package.swift: error: no target 'TipJr' in this manifest"))
        #expect(misspelt.stderr.contains("note: did you mean 'TipJar'?\nnote: its targets: TipJar\n"))
        #expect(trace(package.path, "--list-views").stdout == trace("fixtures/apps/x-tip-jar", "--list-views").stdout)
    }

    /// A file of the folder that cannot be read (a symlink to nothing) and a manifest that cannot be read: errors that
    /// name them, nothing traced.
    @Test func whatCannotBeReadIsNamed() throws {
        let directory = try ScratchDirectory.make("unreadable")
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "\(PackageRoot.path)/fixtures/apps/x-profile-card/ProfileCard.swift",
                                         toPath: app.appendingPathComponent("ProfileCard.swift").path)
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("Gone.swift").path, withDestinationPath: "/nowhere/Gone.swift")
        let gone = trace(app.path)
        #expect(gone.status == 66)
        #expect(gone.stdout == "")
        #expect(gone.stderr == "error: cannot read '\(app.path)/Gone.swift': no such file\n")
        let package = directory.appendingPathComponent("Package")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try "let package = Package(\n  name: \"X\",\n  targets: [.target(name: \"X\", path: \n"
            .write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let manifest = trace(package.path)
        #expect(manifest.status == 65)
        #expect(manifest.stderr.hasPrefix("\(package.path)/Package.swift:4:1: error: expected ')' to close the '(' at line 3, column 20\n"))
        #expect(manifest.stderr.hasSuffix("note: pass the target's folder instead: layoutdbg trace \(package.path)/Sources/NAME\n"))
    }

    /// A target whose folder is its package's own (`path: ""`, as eul's BuildTools declares it) is that folder's
    /// files: read as a package again, the manifest was read for ever (a crash, its stack exhausted).
    @Test func aTargetInItsPackagesOwnFolderIsReadOnce() throws {
        let package = try ScratchDirectory.make("own-folder")
        defer { try? FileManager.default.removeItem(at: package) }
        try "import PackageDescription\nlet package = Package(name: \"Tools\", targets: [.target(name: \"Tools\", path: \"\")])\n"
            .write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: "\(PackageRoot.path)/fixtures/apps/x-profile-card/ProfileCard.swift",
                                         toPath: package.appendingPathComponent("ProfileCard.swift").path)
        let run = trace(package.path, "--list-views")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == trace("fixtures/apps/x-profile-card/ProfileCard.swift", "--list-views").stdout)
    }

    @Test func aFoldersViewsAndPreviewsAreListedAcrossItsFiles() {
        #expect(trace("fixtures/apps/x-tip-jar", "--list-views").stdout == """
            layout   EqualWidthHStack  EqualWidthHStack.swift:4
            view     TipButton         TipButton.swift:4         needs tip: Tip
            view     TipScreen         TipScreen.swift:5
            preview  0 (unnamed)       TipScreen.swift:20        shows TipScreen

            """)
    }

    @Test func aFolderViewIsFoundInItsFile() {
        let run = trace("fixtures/apps/x-tip-jar", "--view", "TipButton")
        #expect(run.status == 65)
        #expect(run.stderr.contains("fixtures/apps/x-tip-jar/TipButton.swift:4:1: error: 'TipButton' needs tip: Tip to be made, and no preview shows it"))
        let unknown = trace("fixtures/apps/x-tip-jar", "--view", "TipButon")
        #expect(unknown.status == 65)
        #expect(unknown.stderr.contains("error: no view 'TipButon' in fixtures/apps/x-tip-jar (4 Swift files)"))
        #expect(unknown.stderr.contains("note: did you mean 'TipButton'?"))
    }

    @Test func aFolderWithPreviewsInTwoFilesAsksWhichView() throws {
        let directory = try ScratchDirectory.make("two-previews")
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["First", "Second"] {
            try "struct \(name): View {\n    var body: some View { Text(\"\(name)\") }\n}\n\n#Preview { \(name)() }\n"
                .write(to: directory.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
        }
        let run = trace(directory.path)
        #expect(run.status == 65)
        #expect(run.stderr.contains("error: \(directory.path) has 2 previews in 2 files; pick the view to trace with --view NAME"))
        #expect(run.stderr.contains("note: layoutdbg trace \(directory.path) --list-views lists the views and previews"))
    }

    /// Only the commands that compile take --with; the others refuse it rather than read it and do nothing.
    @Test func onlyCompilingCommandsTakeWith() {
        let run = layoutdbg(["diff", "fixtures/compiled/app/x-country-list.swift", "fixtures/compiled/app/x-country-list.swift",
                             "--with", "fixtures/compiled/app"], environment: environment)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: unknown option '--with' for 'layoutdbg diff'"))
    }

    /// (Without --alone the file finds x-models.swift beside it: EnclosingProjectTests.)
    @Test func withoutItsOtherFilesTheErrorSaysToGiveThem() {
        let run = trace("fixtures/compiled/app/x-country-list.swift", "--with", "fixtures/compiled/app/x-country-row.swift", "--alone")
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("""
            fixtures/compiled/app/x-country-list.swift:8:14: error: cannot find 'Country' in scope
                8 |         List(Country.sample) { country in
                  |              ^
            note: 'Country' is not declared in this file (another file of your app?): give that file with --with FILE (or the app's folder with --with DIR), paste a declaration of it into the file, or pick a root that does not use it with --view, --preview or --root (--list-views lists the file's views and previews; previews not traced are not compiled)
            """))
        // The companion's own error names its file and is quoted from it (not from the input's lines).
        #expect(run.stderr.contains("""
            fixtures/compiled/app/x-country-row.swift:4:18: error: cannot find type 'Country' in scope
                4 |     let country: Country
                  |                  ^
            note:
            """))
    }

    /// Every file of a compiled run names itself (not main.swift alone): a program whose user file is stale writes a
    /// key that does not match, and is rebuilt.
    @Test func eachFileCarriesItsOwnBuildKey() throws {
        let source = "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n"
        let outline = try SwiftFileOutline.read(source, file: "A.swift")
        var prepared = PreparedSource(source: source, outline: outline, root: "A()")
        let before = prepared.text
        let key = prepared.stamp(as: "__layoutdbgBuildKey0")
        #expect(key == CacheKey.of([before]))
        #expect(prepared.text == before + "\nlet __layoutdbgBuildKey0 = \"\(key)\"\n")
        let main = EntryPoint.source(inputName: "A.swift", settings: RunSettings(), declarations: [],
                                     buildKeyNames: ["__layoutdbgBuildKey0", "__layoutdbgBuildKey1"])
        #expect(main.text.contains("try Data([__layoutdbgBuildKey0, __layoutdbgBuildKey1, __layoutdbgMainKey].joined(separator: \"+\").utf8)"))
        // main.swift names itself (it holds the settings): another proposal is another program.
        #expect(main.text.contains("\nlet __layoutdbgMainKey = \"\(main.key)\"\n"))
        let other = EntryPoint.source(inputName: "A.swift", settings: RunSettings(proposal: ProposedSize(width: 1, height: 1)),
                                      declarations: [], buildKeyNames: ["__layoutdbgBuildKey0", "__layoutdbgBuildKey1"])
        #expect(other.key != main.key)
    }

    @Test func aChangedLibraryStartsTheScratchBuildOver() throws {
        let directory = try ScratchDirectory.make("start-over")
        defer { try? FileManager.default.removeItem(at: directory) }
        let scratch = ScratchPackage(directory: directory, library: directory)
        let built = directory.appendingPathComponent(".build/debug/Preview")
        try scratch.startOver(unlessBuiltWith: "one")
        try FileManager.default.createDirectory(at: built.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: built)
        try scratch.startOver(unlessBuiltWith: "one")
        #expect(FileManager.default.fileExists(atPath: built.path))  // the same library: the build is kept
        try scratch.startOver(unlessBuiltWith: "two")
        #expect(!FileManager.default.fileExists(atPath: built.path))  // another: built anew
    }

    /// A run killed before it removed its program's directory leaves it behind: a later run removes it once its
    /// process is gone and it is a day old, and keeps a running process's and a fresh one.
    @Test func programDirectoriesOfGoneRunsAreRemoved() throws {
        let cache = try ScratchDirectory.make("programs")
        defer { try? FileManager.default.removeItem(at: cache) }
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let programs = cache.appendingPathComponent("programs")
        let old = programs.appendingPathComponent("\(gone.processIdentifier)-old")
        let fresh = programs.appendingPathComponent("\(gone.processIdentifier)-fresh")
        let running = programs.appendingPathComponent("\(getpid())-running")
        let twoDaysAgo = Date().addingTimeInterval(-2 * 24 * 60 * 60)
        for directory in [old, fresh, running] { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        for directory in [old, running] { try FileManager.default.setAttributes([.modificationDate: twoDaysAgo], ofItemAtPath: directory.path) }
        let made = try ProgramDirectory.make(in: cache)
        #expect(!FileManager.default.fileExists(atPath: old.path))
        #expect(FileManager.default.fileExists(atPath: fresh.path))
        #expect(FileManager.default.fileExists(atPath: running.path))
        #expect(FileManager.default.fileExists(atPath: made.directory.appendingPathComponent("Preview").path))
    }

    @Test func withoutALibraryTheErrorSaysWhatToSet() {
        var environment = self.environment
        environment["LAYOUTDBG_PACKAGE"] = "/nonexistent"
        environment["LAYOUTDBG_CACHE"] = NSTemporaryDirectory() + "layoutdbg-no-library"
        let run = layoutdbg(["trace", "fixtures/compiled/layout-only.swift"], environment: environment)
        #expect(run.status == 65)
        #expect(run.stderr.contains("error: the LayoutDebugger library is not at /nonexistent"))
        #expect(run.stderr.contains("note: set LAYOUTDBG_PACKAGE to a clone of layoutdbg"))
    }
}
