import CompiledPath
import Testing

/// What layoutdbg says of a user's program that crashed, from its standard error as Swift 6 prints it on Linux (the
/// two samples are a trap and an endless recursion, run here and cut short).
@Suite struct CrashReportTests {
    @Test func aTrapIsSaidByItsReason() {
        let stderr = """
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

            *** Signal 4: Backtracing from 0x7f1cb416df7f... done ***

            *** Program crashed: Illegal instruction at 0x00007f1cb416df7f ***

            """
        let report = CrashReport.summary(of: stderr, status: 139)
        #expect(report.message == "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
        #expect(report.notes == [])
    }

    /// A signal is said by the backtracer's second line without its address (which differs on every run), never by its
    /// banner; a function whose frames fill the backtrace is named (here a view function that calls itself through an
    /// HStack's content closure, as the backtracer printed it, cut short).
    @Test func anEndlessRecursionIsSaidAsOne() {
        var stderr = """

            *** Signal 11: Backtracing from 0x7f300ac906f1... done ***

            *** Program crashed: Bad pointer dereference at 0x00007ffc51fc6fc0 ***

            Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

            Thread 0 "program" crashed:

                0               0x00007f300ac906f1 _swift_getGenericMetadata(swift::MetadataRequest) + 117 in libswiftCore.so
                5 [ra] [thunk]  0x000055acb1359d96 Text.init<A>(_:fileID:line:column:) + 405 in program at /p/Views.swift:324:16

            """
        for cycle in 0..<14 {
            let frame = 7 + 3 * cycle
            stderr += """
                   \(frame) [ra]          0x000055acb11fe7d2 closure #1 in Rows.row(_:) + 513 in program at /p/User.swift:5:18
                   \(frame + 1) [ra] [thunk]  0x000055acb1355435 HStack.init(alignment:spacing:content:fileID:line:column:) + 820 in program at /p/Views.swift:37:24
                   \(frame + 2) [ra]          0x000055acb11fe5b5 Rows.row(_:) + 180 in program at /p/User.swift:5:9

                """
        }
        stderr += "21189 [ra]          0x000055acb11ff4df main + 30 in program\n   ...\n"
        let report = CrashReport.summary(of: stderr, status: 139)
        #expect(report.message == "Program crashed: Bad pointer dereference")
        #expect(report.notes == ["'Rows.row(_:)' fills the crashed thread's backtrace (14 of its frames): a function, getter or body that calls itself "
                                 + "without end overflows the stack"])
    }

    /// A trap in a function that recursed (finitely) to get there is said by its reason alone.
    @Test func aTrapInARecursionIsNoOverflow() {
        var stderr = "User.swift:9: Fatal error: Index out of range\n\n*** Program crashed: Illegal instruction at 0x00007f1cb416df7f ***\n"
        for frame in 0..<12 { stderr += "\(frame) [ra] 0x000055acb11fe5b5 Tree.row(_:) + 180 in program\n" }
        #expect(CrashReport.summary(of: stderr, status: 139) == (message: "User.swift:9: Fatal error: Index out of range", notes: []))
    }

    /// A program that printed nothing before it stopped is said by its exit status.
    @Test func silenceIsSaidByTheExitStatus() {
        #expect(CrashReport.summary(of: "", status: 139) == (message: "exit status 139", notes: []))
        #expect(CrashReport.summary(of: "\n\n", status: 1) == (message: "exit status 1", notes: []))
    }

    @Test func framesOfManyFunctionsAreNoRecursion() {
        var stderr = "*** Program crashed: Bad pointer dereference at 0x0000000000000008 ***\n"
        for frame in 0..<30 { stderr += "\(frame) [ra] 0x00005500000000\(frame) f\(frame)() + 12 in Preview\n" }
        #expect(CrashReport.summary(of: stderr, status: 139).notes == [])
    }
}
