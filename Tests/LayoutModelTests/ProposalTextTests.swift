import LayoutModel
import Testing

/// `--proposal` and the `// layoutdbg: proposal` directive read proposals alike: one reader, `ProposalText`.
@Suite struct ProposalTextTests {
    @Test(arguments: [
        ("350x350", ProposedSize(width: 350, height: 350)), ("390xnil", ProposedSize(width: 390, height: nil)),
        ("infxinf", ProposedSize.infinity), ("INFxNil", ProposedSize(width: .infinity, height: nil)),
        ("unspecifiedxunspecified", ProposedSize.unspecified), ("0×0", ProposedSize.zero), ("1e3X2.5", ProposedSize(width: 1000, height: 2.5)),
        ("Infinityx0", ProposedSize(width: .infinity, height: 0)),
    ])
    func reads(_ text: String, _ expected: ProposedSize) {
        #expect(ProposalText.parse(text) == .success(expected))
    }

    @Test(arguments: [
        ("350", "expected WIDTHxHEIGHT, such as 350x350, 390xnil or infxinf, found '350'"),
        ("10x-1", "a proposal must not be negative, got -1 for the height in '10x-1'"),
        ("nanx1", "expected a number, 'inf' or 'nil' for the width in 'nanx1', found 'nan'"),
        ("ax1", "expected a number, 'inf' or 'nil' for the width in 'ax1', found 'a'"),
    ])
    func refuses(_ text: String, _ message: String) {
        #expect(ProposalText.parse(text) == .failure(ProposalTextError(message)))
    }

    @Test func refusesANumberTooLargeForADoubleAsEveryReaderDoes() {
        #expect(ProposalText.parse("1e999x10") == .failure(ProposalTextError(
            "number out of range: '1e999' is larger than the largest Double (1.8e308)",
            notes: ["an infinite length is written .infinity in Swift, \"inf\" in JSON and inf in a proposal"])))
    }

    @Test func readsNegativeZeroAsZero() throws {
        let proposal = try ProposalText.parse("-0x0").get()
        #expect(proposal.width?.sign == .plus)
    }
}
