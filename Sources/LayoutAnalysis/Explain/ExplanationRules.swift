import LayoutModel
import LayoutTrace

/// The sentence that says how one kind of view sizes itself, for `Explanation`: what SwiftUI's rule is (as the
/// behaviour files model it, docs/fidelity.md) with this layout's numbers, and what the view offered the next view on
/// the way down. Plain words for someone new to SwiftUI layout; a kind without a sentence gets a generic one.
enum ExplanationRules {
    static func rule(_ c: ExplanationContext) -> String {
        var sentence = own(c)
        if let next = c.next {
            sentence += " It offered \(next.name) \(next.offer.map(proposal) ?? "nothing (it was not placed)")"
            sentence += next.size.map { ", which took \(size($0))." } ?? "."
        }
        return sentence
    }

    private static func own(_ c: ExplanationContext) -> String {
        let count = c.children.count
        let views = count == 1 ? "1 view" : "\(count) views"
        switch c.kind {
        case "HStack", "VStack":
            let horizontal = c.kind == "HStack"
            let along = horizontal ? "width" : "height"
            return "\(article(c.kind)) \(c.kind) of \(views) takes the spacing between them (\(gaps(c, horizontal: horizontal)) pt here) off the \(along) "
                + "it is offered, then offers each view, least flexible first, an equal share of the \(along) left; a view that "
                + "takes less leaves the rest to the others. It is as \(horizontal ? "wide" : "tall") as its views and spacing "
                + "together, and as \(horizontal ? "tall" : "wide") as its \(horizontal ? "tallest" : "widest") view."
        case "LazyHStack", "LazyVStack":
            let horizontal = c.kind == "LazyHStack"
            return "A \(c.kind) of \(views) offers each view its ideal \(horizontal ? "width" : "height") (nil) and the "
                + "\(horizontal ? "height" : "width") it is offered, one after another with the spacing between them; it fills "
                + "the \(horizontal ? "height" : "width") it is offered."
        case "ZStack":
            return "A ZStack offers each of its \(views) the whole of what it is offered and is as big as the biggest of them, "
                + "the others aligned inside it."
        case "Grid":
            var sentence = "A Grid makes each column as wide as its widest cell and each row as tall as its tallest; flexible "
                + "cells share what is left. A cell is offered its column's width and its row's height"
            if let span = c.nextSpan, span > 1 { sentence += "; the next view spans \(span) columns, so it is offered their widths and the spacing between them" }
            return sentence + "."
        case "GridRow":
            return "A GridRow is one row of its Grid: the Grid sizes its cells."
        case "LazyVGrid", "LazyHGrid":
            let vertical = c.kind == "LazyVGrid"
            return "A \(c.kind) makes its \(vertical ? "columns" : "rows") from its GridItems and the \(vertical ? "width" : "height") "
                + "it is offered, not from its cells (fixed ones first, then an equal share of the rest for each other item, "
                + "in order), and makes each \(vertical ? "row as tall as its tallest" : "column as wide as its widest") cell."
        case "frame":
            if let fixed = c.facts.fixedFrame {
                let axes = [fixed.width.map { "width \(number($0))" }, fixed.height.map { "height \(number($0))" }].compactMap { $0 }
                return "A .frame(\(axes.joined(separator: ", "))) offers its view exactly that on the axes it fixes and passes "
                    + "the offer through on the others; it is that size on those axes whatever its view takes, and aligns the "
                    + "view inside."
            }
            if let flexible = c.facts.flexFrame {
                return "A .frame(\(bounds(flexible))) clamps what it is offered to its bounds before offering it to its view, "
                    + "and takes its view's size clamped to the same bounds (a maximum of infinity takes the whole offer)."
            }
            // Every flexible frame records its arguments: this one is .frame(width:height:), whose values are its size.
            return "A .frame(width:height:) offers its view its fixed width and height (and passes the offer through on an "
                + "axis it leaves free); it is that size\(c.frame.map { ", \(size($0.size)) here," } ?? "") whatever its view takes, "
                + "and aligns the view inside."
        case "padding":
            return "A .padding takes its insets (\(insets(c))) off what it is offered, offers the rest to its view, and adds "
                + "them back to the size its view takes."
        case "fixedSize":
            return "A .fixedSize offers its view nil (its ideal size) on the axes it fixes, so the view takes its ideal size "
                + "there whatever the offer."
        case "aspectRatio":
            return "An .aspectRatio offers its view the largest (fit) or smallest (fill) size of its ratio that the offer "
                + "allows, and takes the size its view returns."
        case "position":
            return "A .position takes the whole of what it is offered and puts its view's centre at the point."
        case "ignoresSafeArea":
            return "An .ignoresSafeArea lets its view reach into the safe-area insets on its edges; its size is its view's."
        case "safeAreaInset":
            let content = c.children.count > 1
                ? c.children[1].frame.map { " (\(number($0.size.width)) × \(number($0.size.height)) here)" } ?? "" : ""
            return "A .safeAreaInset puts its content\(content) along one edge and offers its view what is left: it first asks "
                + "its view for its least length on that axis (offering 0 there), offers the content the rest less the spacing, "
                + "then offers its view the offer less the content and the spacing. It is the two together along the edge "
                + "and as big as the bigger across; its view's safe area grows by the content (a view inside that ignores the "
                + "safe area reaches under it)."
        case "safeAreaPadding":
            return "A .safeAreaPadding is, in SwiftUI, four safe-area insets of empty frames, one per edge (this is one of "
                + "them): it offers its view the offer less its edge's inset and adds the inset back, as padding does, "
                + "after asking its view for its least length on that axis; the inset joins the view's safe area."
        case "Text":
            return "A Text wraps its words into the width it is offered and is as wide as its longest line and as tall as its "
                + "lines; it never takes more width than its words need."
        case "Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse":
            return "A \(c.kind) takes the whole of what it is offered (10 on an axis offered nil)."
        case "Circle":
            return "A Circle is a square of the shorter side of what it is offered."
        case "Spacer":
            return "A Spacer takes what its stack offers it along the stack, at least its minimum length, and nothing across."
        case "Divider":
            return "A Divider is a hairline across its stack and as long as it is offered along it."
        case "Image":
            return "An Image is its natural size unless it is .resizable(), when it takes what it is offered."
        case "ScrollView":
            return "A ScrollView offers its content nil (as much as it wants) along the axes it scrolls and takes what it is "
                + "offered."
        case "GeometryReader":
            return "A GeometryReader takes all it is offered (0 on an axis offered nil) and offers that to its content."
        case "ViewThatFits":
            return "A ViewThatFits shows the first of its \(views) whose ideal size fits what it is offered."
        default:
            if c.isOwnLayout, let declared = c.declaredLayout {
                return "\(c.kind) is your own Layout, \(declared): its sizeThatFits decided this size (the trace shows each call)."
            }
            return "\(article(c.kind)) \(c.kind) passes what it is offered to its view and takes the size its view returns."
        }
    }

