import LayoutModel
import LayoutTrace

/// Compares two traces structurally: views are aligned top-down by what they are (not by line or index),
/// then each matched view's calls and frames are compared.
///
/// Alignment, in three levels (docs/diff-format.md has the long version):
/// 1. **Views.** The roots are matched; then, for every matched pair of views, their child views are aligned
///    as sequences (`SequenceAlignment`) on `ViewKeys`: a view inserted among siblings is one added view, and
///    every later sibling still meets its counterpart although its index (and path) moved.
/// 2. **Chains.** A view is its element plus its layout-modifier nodes. The two **heads** (outermost nodes,
///    what the parent talks to) are always compared with each other: that is the view as its parent sees it.
///    The remaining chain nodes are paired by kind; a node left over (a `.frame` added, or the element that
///    now sits behind it) is reported as a modifier change, not as an added node.
/// 3. **Calls.** A node's calls are aligned within that node only, keyed by (pass, kind, query, reason,
///    proposal); calls left between two anchors pair up by (pass, kind, query) and show as changed.
///
/// Cost: O(n) over events and nodes when little changed, O(n log n) in the worst case (an LCS table is used
/// only for short sequences).
public enum TraceDiffer {
    public static func diff(_ a: Trace, _ b: Trace, options: TraceDiffOptions = TraceDiffOptions(),
                            findings: DiffFindingsHook? = nil) -> TraceDiff {
        var differ = Differ(a: Side(a, findings: findings), b: Side(b, findings: findings), options: options)
        differ.run()
        return TraceDiff(
            a: TraceDiff.Side(input: a.header.input, engineVersion: a.header.engineVersion, quirks: a.header.quirks,
                              nodes: a.nodes.count, events: a.events.count),
            b: TraceDiff.Side(input: b.header.input, engineVersion: b.header.engineVersion, quirks: b.header.quirks,
                              nodes: b.nodes.count, events: b.events.count),
            views: differ.views, entries: differ.entries, summary: differ.summary, firstChange: differ.firstChange,
            comparedFindings: findings != nil)
    }

    /// One trace, with everything the alignment needs.
    struct Side {
        let trace: Trace
        let structure: ViewStructure
        let calls: CallTable
        /// Findings per node, if a hook was given.
        let findings: [Int32: [DiffFinding]]

        init(_ trace: Trace, findings hook: DiffFindingsHook?) {
            self.trace = trace
            structure = ViewStructure(trace.nodes)
            calls = CallTable(trace)
            var byNode: [Int32: [DiffFinding]] = [:]
            for finding in hook?(trace) ?? [] { byNode[finding.node, default: []].append(finding) }
            findings = byNode
        }

        var nodes: [NodeInfo] { trace.nodes }

        /// The chain-modifier kinds this trace shows.
        var modifierKinds: Set<String> {
            var kinds: Set<String> = []
            for (index, node) in trace.nodes.enumerated() where structure.element[index] != Int32(index) { kinds.insert(node.kind) }
            return kinds
        }
    }

    private struct Differ {
        let a: Side
        let b: Side
        let options: TraceDiffOptions
        let keysA: ViewKeys
        let keysB: ViewKeys
        var views: [DiffView] = []
        var entries: [DiffEntry] = []
        var summary = DiffSummary()
        var firstChange: Int?
        private var firstChangeEvent = Int32.max

        init(a: Side, b: Side, options: TraceDiffOptions) {
            self.a = a
            self.b = b
            self.options = options
            let modifiers = ViewKeys.knownModifiers.union(a.modifierKinds).union(b.modifierKinds)
            keysA = ViewKeys(a.nodes, a.structure, modifiers: modifiers)
            keysB = ViewKeys(b.nodes, b.structure, modifiers: modifiers)
        }

        private enum Work {
            case pair(Int32, Int32)
            case removed(Int32)
            case added(Int32)
        }

