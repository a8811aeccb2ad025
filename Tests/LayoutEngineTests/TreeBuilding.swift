import LayoutModel

/// Small constructors so that engine tests read like the SwiftUI they model.
func view(_ element: Element, _ children: [ViewNode] = [], _ modifiers: Modifier..., label: String? = nil) -> ViewNode {
    ViewNode(element: element, children: children, modifiers: modifiers.map { LocatedModifier($0) }, label: label)
}

func color(_ name: String = "red", _ modifiers: Modifier...) -> ViewNode {
    ViewNode(element: .color(name: name), modifiers: modifiers.map { LocatedModifier($0) })
}

func frame(width: Double? = nil, height: Double? = nil) -> Modifier {
    .frame(width: width, height: height, alignment: .center)
}

func flexFrame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
               minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil) -> Modifier {
    .flexFrame(FlexFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                         minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight))
}

/// The seed 002 layout: a 350 × 350 Grid whose one row holds orange, indigo and a nested Grid spanning two columns.
func seedGrid(nested: ViewNode? = nil) -> ViewNode {
    let inner = nested ?? view(.grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), [
        view(.gridRow(alignment: nil), [color("cyan"), color("yellow")]),
        color("mint"), color("green"),
    ], .gridCellColumns(2), label: "inner")
    return view(.grid(alignment: .center, horizontalSpacing: nil, verticalSpacing: nil), [
        view(.gridRow(alignment: nil), [color("orange"), color("indigo"), inner]),
    ], .border(width: 2), frame(width: 350, height: 350), .border(width: 2))
}

func flexFrame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
               minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
               alignment: Alignment) -> Modifier {
    .flexFrame(FlexFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                         minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
}

func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment) -> Modifier {
    .frame(width: width, height: height, alignment: alignment)
}

/// `.padding(n)` on every edge.
func padding(_ length: Double) -> Modifier { .padding(EdgeInsets(all: length)) }

/// `.fixedSize()` on both axes.
let fixedSize = Modifier.fixedSize(horizontal: true, vertical: true)

func font(_ style: String) -> Modifier { .font(Font(textStyle: style)!) }

func text(_ string: String, _ modifiers: Modifier...) -> ViewNode {
    ViewNode(element: .text(string), modifiers: modifiers.map { LocatedModifier($0) })
}

func shape(_ kind: ShapeKind, _ modifiers: Modifier...) -> ViewNode {
    ViewNode(element: .shape(kind), modifiers: modifiers.map { LocatedModifier($0) })
}

func image(_ width: Double, _ height: Double, _ modifiers: Modifier...) -> ViewNode {
    ViewNode(element: .image(name: "photo", naturalSize: Size(width: width, height: height)),
             modifiers: modifiers.map { LocatedModifier($0) })
}

func spacer(minLength: Double? = nil, _ modifiers: Modifier...) -> ViewNode {
    ViewNode(element: .spacer(minLength: minLength), modifiers: modifiers.map { LocatedModifier($0) })
}

func divider(_ modifiers: Modifier...) -> ViewNode {
    ViewNode(element: .divider, modifiers: modifiers.map { LocatedModifier($0) })
}

func hStack(alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: [ViewNode],
            _ modifiers: Modifier...) -> ViewNode {
    ViewNode(element: .hStack(alignment: alignment, spacing: spacing), children: children,
             modifiers: modifiers.map { LocatedModifier($0) })
}

func vStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: [ViewNode],
            _ modifiers: Modifier...) -> ViewNode {
    ViewNode(element: .vStack(alignment: alignment, spacing: spacing), children: children,
             modifiers: modifiers.map { LocatedModifier($0) })
}

func zStack(alignment: Alignment = .center, _ children: [ViewNode], _ modifiers: Modifier...) -> ViewNode {
    ViewNode(element: .zStack(alignment: alignment), children: children, modifiers: modifiers.map { LocatedModifier($0) })
}

func grid(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
          _ rows: [ViewNode], _ modifiers: Modifier...) -> ViewNode {
    ViewNode(element: .grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing),
             children: rows, modifiers: modifiers.map { LocatedModifier($0) })
}

func gridRow(alignment: VerticalAlignment? = nil, _ cells: [ViewNode]) -> ViewNode {
    ViewNode(element: .gridRow(alignment: alignment), children: cells)
}
