import LayoutEngine
import LayoutModel
import LayoutTrace
import Testing

/// HStack / VStack (spec §7): the worked fixtures of §7.5, probing order, priority groups, alignment, the ideal path
/// and the placement re-proposal of §7.4.
@Suite struct StackTests {
    // MARK: §7.5 worked fixtures

    /// objc.io: HStack(spacing: 0) { red.frame(maxWidth: 100); green.frame(minWidth: 100) }.frame(width: 150, height: 100).
    static let objcIO = hStack(spacing: 0, [color("red", flexFrame(maxWidth: 100)), color("green", flexFrame(minWidth: 100))],
                               frame(width: 150, height: 100))

    @Test func objcIOFixtureOverflows() throws {
        // §7.5: red (flex 100 − 0) sorts before green (flex inf); red is offered 150/2 = 75 and takes 75; green is
        // offered 75 and returns its minimum 100; the stack is 175, centred in the 150 frame: x = −12.5.
        let r = try run(Self.objcIO, P(393, 852))
        #expect(near(r.frame("HStack"), R(-12.5, 0, 175, 100)))
        #expect(near(r.frame("HStack/Color[0].frame"), R(-12.5, 0, 75, 100)))
        #expect(near(r.frame("HStack/Color[1].frame"), R(62.5, 0, 100, 100)))
    }