        mutating func run() {
            if a.trace.header.quirks != b.trace.header.quirks && !options.framesOnly {
                entries.append(DiffEntry(view: -1, node: "", change: .quirks(a: a.trace.header.quirks, b: b.trace.header.quirks)))
                summary.quirksChanged += 1
            }
            var stack: [Work] = []
            let roots = align(a.structure.roots, b.structure.roots)
            stack.append(contentsOf: roots.reversed())
            while let work = stack.popLast() {
                switch work {
                case .pair(let ea, let eb):
                    compare(ea, eb)
                    stack.append(contentsOf: align(a.structure.children(of: ea), b.structure.children(of: eb)).reversed())
                case .removed(let ea):
                    let view = addView(DiffView(pathA: a.nodes[Int(ea)].path, pathB: nil, label: label(a, ea), location: a.nodes[Int(ea)].location))
                    let (nodes, calls, found) = subtree(a, ea)
                    entries.append(DiffEntry(view: view, node: shortName(a, ea), change: .viewRemoved(nodes: nodes, calls: calls)))
                    summary.viewsRemoved += 1
                    guard !options.framesOnly else { break }
                    for finding in found {
                        entries.append(DiffEntry(view: view, node: shortName(a, ea), change: .findingWentAway(finding)))
                        summary.findingsWentAway += 1
                    }
                case .added(let eb):
                    let view = addView(DiffView(pathA: nil, pathB: b.nodes[Int(eb)].path, label: label(b, eb), location: b.nodes[Int(eb)].location))
                    let (nodes, calls, found) = subtree(b, eb)
                    entries.append(DiffEntry(view: view, node: shortName(b, eb), change: .viewAdded(nodes: nodes, calls: calls)))
                    summary.viewsAdded += 1
                    if let first = b.calls.records(of: b.structure.head[Int(eb)]).first { noteOrder(first.event) }
                    guard !options.framesOnly else { break }
                    for finding in found {
                        entries.append(DiffEntry(view: view, node: shortName(b, eb), change: .findingAppeared(finding)))
                        summary.findingsAppeared += 1
                    }
                }
            }
        }

        /// Aligns two lists of sibling views.
        private func align(_ listA: some Collection<Int32>, _ listB: some Collection<Int32>) -> [Work] {
            let arrayA = Array(listA), arrayB = Array(listB)
            if arrayA.count == 1 && arrayB.count == 1 { return [.pair(arrayA[0], arrayB[0])] }
            let steps = SequenceAlignment.align(strongA: arrayA.map { keysA.strong[Int($0)] }, strongB: arrayB.map { keysB.strong[Int($0)] },
                                                weakA: arrayA.map { keysA.weak[Int($0)] }, weakB: arrayB.map { keysB.weak[Int($0)] })
            return steps.map { step in
                switch step {
                case .pair(let i, let j): .pair(arrayA[i], arrayB[j])
                case .removed(let i): .removed(arrayA[i])
                case .added(let j): .added(arrayB[j])
                }
            }
        }

        /// Compares two matched views: modifier chains, then each paired node's calls and frame, then findings.
        /// Names and view records are made only when something is reported (most views of a diff are equal).
        private mutating func compare(_ ea: Int32, _ eb: Int32) {
            let chainA = a.structure.chain(of: ea), chainB = b.structure.chain(of: eb)
            var view = -1
            var cachedName: String?
            func name(_ differ: Differ) -> String {
                if let cachedName { return cachedName }
                let made = differ.viewName(ea, eb)
                cachedName = made
                return made
            }
            func emit(_ node: String, _ change: DiffChange, path: String? = nil, into differ: inout Differ) {
                if view < 0 {
                    view = differ.addView(DiffView(pathA: differ.a.nodes[Int(ea)].path, pathB: differ.b.nodes[Int(eb)].path,
                                                   label: differ.label(differ.b, eb) ?? differ.label(differ.a, ea),
                                                   location: differ.b.nodes[Int(eb)].location))
                }
                differ.entries.append(DiffEntry(view: view, node: node, change: change, path: path))
                differ.noteOrder(of: change)
            }

            if !options.framesOnly && chainA.count + chainB.count > 2 {
                // In the order they are written (innermost first), as paths name them: `.padding`, `.frame`.
                let kindsA = chainA.dropLast().reversed().map { "." + a.nodes[Int($0)].kind }
                let kindsB = chainB.dropLast().reversed().map { "." + b.nodes[Int($0)].kind }
                if kindsA != kindsB {
                    emit(name(self), .modifiers(a: kindsA, b: kindsB), into: &self)
                    summary.modifiersChanged += 1
                }
            }

            // Heads with heads, then the rest of the chains by kind. -1 marks the heads' pair for naming.
            var pairs: [(Int32, Int32, Bool)] = [(chainA[0], chainB[0], true)]
            if chainA.count > 1 && chainB.count > 1 {
                let restA = Array(chainA.dropFirst()), restB = Array(chainB.dropFirst())
                let keysA = restA.map { chainKey(a, $0, ea) }, keysB = restB.map { chainKey(b, $0, eb) }
                let steps = SequenceAlignment.align(strongA: keysA, strongB: keysB, weakA: keysA, weakB: keysB)
                for case .pair(let i, let j) in steps { pairs.append((restA[i], restB[j], false)) }
            }

            for (na, nb, isHead) in pairs {
                if !options.framesOnly {
                    let changes = compareCalls(na, nb)
                    if !changes.isEmpty {
                        let nodeName = isHead ? name(self) : shortName(b, nb)
                        for change in changes { emit(nodeName, change, path: b.nodes[Int(nb)].path, into: &self) }
                    }
                }
                let frameA = frame(a, na), frameB = frame(b, nb)
                if !options.numbers.equal(frameA, frameB) {
                    emit(isHead ? name(self) : shortName(b, nb), .frame(a: frameA, b: frameB), path: b.nodes[Int(nb)].path, into: &self)
                    summary.framesChanged += 1
                }
            }
            // The element's frame, when a modifier was added or removed around it and it moved differently from
            // the head (its calls are not compared: the head's already say what its parent saw).
            if !pairs.contains(where: { $0.0 == ea && $0.1 == eb }) {
                let frameA = frame(a, ea), frameB = frame(b, eb)
                let headA = frame(a, chainA[0]), headB = frame(b, chainB[0])
                if !options.numbers.equal(frameA, frameB) && !(options.numbers.equal(frameA, headA) && options.numbers.equal(frameB, headB)) {
                    emit(shortName(b, eb), .frame(a: frameA, b: frameB), path: b.nodes[Int(eb)].path, into: &self)
                    summary.framesChanged += 1
                }
            }

            guard !options.framesOnly, !a.findings.isEmpty || !b.findings.isEmpty else { return }
            let foundA = chainA.flatMap { a.findings[$0] ?? [] }, foundB = chainB.flatMap { b.findings[$0] ?? [] }
            guard !foundA.isEmpty || !foundB.isEmpty else { return }
            var unmatchedB = foundB
            for finding in foundA {
                if let index = unmatchedB.firstIndex(where: { $0.rule == finding.rule }) {
                    unmatchedB.remove(at: index)
                } else {
                    emit(name(self), .findingWentAway(finding), into: &self)
                    summary.findingsWentAway += 1
                }
            }
            for finding in unmatchedB {
                emit(name(self), .findingAppeared(finding), into: &self)
                summary.findingsAppeared += 1
            }
        }

