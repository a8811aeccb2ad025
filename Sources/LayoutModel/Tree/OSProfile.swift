/// "As iOS 17 does": the quirks an OS release's SwiftUI has, chosen by name (`--os ios17`). SwiftUI keeps the
/// behaviour of the SDK an app was linked against; OpenSwiftUI names those behaviour sets `Semantics` v2…v6
/// (Sources/OpenSwiftUICore, `Semantics.swift`, audited for iOS 18.0: v2 Fall 2020 iOS 14 / macOS 11, v3 Fall 2021
/// iOS 15 / macOS 12, v4 Fall 2022 iOS 16 / macOS 13, v5 Fall 2023 iOS 17 / macOS 14, v6 Fall 2024 iOS 18 / macOS 15).
/// Each version-dependent quirk says which of them introduced it (`Quirk.introducedIn`); a profile turns on exactly
/// those its release has and off those it does not. Quirks that no release changed (a SwiftUI bug, a hypothesis,
/// an inferred rule) keep their defaults. Observed for the dates, from OpenSwiftUI's feature flags; the mapping of
/// each quirk to its version is in the quirk's documentation and spec §1, §12, §13.3, §21.
public struct OSProfile: Hashable, Sendable {
    public var name: String
    /// The OpenSwiftUI semantics version of the release: 1 for iOS 13 / macOS 10.15, 2 for iOS 14 / macOS 11, …
    public var semantics: Int

    public static let all: [OSProfile] = (13...18).map { OSProfile(name: "ios\($0)", semantics: $0 - 12) }
        + [OSProfile(name: "macos10.15", semantics: 1)] + (11...15).map { OSProfile(name: "macos\($0)", semantics: $0 - 9) }

    public static func named(_ name: String) -> OSProfile? { all.first { $0.name == name.lowercased() } }

    /// The quirk settings that make the engine behave as this release: every version-dependent quirk on or off.
    public var quirkSettings: [QuirkSetting] {
        Quirk.allCases.compactMap { quirk in quirk.introducedIn.map { QuirkSetting(quirk, semantics >= $0) } }
    }
}

extension Quirk {
    /// The OpenSwiftUI semantics version (`OSProfile`) whose release first behaves this way; nil for quirks no
    /// release changed.
    public var introducedIn: Int? {
        switch self {
        case .geometryReaderTopLeading, .frameInvalidValuesAsNil: 2  // iOS 14 (spec §21, §12)
        case .placementUsesIncomingProposal: 3  // iOS 15 (spec §1, the placement-proposal switch)
        case .flexFrameIdealSizing: 5  // iOS 17 (`FlexFrameIdealSizing`, spec §13.3)
        case .gridSpanMinimumReservation, .gridSpanShareWithoutInternalGaps, .stackPlacementFillsCrossAxis, .lazyGridPlacesFromOwnWidth: nil
        }
    }
}
