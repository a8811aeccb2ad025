import LayoutModel

/// The calls and placements with a length no ordinary layout has (not finite, negative, or saturated at the largest
/// Double), found in one pass over the index when it is finished. The rules about such lengths (`non-finite-size`,
/// `negative-size`, `saturated-length`) read these few instead of each reading every call and placement: those three
/// walks were a third of the rules' time on a 100,000-view trace (docs/performance.md item 54).
extension TraceIndex {
    /// A length every one of those rules lets pass: finite, not negative, below the largest Double.
    @inline(__always)
    static func isUsualLength(_ length: Double) -> Bool { length >= 0 && length < NumberLimits.largestLength }

    /// An origin every one of those rules lets pass: anything but the saturated ends (`saturated-length` reads origins;
    /// the others do not, as a non-finite origin only follows from a non-finite size).
    @inline(__always)
    static func isUsualOrigin(_ value: Double) -> Bool { abs(value) != NumberLimits.largestLength }

    /// Fills `unusualCalls` and `unusualPlacements`, in order.
    mutating func findUnusualLengths() {
        unusualCalls = calls.positionsWithReply(lengthWhere: { !Self.isUsualLength($0) })
        unusualPlacements = placements.indices.filter { position in
            let p = placements[position]
            return !(Self.isUsualLength(p.frame.size.width) && Self.isUsualLength(p.frame.size.height)
                && Self.isUsualOrigin(p.frame.origin.x) && Self.isUsualOrigin(p.frame.origin.y)
                && Self.isUsualOrigin(p.rootOrigin.x) && Self.isUsualOrigin(p.rootOrigin.y))
        }
    }
}