        /// The entries for two nodes' calls: changed, added and removed calls, with context around them.
        private mutating func compareCalls(_ na: Int32, _ nb: Int32) -> [DiffChange] {
            // No closure over `self` here: capturing a mutating self copies the whole differ, per node.
            let tableA = a.calls, tableB = b.calls, numbers = options.numbers
            let recordsA = tableA.records(of: na), recordsB = tableB.records(of: nb)
            if recordsA.count == recordsB.count {
                var equal = true
                for (x, y) in zip(recordsA, recordsB) where !Self.same(x, y, tableA, tableB, numbers) {
                    equal = false
                    break
                }
                if equal { return [] }
            }
            let listA = Array(recordsA), listB = Array(recordsB)
            let steps = SequenceAlignment.align(strongA: listA.map { Self.strongKey($0, tableA) }, strongB: listB.map { Self.strongKey($0, tableB) },
                                                weakA: listA.map { Self.weakKey($0, tableA) }, weakB: listB.map { Self.weakKey($0, tableB) })
            var changes: [DiffChange?] = steps.map { step in
                switch step {
                case .pair(let i, let j):
                    Self.same(listA[i], listB[j], tableA, tableB, numbers) ? nil : .call(a: tableA.call(listA[i], of: na), b: tableB.call(listB[j], of: nb))
                case .removed(let i): .callRemoved(tableA.call(listA[i], of: na))
                case .added(let j): .callAdded(tableB.call(listB[j], of: nb))
                }
            }
            for change in changes {
                switch change {
                case .call(let x, let y)?:
                    switch CallChange(x, y, numbers) {
                    case .proposal: summary.proposalsChanged += 1
                    case .reply: summary.repliesChanged += 1
                    case .other: summary.otherCallsChanged += 1
                    }
                case .callAdded?: summary.callsAdded += 1
                case .callRemoved?: summary.callsRemoved += 1
                default: break
                }
            }
            if options.context > 0 {
                let changed = changes.indices.filter { changes[$0] != nil }
                var show = [Bool](repeating: false, count: changes.count)
                for index in changed {
                    for k in max(0, index - options.context)...min(changes.count - 1, index + options.context) { show[k] = true }
                }
                for (index, step) in steps.enumerated() where changes[index] == nil && show[index] {
                    if case .pair(_, let j) = step { changes[index] = .unchanged(tableB.call(listB[j], of: nb)) }
                }
            }
            return changes.compactMap { $0 }
        }

        private func frame(_ side: Side, _ node: Int32) -> Rect? {
            Int(node) < side.calls.frames.count ? side.calls.frames[Int(node)] : nil
        }

        /// Keeps `firstChange` pointing at the change that comes first in B's call order.
        private mutating func noteOrder(of change: DiffChange) {
            switch change {
            case .call(let x, let y): noteOrder(CallChange(x, y, options.numbers) == .reply ? y.replyEvent : y.event)
            case .callAdded(let y): noteOrder(y.event)
            default: return
            }
        }

