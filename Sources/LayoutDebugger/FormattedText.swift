// Values written into a Text through Foundation's format styles: `Text(price, format: .currency(code: "USD"))`,
// `Text("\(rate, format: .percent) APR")`. Foundation writes them (its FormatStyle is on Linux too), in the en_US
// locale: a preview canvas's by default, and the same on every machine, where Foundation's current locale is not
// (en_001 on this Linux machine: "1 Jan 1970", "US$0.50").
import Foundation

extension Text {
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F, fileID: String = #fileID, line: Int = #line, column: Int = #column)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(FormattedText.string(input, format), fileID: fileID, line: line, column: column)
    }
}

extension LocalizedStringKey.StringInterpolation {
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        text += FormattedText.string(input, format)
    }
}

enum FormattedText {
    static let locale = Locale(identifier: "en_US")

    static func string<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String where F.FormatOutput == String {
        format.locale(locale).format(input)
    }
}
