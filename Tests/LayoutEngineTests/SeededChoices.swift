/// A seeded source of choices for generated tests (SplitMix64): the same seed gives the same trees on every
/// platform and every run.
struct SeededChoices: ChoiceSource {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func choose(_ count: Int) -> Int { Int(next() % UInt64(count)) }
}
