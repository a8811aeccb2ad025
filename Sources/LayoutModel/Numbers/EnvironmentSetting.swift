/// The settings of `LayoutEnvironment` that inputs may give, by the names both readers use (JSON `"environment"`,
/// the `// layoutdbg: environment NAME VALUE` directive), each with the range it must lie in (`NumberLimits`).
/// One table, so the two readers accept the same values and refuse the others in the same words.
public struct EnvironmentSetting: @unchecked Sendable {
    public var name: String
    // Key paths are not Sendable; the table holds only immutable, literal paths.
    public var keyPath: WritableKeyPath<LayoutEnvironment, Double>
    public var range: MetricRange

    /// Every setting, in the order the writers emit them.
    public static let all: [EnvironmentSetting] = [
        EnvironmentSetting(name: "displayScale", keyPath: \.displayScale, range: NumberLimits.displayScale),
        EnvironmentSetting(name: "characterAdvance", keyPath: \.characterAdvance, range: NumberLimits.characterAdvance),
        EnvironmentSetting(name: "lineHeightFactor", keyPath: \.lineHeightFactor, range: NumberLimits.lineHeightFactor),
        EnvironmentSetting(name: "defaultPadding", keyPath: \.defaultPadding, range: NumberLimits.environmentLength),
        EnvironmentSetting(name: "defaultSpacing", keyPath: \.defaultSpacing, range: NumberLimits.environmentLength),
        EnvironmentSetting(name: "gridSpacing", keyPath: \.gridSpacing, range: NumberLimits.environmentLength),
    ]

    public static var names: [String] { all.map(\.name) }

    public static func named(_ name: String) -> EnvironmentSetting? { all.first { $0.name == name } }
}
