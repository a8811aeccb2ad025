import LayoutModel
import LayoutTrace
import Testing

/// The inspector table of `TinyTrace`: requests only, replies in their row, columns padded to the widest cell.
@Suite struct TraceTableRendererTests {
    @Test func oneRowPerRequest() {
        #expect(String(decoding: TraceTableRenderer.render(TinyTrace.trace()), as: UTF8.self) == """
            View                      Proposal                               Reason      Response
            -------------------------------------------------------------------------------------------------------
            Grid.frame                (393, 852) explicit                    root        (350, 350)
              Grid "outer"            (350, 350) explicit                    measure     (342, 350)
                GridRow[0]/Color[0]   width? (0, 350) mixed(zero,explicit)   probe-min   0
                GridRow[0]/Text[1]    (nil, nil) unspecified                 ideal       (68, 20.333) (re-measured)

            """)
    }

    @Test func anEmptyTraceIsTheHeader() {
        var trace = TinyTrace.trace()
        trace.events = []
        #expect(String(decoding: TraceTableRenderer.render(trace), as: UTF8.self) == """
            View   Proposal   Reason   Response
            -----------------------------------

            """)
    }
}
