import LayoutModel

/// The parameter list of an initialiser, modifier or function, for matching a call's arguments the way
/// Swift does: in order, by label, defaults skippable, trailing closures to the parameters that take closures.
struct Signature: Sendable {
    struct Parameter: Sendable {
        /// The argument label; nil for an unlabelled (`_`) parameter.
        var label: String?
        /// The name the caller looks the argument up by.
        var key: String
        var hasDefault: Bool
        var takesClosure: Bool

        init(_ label: String?, key: String? = nil, default hasDefault: Bool = false, closure takesClosure: Bool = false) {
            self.label = label
            self.key = key ?? label ?? "_"
            self.hasDefault = hasDefault
            self.takesClosure = takesClosure
        }
    }

    var parameters: [Parameter]

    init(_ parameters: [Parameter]) { self.parameters = parameters }

    /// Why a call does not fit, with how far it got (to pick the most telling failure among overloads).
    struct Mismatch: Error {
        var diagnostic: Diagnostic
        var matched: Int
    }

    /// The arguments of `call` (nil: no parentheses and no closure) by parameter key.
    func bind(_ call: CallArguments?, callee: String, at location: SourceLocation, file: String) -> Result<BoundArguments, Mismatch> {
        var bound = BoundArguments()
        var next = 0
        var lastLabel: String?
        func fail(_ message: String, at location: SourceLocation, notes: [String] = [], matched: Int) -> Result<BoundArguments, Mismatch> {
            .failure(Mismatch(diagnostic: Diagnostic(.error, message, file: file, at: location, notes: notes), matched: matched))
        }
        let arguments = call?.arguments ?? []
        for (index, argument) in arguments.enumerated() {
            var found = next
            while found < parameters.count, parameters[found].label != argument.label { found += 1 }
            if found == parameters.count {
                if let label = argument.label, parameters[..<next].contains(where: { $0.label == label }) {
                    return fail("argument '\(label)' must precede argument '\(lastLabel ?? "_")'", at: argument.location, matched: index)
                }
                if argument.label == nil {
                    if let wanted = parameters[next...].first(where: { $0.label != nil && !$0.takesClosure }), let label = wanted.label {
                        return fail("missing argument label '\(label):' in call to '\(callee)'", at: argument.location, matched: index)
                    }
                    return fail("extra argument in call to '\(callee)'", at: argument.location, matched: index)
                }
                let label = argument.label!
                if next < parameters.count, parameters[next].label == nil {
                    return fail("extraneous argument label '\(label):' in call to '\(callee)'", at: argument.location, matched: index)
                }
                let candidates = parameters[next...].compactMap(\.label)
                var notes: [String] = []
                if let match = Suggestion.closest(to: label, in: candidates) { notes.append("did you mean '\(match)'?") }
                return fail("'\(callee)' has no argument '\(label)'", at: argument.location, notes: notes, matched: index)
            }
            if let missing = parameters[next..<found].first(where: { !$0.hasDefault }) {
                return fail("missing argument '\(missing.label ?? missing.key)' before '\(argument.label ?? "_")' in call to '\(callee)'",
                            at: argument.location, matched: index)
            }
            bound.values[parameters[found].key] = argument
            lastLabel = argument.label
            next = found + 1
        }
        for closure in call?.trailingClosures ?? [] {
            let argument = Argument(label: closure.label, value: .closure(closure.closure), location: closure.closure.location)
            var found = next
            if let label = closure.label {
                while found < parameters.count, parameters[found].label != label { found += 1 }
                if found == parameters.count {
                    return fail("'\(callee)' has no closure argument '\(label)'", at: argument.location, matched: arguments.count)
                }
            } else {
                while found < parameters.count, !parameters[found].takesClosure { found += 1 }
                if found == parameters.count {
                    return fail("'\(callee)' takes no trailing closure", at: argument.location, matched: arguments.count)
                }
            }
            if let missing = parameters[next..<found].first(where: { !$0.hasDefault }) {
                return fail("missing argument '\(missing.label ?? missing.key)' in call to '\(callee)'", at: call?.location ?? location,
                            matched: arguments.count)
            }
            bound.values[parameters[found].key] = argument
            next = found + 1
        }
        if let missing = parameters[next...].first(where: { !$0.hasDefault }) {
            let what = missing.takesClosure ? "a closure for '\(missing.label ?? missing.key)'" : "argument '\(missing.label ?? missing.key)'"
            return fail("missing \(what) in call to '\(callee)'", at: call?.location ?? location, matched: arguments.count)
        }
        return .success(bound)
    }

    /// The first overload the call fits; if none, the mismatch of the one that got furthest.
    static func bind(_ call: CallArguments?, to overloads: [Signature], callee: String, at location: SourceLocation,
                     file: String) throws(Diagnostic) -> (index: Int, arguments: BoundArguments) {
        var best: Mismatch?
        for (index, signature) in overloads.enumerated() {
            switch signature.bind(call, callee: callee, at: location, file: file) {
            case .success(let arguments): return (index, arguments)
            case .failure(let mismatch):
                if best == nil || mismatch.matched > best!.matched { best = mismatch }
            }
        }
        throw best?.diagnostic ?? Diagnostic(.error, "cannot call '\(callee)'", file: file, at: location)
    }
}

/// Arguments by parameter key.
struct BoundArguments {
    var values: [String: Argument] = [:]

    subscript(key: String) -> Argument? { values[key] }
}