    /// The space between the children along the stack's axis: its length less theirs.
    private static func gaps(_ c: ExplanationContext, horizontal: Bool) -> String {
        guard let frame = c.frame else { return "?" }
        let children = c.children.compactMap(\.frame)
        let total = horizontal ? frame.size.width : frame.size.height
        let used = Saturating.sum(children.map { horizontal ? $0.size.width : $0.size.height })
        return number(Swift.max(Saturating.subtract(total, used), 0))
    }

    /// `top 16, leading 16, bottom 16, trailing 16` from where the view put its child.
    private static func insets(_ c: ExplanationContext) -> String {
        guard let frame = c.frame, let child = c.nextFrame ?? c.children.first?.frame else { return "as written" }
        let leading = child.origin.x - frame.origin.x, top = child.origin.y - frame.origin.y
        let trailing = frame.size.width - child.size.width - leading, bottom = frame.size.height - child.size.height - top
        return "top \(number(top)), leading \(number(leading)), bottom \(number(bottom)), trailing \(number(trailing))"
    }

    private static func bounds(_ f: FlexFrame) -> String {
        let pairs: [(String, Double?)] = [("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                                          ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight)]
        return pairs.compactMap { name, value in value.map { "\(name): \($0 == .infinity ? ".infinity" : number($0))" } }
            .joined(separator: ", ")
    }

    static func number(_ value: Double) -> String { NumberFormat.string(value) }

    /// "An" before a name read with a vowel sound (`An HStack`, `An Image`), else "A" (`A VStack`, `A ZStack`).
    private static func article(_ name: String) -> String {
        guard let first = name.first else { return "A" }
        if "AEIOU".contains(first) { return "An" }
        // A letter read as its name ("an HStack") sounds a vowel; a word ("a LayoutMonitor", "a ScrollView") does not.
        let second = name.dropFirst().first
        return "FHLMNRSX".contains(first) && second?.isUppercase == true ? "An" : "A"
    }

    static func proposal(_ p: ProposedSize) -> String { ByteWriter.proposalText(p) }

    static func size(_ s: Size) -> String { ByteWriter.sizeText(s) }
}
