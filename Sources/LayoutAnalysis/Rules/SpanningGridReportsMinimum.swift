import LayoutModel

/// `nested-grid-min-size` (warning): a Grid nested in a Grid cell that spans several columns
/// (`gridCellColumns(n)`, n > 1) answers the zero proposal with a non-zero size on an axis where it grows
/// without bound (its reply to infinity is infinite).
///
/// This is SwiftUI bug FB14556654 (seed 002): the outer Grid keeps the spanning cell's zero-proposal width
/// reserved, so the outer Grid comes out short by that much (342 × 350 instead of 350 × 350). The nested Grid's
/// minimum is only its spacing, which a flexible view does not need to report.
///
/// Example:
///
///     Grid {
///         GridRow {
///             Color.orange
///             Color.indigo
///             Grid {                    // replies (8, 16) to (0, 0), (inf, inf) to (inf, inf)
///                 GridRow { Color.cyan; Color.yellow }
///                 Color.mint
///                 Color.green
///             }
///             .gridCellColumns(2)
///         }
///     }
///     .frame(width: 350, height: 350)
///
/// The cell may be the Grid itself or a pass-through wrapper around it (the seed's `LayoutMonitor`).
struct SpanningGridReportsMinimum: AnomalyRule {
    let id = "nested-grid-min-size"
    let severity = Severity.warning
    let summary = "A nested Grid spanning several columns reports a non-zero minimum although it is flexible (FB14556654)."
    let documentation = RuleDocumentation(
        details: """
            A Grid in a cell that spans several columns (`.gridCellColumns(n)`, n > 1) answers the zero proposal \
            with its spacing, (8, 16) in the seed, although it grows without bound (its reply to infinity is \
            infinite). The outer Grid keeps that zero-proposal width reserved and never gives it back, so it \
            comes out short: 342 × 350 in a 350 × 350 frame (SwiftUI bug FB14556654, seed 002). The cell may be \
            the Grid itself or a pass-through wrapper around it, such as the seed's `LayoutMonitor`. The outer \
            Grid's shortfall is reported by `container-underfill`, which names this finding as its cause.
            """,
        example: """
            Grid {
                GridRow {
                    Color.orange
                    Color.indigo
                    Grid {                    // replies (8, 16) to (0, 0) and (inf, inf) to (inf, inf)
                        GridRow { Color.cyan; Color.yellow }
                        Color.mint
                        Color.green
                    }
                    .gridCellColumns(2)
                }
            }
            .frame(width: 350, height: 350)
            """,
        fix: """
            Add `.frame(minWidth: 0, minHeight: 0)` to the nested Grid, so that it answers the zero proposal with \
            zero, or host it in `Color.clear.overlay { … }` and put `.gridCellColumns(n)` on the `Color`.
            """)

    func check(_ context: RuleContext) -> [Finding] {
        let index = context.index
        var findings: [Finding] = []
        for cellIndex in index.nodes.indices {
            let cell = Int32(cellIndex)
            let info = index.info(cell)
            guard info.parent >= 0, index.info(info.parent).kind == "Grid" else { continue }
            let chain = passThroughChain(index, from: cell)
            let span = chain.compactMap { index.info($0).facts.gridCellColumns }.max() ?? 1
            guard span > 1, let grid = chain.first(where: { index.info($0).kind == "Grid" }) else { continue }
            // What the outer Grid sees is the cell's reply; the nested Grid's own reply names the numbers.
            guard let cellZero = index.reply(of: cell, to: .zero) else { continue }
            let zero = index.reply(of: grid, to: .zero) ?? cellZero
            let axes = Axis.allCases.filter { axis in
                (cellZero.length(axis) ?? 0) > 0 && index.growsWithoutBound(cell, axis) && index.growsWithoutBound(grid, axis)
            }
            guard !axes.isEmpty else { continue }
            let infinite = index.reply(of: grid, to: .infinity)
            let grows = infinite.map { "it replies \(Words.size($0.size)) to \(Words.proposal($0.proposal))" }
                ?? "it replies infinity to infinity"
            let via = grid == cell ? "" : " (through \(context.name(cell)))"
            let minimums = axes.map { "\(Axis.minimumLabel($0)): 0" }.joined(separator: ", ")
            findings.append(context.finding(
                self, node: grid,
                message: "\(context.name(grid)) replies \(Words.size(zero.size)) to the zero proposal although it grows "
                    + "without bound on \(Words.axes(axes)) (\(grows)). " + consequence(context, span: span, via: via),
                fix: "add .frame(\(minimums)) to the nested Grid, or host it in Color.clear.overlay { … } and put "
                    + ".gridCellColumns(\(span)) on the Color.",
                event: Int(zero.replyEvent)))
        }
        return findings
    }

    /// What the minimum does to the enclosing Grid: in this run, or, when the trace was made with the bug's
    /// quirk turned off, on a device.
    private func consequence(_ context: RuleContext, span: Int, via: String) -> String {
        let quirk = "grid-span-min-reservation"
        if context.header.quirks.contains(quirk) || context.header.quirks.isEmpty {
            return "As a cell spanning \(span) columns\(via) it makes the enclosing Grid reserve that minimum and come out "
                + "short (SwiftUI bug FB14556654)."
        }
        return "As a cell spanning \(span) columns\(via) it would make the enclosing Grid reserve that minimum and come out "
            + "short on a device (SwiftUI bug FB14556654; the quirk \(quirk) is off in this run)."
    }

    /// The cell and the nodes it passes its proposals straight to: layout modifiers and LayoutMonitors,
    /// down to the first node that is neither.
    private func passThroughChain(_ index: TraceIndex, from cell: Int32) -> [Int32] {
        var chain = [cell]
        var current = cell
        while chain.count <= index.nodes.count {
            let kind = index.info(current).kind
            let next: Int32?
            if NodeKinds.isModifier(kind) {
                next = index.modified(by: current)
            } else if kind == "LayoutMonitor" {
                next = index.subviews(of: current).first
            } else {
                next = nil
            }
            guard let next else { break }
            chain.append(next)
            current = next
        }
        return chain
    }
}

extension Axis {
    /// `minWidth` / `minHeight`: the frame argument that sets this axis' minimum.
    static func minimumLabel(_ axis: Axis) -> String { axis == .horizontal ? "minWidth" : "minHeight" }
}
