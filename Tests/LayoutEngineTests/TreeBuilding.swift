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
