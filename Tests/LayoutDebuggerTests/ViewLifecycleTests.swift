import LayoutDebugger
import Testing

/// `.onAppear` and `.onChange(of:)` run once the view has appeared, and the view is laid out again with the state they
/// set, as the device settles on it (ViewLifecycle.swift): the trace is of that layout.
@Suite struct ViewLifecycleTests {
    static let proposal = ProposedViewSize(width: 400, height: 300)

    /// The measuring idiom: a GeometryReader behind the content stores its height in `@State` when it appears, and the
    /// frame around the content takes it. Two 30-tall rows with 8 between: 68.
    struct MeasuredColumn: View {
        @State private var height: CGFloat = 0

        var body: some View {
            VStack(spacing: 8) {
                Color.red.frame(height: 30)
                Color.blue.frame(height: 30)
            }
            .fixedSize(horizontal: false, vertical: true)
            .background(GeometryReader { geometry in
                Color.clear.onAppear { height = geometry.size.height }
            })
            .frame(height: height, alignment: .top)
        }
    }

    @Test func stateSetOnAppearIsLaidOutAgain() throws {
        let trace = try LayoutDebugger.trace(MeasuredColumn(), proposal: Self.proposal)
        #expect(trace.frame(of: "VStack.fixedSize.frame")?.height == 68)
        #expect(trace.warnings.map(\.message) == ["note: the views' .onAppear / .onChange set state once they appeared: layoutdbg ran its "
                                                  + "action and laid the view out again with that state, as the device shows it (the first layout is not traced)"])
    }

    /// The same view one level down, made anew by its parent's body in every build: its state is carried over.
    @Test func aChildsStateIsKeptFromOneBuildToTheNext() throws {
        let trace = try LayoutDebugger.trace(VStack { MeasuredColumn() }, proposal: Self.proposal)
        #expect(trace.frame(of: "VStack/VStack.fixedSize.frame")?.height == 68)
    }

    /// An action that changes state every time it runs: `.onAppear` runs once, as SwiftUI runs it when the view
    /// appears, not each time it is laid out. 10 + 10 = 20.
    struct Growing: View {
        @State private var width: CGFloat = 10
        var body: some View { Color.green.frame(width: width, height: 5).onAppear { width += 10 } }
    }

    @Test func onAppearRunsOnce() throws {
        let trace = try LayoutDebugger.trace(Growing(), proposal: Self.proposal)
        #expect(trace.frame(of: "Color.frame")?.width == 20)
    }

    /// `.onChange(of:)` runs when the value differs from the build before (and with `initial: true` when the view
    /// appears): the reader's width 400 halved is 200, set when it appears; then 200 ≠ 0, so the change runs: 201.
    struct Watching: View {
        @State private var width: CGFloat = 0
        @State private var changes: CGFloat = 0
        var body: some View {
            GeometryReader { geometry in
                Color.orange
                    .frame(width: width + changes, height: 10)
                    .onChange(of: geometry.size.width, initial: true) { _, new in width = new / 2 }
                    .onChange(of: width) { changes += 1 }
            }
        }
    }

    @Test func onChangeRunsWhenItsValueChanges() throws {
        let trace = try LayoutDebugger.trace(Watching(), proposal: Self.proposal)
        #expect(trace.frame(of: "GeometryReader/Color.frame")?.width == 201)
    }

    /// A change that changes what it watches every time never settles: stopped, with the reason.
    struct Restless: View {
        @State private var count = 0
        var body: some View { Color.gray.frame(width: CGFloat(count)).onChange(of: count, initial: true) { count += 1 } }
    }

    @Test func stateThatNeverSettlesIsStopped() throws {
        #expect {
            try LayoutDebugger.trace(Restless(), proposal: Self.proposal)
        } throws: { error in
            "\(error)" == "the views' .onAppear and .onChange actions still change what they watch after 8 rounds of running them and building the view again; layoutdbg stops there"
        }
    }
}
