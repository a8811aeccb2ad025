import LayoutModel

/// The container a preview is shown in and its orientation (PreviewContainer.swift): `.previewLayout(_:)` and
/// `.previewInterfaceOrientation(_:)` on a view, and the traits of `#Preview(traits:)`, which the compiled path's
/// stand-in reads to the same modifiers.
extension TreeBuilder {
    /// `.device`, `.sizeThatFits` or `.fixed(width:height:)` (a `PreviewLayout`).
    mutating func previewLayout(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> PreviewContainer {
        let (value, valueScope) = try resolve(expr, in: scope)
        if let call = Self.memberCall(value, named: "fixed", of: "PreviewLayout") {
            return try fixedContainer(call, callee: "fixed", at: value.location, in: valueScope)
        }
        return try named(value, in: valueScope, for: "the preview layout", kind: "preview layout", types: ["PreviewLayout"],
                         candidates: [("device", .device), ("sizeThatFits", .sizeThatFits)])
    }

    /// `.portrait`, `.portraitUpsideDown`, `.landscapeLeft` or `.landscapeRight` (an `InterfaceOrientation`).
    mutating func interfaceOrientation(_ expr: Expr, in scope: Scope) throws(Diagnostic) -> Orientation {
        try named(expr, in: scope, for: "the orientation", kind: "interface orientation", types: ["InterfaceOrientation"],
                  candidates: Self.orientations)
    }

    /// SwiftUI's interface orientations: left and right are one landscape here, as are the device table's insets.
    static let orientations: [(String, Orientation)] = [("portrait", .portrait), ("portraitUpsideDown", .portrait),
                                                        ("landscapeLeft", .landscape), ("landscapeRight", .landscape)]

    /// The preview's root with its `#Preview` traits, applied outermost: a layout trait (`.defaultLayout`,
    /// `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`) is its `.previewLayout`, an orientation trait its
    /// `.previewInterfaceOrientation`; a `.modifier(…)` is said and ignored.
    mutating func applyPreviewTraits(_ traits: [Expr], to root: inout ViewNode, in scope: Scope) throws(Diagnostic) {
        for trait in traits {
            let (value, valueScope) = try resolve(trait, in: scope)
            let modifier: Modifier
            if let call = Self.memberCall(value, named: "fixedLayout", of: "PreviewTrait") {
                modifier = .previewLayout(try fixedContainer(call, callee: "fixedLayout", at: value.location, in: valueScope))
            } else if let (name, location) = try memberName(value, in: valueScope, types: ["PreviewTrait"]) ?? Self.calledMember(value) {
                switch name {
                case "defaultLayout": modifier = .previewLayout(.device)
                case "sizeThatFitsLayout": modifier = .previewLayout(.sizeThatFits)
                case "modifier":
                    warn(ApproximationWarning.ignoredPreviewTrait(name), at: location, key: "trait:\(name)")
                    continue
                default:
                    guard let orientation = Self.orientations.first(where: { $0.0 == name })?.1 else {
                        let known = ["defaultLayout", "sizeThatFitsLayout", "fixedLayout", "modifier"] + Self.orientations.map(\.0)
                        throw error("unknown preview trait '.\(name)'", at: location, notes: suggestion(name, known, prefix: "."))
                    }
                    modifier = .previewInterfaceOrientation(orientation)
                }
            } else {
                throw error("expected a preview trait such as .sizeThatFitsLayout, found \(value.quoted)", at: value.location)
            }
            root.modifiers.append(LocatedModifier(modifier, at: value.location))
        }
    }

    private mutating func fixedContainer(_ call: CallArguments, callee: String, at location: SourceLocation,
                                         in scope: Scope) throws(Diagnostic) -> PreviewContainer {
        let (_, arguments) = try Signature.bind(call, to: [Signature([.init("width"), .init("height")])], callee: callee,
                                                at: location, file: file)
        return .fixed(width: try number(arguments["width"]!.value, in: scope, for: "'width'"),
                      height: try number(arguments["height"]!.value, in: scope, for: "'height'"))
    }

    /// The arguments of `.name(…)` or `Type.name(…)`.
    private static func memberCall(_ expr: Expr, named name: String, of type: String) -> CallArguments? {
        guard case .chain(let base, let suffixes) = expr, case .call(let call) = suffixes.last?.kind else { return nil }
        switch base {
        case .implicitMember(name, _) where suffixes.count == 1: return call
        case .identifier(type, _) where suffixes.count == 2:
            if case .member(name) = suffixes[0].kind { return call }
        default: break
        }
        return nil
    }

    /// The member of `.name(…)`, a call of a trait the reader does not model (`.modifier(…)`).
    private static func calledMember(_ expr: Expr) -> (String, SourceLocation)? {
        guard case .chain(.implicitMember(let name, let location), let suffixes) = expr, suffixes.count == 1,
              case .call = suffixes[0].kind else { return nil }
        return (name, location)
    }
}