        /// The last entry is a change at B's event `event`.
        private mutating func noteOrder(_ event: Int32) {
            if event < firstChangeEvent {
                firstChangeEvent = event
                firstChange = entries.count - 1
            }
        }

        /// True when two stored calls are the same call with the same answer.
        static func same(_ x: CallRecord, _ y: CallRecord, _ tableA: CallTable, _ tableB: CallTable, _ numbers: NumberComparison) -> Bool {
            guard x.kind == y.kind && x.pass == y.pass && x.query == y.query && x.reason == y.reason && x.remeasured == y.remeasured,
                  numbers.equal(x.proposal, y.proposal), numbers.equal(x.reply, y.reply) else { return false }
            return x.kind != .layout || tableA.detail(x) == tableB.detail(y)
        }

        /// The same question: kind, pass, query, reason, proposal (at written precision), layout call text.
        static func strongKey(_ call: CallRecord, _ table: CallTable) -> Int {
            var hasher = Hasher()
            hasher.combine(call.kind)
            hasher.combine(call.pass)
            hasher.combine(call.query)
            hasher.combine(call.reason)
            NumberComparison.hash(call.proposal.width, into: &hasher)
            NumberComparison.hash(call.proposal.height, into: &hasher)
            if call.kind == .layout { hasher.combine(table.detail(call)) }
            return hasher.finalize()
        }

        /// The same kind of question. A request and a cache hit count as the same kind: a request that became
        /// a cache hit pairs up.
        static func weakKey(_ call: CallRecord, _ table: CallTable) -> Int {
            var hasher = Hasher()
            hasher.combine(call.kind == .layout)
            hasher.combine(call.pass)
            hasher.combine(call.query)
            if call.kind == .layout { hasher.combine(table.detail(call).prefix { $0 != " " }) }
            return hasher.finalize()
        }

        /// Chain nodes pair by kind; the element is the same whatever its kind.
        private func chainKey(_ side: Side, _ node: Int32, _ element: Int32) -> Int {
            node == element ? 0 : side.nodes[Int(node)].kind.hashValue
        }

        private mutating func addView(_ view: DiffView) -> Int {
            views.append(view)
            return views.count - 1
        }

        private func label(_ side: Side, _ e: Int32) -> String? {
            side.nodes[Int(side.structure.head[Int(e)])].label ?? side.nodes[Int(e)].label
        }

        /// The view as its parent sees it: `Grid "inner"`. When neither head is the element itself, the head's
        /// own name (`Text.frame`) keeps it apart from the element, which is shown too.
        private func viewName(_ ea: Int32, _ eb: Int32) -> String {
            let headA = a.structure.head[Int(ea)], headB = b.structure.head[Int(eb)]
            let base = headA == ea || headB == eb ? Self.bareName(b.nodes[Int(eb)].path) : Self.bareName(b.nodes[Int(headB)].path)
            guard let label = label(b, eb) ?? label(a, ea) else { return base }
            return "\(base) \"\(label)\""
        }

        private func shortName(_ side: Side, _ node: Int32) -> String {
            let base = Self.bareName(side.nodes[Int(node)].path)
            guard let label = side.nodes[Int(node)].label else { return base }
            return "\(base) \"\(label)\""
        }

        /// The last component of a path without indices: `Grid` of `Grid/GridRow[0]/Grid[2]`, `Text.padding`.
        /// On UTF-8 bytes: paths of deep trees run to hundreds of bytes.
        static func bareName(_ path: String) -> String {
            var path = path
            return path.withUTF8 { bytes in
                let start = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
                var result: [UInt8] = []
                result.reserveCapacity(bytes.count - start)
                var skipping = false
                for byte in bytes[start...] {
                    if byte == UInt8(ascii: "[") { skipping = true; continue }
                    if byte == UInt8(ascii: "]") && skipping { skipping = false; continue }
                    if !skipping { result.append(byte) }
                }
                return String(decoding: result, as: UTF8.self)
            }
        }

        /// Nodes, calls and findings of view e's subtree.
        private func subtree(_ side: Side, _ e: Int32) -> (Int, Int, [DiffFinding]) {
            var nodes = 0, calls = 0
            var found: [DiffFinding] = []
            var stack: [Int32] = [e]
            while let next = stack.popLast() {
                for member in side.structure.chain(of: next) {
                    nodes += 1
                    calls += side.calls.count(of: member)
                    found.append(contentsOf: side.findings[member] ?? [])
                }
                stack.append(contentsOf: side.structure.children(of: next))
            }
            return (nodes, calls, found)
        }
    }
}