    @Test func objcIOFixtureProbeOrder() throws {
        // §7.3: insertion sort compares green (left operand) with red: green's min and max probes, then red's; both
        // are width queries (lengthThatFits) with the stack's minor 100. Then red is offered 75, green 75.
        let r = try run(Self.objcIO, P(393, 852))
        let stackChildren = r.recorder.events.compactMap { event -> String? in
            guard case .request(let n, let p, _, let reason, _) = event, reason != .place else { return nil }
            let path = r.recorder.nodes[Int(n)].path
            guard path == "HStack/Color[0].frame" || path == "HStack/Color[1].frame" else { return nil }
            return "\(path.contains("[0]") ? "red" : "green") \(show(p)) \(reason.rawValue)"
        }
        #expect(stackChildren == [
            "green (0.0, 100.0) probe-min", "green (inf, 100.0) probe-max",
            "red (0.0, 100.0) probe-min", "red (inf, 100.0) probe-max",
            "red (75.0, 100.0) distribute", "green (75.0, 100.0) distribute",
        ])
        #expect(near(r.requests("HStack/Color[0].frame"), [
            req(P(0, 100), .probeMin, .width), req(P(inf, 100), .probeMax, .width), req(P(75, 100), .distribute),
        ]))
    }

    @Test func workshopFixture() throws {
        // §7.5: HStack(spacing: 7.5) { red.frame(minWidth: 100); green.frame(width: 30); blue.frame(maxWidth: 50) } in
        // 150 × 100: avail = 150 − 2 × 7.5 = 135; order green (flex 0), blue (50), red (inf).
        // green offered 135/3 = 45 → 30; blue offered 105/2 = 52.5 → 50; red offered 55 → 100. Stack = 180 + 15 = 195.
        let stack = hStack(spacing: 7.5, [color("red", flexFrame(minWidth: 100)), color("green", frame(width: 30)),
                                          color("blue", flexFrame(maxWidth: 50))])
        let r = try run(stack, P(150, 100))
        #expect(near(r.rootSize, S(195, 100)))
        #expect(near(r.proposals("HStack/Color[1].frame").filter { $0.width != 0 && $0.width != inf }, [P(45, 100)]))
        #expect(near(r.proposals("HStack/Color[2].frame").filter { $0.width != 0 && $0.width != inf }, [P(52.5, 100)]))
        #expect(near(r.proposals("HStack/Color[0].frame").filter { $0.width != 0 && $0.width != inf }, [P(55, 100)]))
        // Placement follows the child order, not the sizing order: red 0…100, green 107.5…137.5, blue 145…195.
        #expect(near(r.frame("HStack/Color[0].frame"), R(0, 0, 100, 100)))
        #expect(near(r.frame("HStack/Color[1].frame"), R(107.5, 0, 30, 100)))
        #expect(near(r.frame("HStack/Color[2].frame"), R(145, 0, 50, 100)))
    }

    @Test func workshopFixtureProbeOrder() throws {
        // §7.3: i = 1 compares green with red (green probed first), i = 2 compares blue with red, then with green.
        let stack = hStack(spacing: 7.5, [color("red", flexFrame(minWidth: 100)), color("green", frame(width: 30)),
                                          color("blue", flexFrame(maxWidth: 50))])
        let r = try run(stack, P(150, 100))
        let names = ["HStack/Color[0].frame": "red", "HStack/Color[1].frame": "green", "HStack/Color[2].frame": "blue"]
        let order = r.recorder.events.compactMap { event -> String? in
            guard case .request(let n, _, _, let reason, _) = event, let name = names[r.recorder.nodes[Int(n)].path] else { return nil }
            return "\(name) \(reason.rawValue)"
        }
        #expect(order == [
            "green probe-min", "green probe-max", "red probe-min", "red probe-max", "blue probe-min", "blue probe-max",
            "green distribute", "blue distribute", "red distribute",
        ])
    }

    @Test func fieldGuideTextGetsAThird() throws {
        // §7.5 (fieldguide): HStack { RoundedRectangle; Text("Hello, world"); RoundedRectangle } at (200, 100).
        // Gaps 8 + 8 → avail 184. The Text (flex 0…102) is least flexible and is offered 184/3 = 61.333: 7 characters
        // per line → "Hello," | "world" → 6 × 8.5 = 51 wide, 2 lines (122 px). The rectangles share 133 → 66.5 each.
        let r = try run(hStack([shape(.roundedRectangle(cornerRadius: 4)), text("Hello, world"), shape(.roundedRectangle(cornerRadius: 4))]),
                        P(200, 100))
        #expect(near(r.rootSize, S(200, 100)))
        #expect(near(r.frame("HStack/Text[1]"), R(74.5, (100 - px(122)) / 2, 51, px(122))))
        #expect(near(r.frame("HStack/RoundedRectangle[2]"), R(133.5, 0, 66.5, 100)))
    }

    @Test func fieldGuideTextWithPriorityGetsEverything() throws {
        // §7.5: with .layoutPriority(1) the Text is offered 184 minus the rectangles' minimums (0): one line,
        // 102 wide. It is alone in its group, so it is never probed (§7.3). The rectangles share 82 → 41 each.
        let r = try run(hStack([shape(.roundedRectangle(cornerRadius: 4)), text("Hello, world", .layoutPriority(1)),
                                shape(.roundedRectangle(cornerRadius: 4))]), P(200, 100))
        #expect(near(r.frame("HStack/Text[1]"), R(49, (100 - px(61)) / 2, 102, px(61))))
        #expect(near(r.requests("HStack/Text[1]"), [req(P(184, 100), .distribute)]))
        #expect(near(r.frame("HStack/RoundedRectangle[0]"), R(0, 0, 41, 100)))
    }

    // MARK: §7.3 probing and sorting

    @Test func singleChildIsNeverProbed() throws {
        // §7.3: one child → no comparisons → offered (p.major − 0, p.minor) directly. A Color has no cache, so the
        // placement asks it again with the same proposal.
        let r = try run(hStack([color()]), P(100, 50))
        #expect(near(r.requests("HStack/Color[0]"), [req(P(100, 50), .distribute), req(P(100, 50), .place)]))
    }

    @Test func higherPriorityGroupIsOfferedEverythingButTheOthersMinimums() throws {
        // §7.2 / §19: HStack(spacing: 0) { A.frame(maxWidth: 80).layoutPriority(1); B.frame(maxWidth: 80) } at
        // (100, 10): B's minimum (0) is reserved; A is offered 100 → 80; B then gets 20. A is never probed; B gets
        // only the min probe that reserves it.
        let r = try run(hStack(spacing: 0, [color("a", flexFrame(maxWidth: 80), .layoutPriority(1)), color("b", flexFrame(maxWidth: 80))]),
                        P(100, 10))
        #expect(near(r.frame("HStack/Color[0].frame"), R(0, 0, 80, 10)))
        #expect(near(r.frame("HStack/Color[1].frame"), R(80, 0, 20, 10)))
        #expect(near(r.requests("HStack/Color[0].frame"), [req(P(100, 10), .distribute)]))
        #expect(near(r.requests("HStack/Color[1].frame"), [req(P(0, 10), .probeMin, .width), req(P(20, 10), .distribute)]))
    }

    @Test func negativePriorityIsSizedLast() throws {
        // §19: priority −1 on the first child puts it in the lower group: the second takes 80 of 100, the first 20.
        let r = try run(hStack(spacing: 0, [color("a", flexFrame(maxWidth: 80), .layoutPriority(-1)), color("b", flexFrame(maxWidth: 80))]),
                        P(100, 10))
        #expect(near(r.frame("HStack/Color[0].frame"), R(0, 0, 20, 10)))
        #expect(near(r.frame("HStack/Color[1].frame"), R(20, 0, 80, 10)))
    }

    @Test func equalInfiniteFlexibilityPutsTheLargerMinimumFirst() throws {
        // §7.3: A = Color (0…inf), B = Color.frame(minWidth: 60) (60…inf): both infinitely flexible, B has the larger
        // minimum → B first: offered 100/2 = 50 → 60; A gets the remaining 40.
        let r = try run(hStack(spacing: 0, [color("a"), color("b", flexFrame(minWidth: 60))]), P(100, 10))
        #expect(near(r.frame("HStack/Color[0]"), R(0, 0, 40, 10)))
        #expect(near(r.frame("HStack/Color[1].frame"), R(40, 0, 60, 10)))
    }

    @Test func equalFiniteFlexibilityKeepsTheOriginalOrder() throws {
        // §7.3: A = frame(minWidth: 40, maxWidth: 90) and B = frame(maxWidth: 50) both have flex 50 → original order.
        // At (60, 10): A offered 30 → clamp(30, 40, 90) = 40; B offered 20 → 20. (B first would give 30 + 40 = 70.)
        let r = try run(hStack(spacing: 0, [color("a", flexFrame(minWidth: 40, maxWidth: 90)), color("b", flexFrame(maxWidth: 50))]),
                        P(60, 10))
        #expect(near(r.frame("HStack/Color[0].frame"), R(0, 0, 40, 10)))
        #expect(near(r.frame("HStack/Color[1].frame"), R(40, 0, 20, 10)))
    }

    @Test func probesAreNotRepeatedWhileTheMinorStaysTheSame() throws {
        // §7.3: probing is redone only when the minor proposal changes. The inner HStack is sized at (0, 10),
        // (inf, 10) and (80, 10) by the outer one, always with minor 10: its children are probed once.
        // Outer: C = frame(width: 20) (flex 0) first, offered 50 → 20; the inner stack is offered 80 → 40 + 40.
        let inner = hStack(spacing: 0, [color("a"), color("b")])
        let r = try run(hStack(spacing: 0, [inner, color("c", frame(width: 20))]), P(100, 10))
        #expect(near(r.requests("HStack/HStack[0]/Color[0]"), [
            req(P(0, 10), .probeMin, .width), req(P(inf, 10), .probeMax, .width),
            req(P(0, 10), .distribute),      // inner at (0, 10): 0/2 = 0
            req(P(inf, 10), .distribute),    // inner at (inf, 10): inf/2 = inf
            req(P(40, 10), .distribute),     // inner at (80, 10): 80/2 = 40
            req(P(40, 10), .place),
        ]))
        #expect(near(r.frame("HStack/HStack[0]"), R(0, 0, 80, 10)))
    }

    @Test func probesAreRedoneAfterAnIdealSizing() throws {
        // §7.2 / §7.3: prioritize is skipped only if p.minor == last.minor && last.major != nil. Three passes over
        // HStack(spacing: 0) { Color; Color } with the same minor 50: (100, 50), then (nil, 50) (the ideal path),
        // then (200, 50): the last proposal had a nil major, so the third pass probes again.
        let recorder = TraceRecorder()
        let session = try LayoutSession(ViewTree(root: hStack(spacing: 0, [color("a"), color("b")])), file: "test", observer: recorder)
        session.run(proposal: P(100, 50))
        session.run(proposal: P(nil, 50))
        session.run(proposal: P(200, 50))
        let r = LayoutRun(result: session.run(proposal: P(200, 50)), recorder: recorder)
        #expect(near(r.requests("HStack/Color[0]"), [
            req(P(0, 50), .probeMin, .width), req(P(inf, 50), .probeMax, .width), req(P(50, 50), .distribute),
            req(P(50, 50), .place),
            req(P(nil, 50), .ideal), req(P(nil, 50), .place),
            req(P(0, 50), .probeMin, .width), req(P(inf, 50), .probeMax, .width), req(P(100, 50), .distribute),
            req(P(100, 50), .place),
            req(P(100, 50), .place),   // a fourth pass at (200, 50): the stack answers from its cache; only placement
        ]))
    }

    // MARK: §7.2 sizes, gaps and alignment

    @Test func defaultSpacingIsEight() throws {
        // §9.3: Color next to Color → 8. (100 − 8) / 2 = 46 each.
        let r = try run(hStack([color("a"), color("b")]), P(100, 10))
        #expect(near(r.frame("HStack/Color[1]"), R(54, 0, 46, 10)))
        let v = try run(vStack([color("a"), color("b")]), P(10, 100))
        #expect(near(v.frame("VStack/Color[1]"), R(0, 54, 10, 46)))
    }

    @Test func nilMajorAsksEveryChildForItsIdeal() throws {
        // §7.2: p.major nil → each child (nil, p.minor): Colors (10, 50); 10 + 8 + 10 = 28.
        let r = try run(hStack([color("a"), color("b")]), P(nil, 50))
        #expect(near(r.rootSize, S(28, 50)))
        #expect(near(r.requests("HStack/Color[0]").first.map { [$0] } ?? [], [req(P(nil, 50), .ideal)]))
    }

    @Test(arguments: [
        (VerticalAlignment.top, 0.0), (.center, 10.0), (.bottom, 20.0),
    ])
    func hStackCrossAlignment(alignment: VerticalAlignment, firstY: Double) throws {
        // §7.2: minorOrigin = −guide; 10 × 20 and 10 × 40 children; the stack is 28 × 40.
        // top: both 0; center: −10 vs −20 → shift 20 → 10; bottom: −20 vs −40 → 20.
        let r = try run(hStack(alignment: alignment, [color("a", frame(width: 10, height: 20)), color("b", frame(width: 10, height: 40))]),
                        P(100, 100))
        #expect(near(r.rootSize, S(28, 40)))
        #expect(near(r.frame("HStack/Color[0].frame"), R(0, firstY, 10, 20)))
        #expect(near(r.frame("HStack/Color[1].frame"), R(18, 0, 10, 40)))
    }

    @Test(arguments: [
        (HorizontalAlignment.leading, 0.0), (.center, 10.0), (.trailing, 20.0),
    ])
    func vStackCrossAlignment(alignment: HorizontalAlignment, firstX: Double) throws {
        // §7.2: widths 20 and 40; the stack is 40 × 28.
        let r = try run(vStack(alignment: alignment, [color("a", frame(width: 20, height: 10)), color("b", frame(width: 40, height: 10))]),
                        P(100, 100))
        #expect(near(r.rootSize, S(40, 28)))
        #expect(near(r.frame("VStack/Color[0].frame"), R(firstX, 0, 20, 10)))
        #expect(near(r.frame("VStack/Color[1].frame"), R(0, 18, 40, 10)))
    }

    @Test func emptyStackIsZero() throws {
        #expect(near(try run(hStack([]), P(100, 100)).rootSize, S(0, 0)))
        #expect(near(try run(vStack([]), P(nil, nil)).rootSize, S(0, 0)))
    }

    // MARK: §7.4 placement re-proposal

    @Test func nilMinorIsReplacedByTheStackSizeAtPlacement() throws {
        // §7.4 quirk: VStack { 50 × 10; Color.frame(height: 10) }.fixedSize(): sized with (nil, nil), the Color is
        // 10 wide and the stack 50 × 28. At placement the VStack re-proposes (50, nil): the Color stretches to 50.
        let root = vStack([color("a", frame(width: 50, height: 10)), color("b", frame(height: 10))], fixedSize)
        let r = try run(root, P(393, 852))
        #expect(near(r.frame("VStack"), R(0, 0, 50, 28)))
        #expect(near(r.frame("VStack/Color[1].frame"), R(0, 18, 50, 10)))
        #expect(near(r.placementProposal("VStack/Color[1].frame"), P(50, nil)))
    }

    @Test func withoutTheQuirkTheColorKeepsItsIdealWidth() throws {
        // The same tree with stack-placement-fills-cross-axis off: the Color stays 10 wide, centred: x = 20.
        let root = vStack([color("a", frame(width: 50, height: 10)), color("b", frame(height: 10))], fixedSize)
        let r = try run(root, P(393, 852), quirks: quirks(.stackPlacementFillsCrossAxis, false))
        #expect(near(r.frame("VStack/Color[1].frame"), R(20, 18, 10, 10)))
    }

    @Test func hStackWithNilHeightIsReprobedAtPlacement() throws {
        // HStack(spacing: 0) { Color; Color } at (100, nil): sized with minor nil (Colors 50 × 10), then placed with
        // (100, 10): the minor changed, so the children are probed again (§7.3) and re-sized at (50, 10).
        let r = try run(hStack(spacing: 0, [color("a"), color("b")]), P(100, nil))
        #expect(near(r.rootSize, S(100, 10)))
        #expect(near(r.requests("HStack/Color[0]"), [
            req(P(0, nil), .probeMin, .width), req(P(inf, nil), .probeMax, .width), req(P(50, nil), .distribute),
            req(P(0, 10), .probeMin, .width), req(P(inf, 10), .probeMax, .width), req(P(50, 10), .distribute),
            req(P(50, 10), .place),
        ]))
    }
}
