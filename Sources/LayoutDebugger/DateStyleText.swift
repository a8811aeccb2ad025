// Models: `Text(_ date: Date, style: Text.DateStyle)`, a date written in one of SwiftUI's five styles. The words are
// what Apple's documentation shows for each style (`Text.DateStyle`): `.date` "June 3, 2019", `.time` "11:23PM",
// `.relative` "2 hours, 23 minutes" and "1 year, 1 month", `.offset` "+2 hours" and "-3 months", `.timer` "2:32"
// and "36:59:01". `.date` and `.time` are written by Foundation in en_US (a preview's locale, as FormattedText.swift:
// "11:23 PM", with a narrow space) on the Gregorian calendar; the others from the calendar's components between now
// and the date; all in UTC on every machine (the compiled program's zone; a device writes its own). Status: the words
// documented; inferred: a part second rounded to the nearest, the two largest units that are not zero in `.relative`
// (no weeks). SwiftUI redraws the relative styles as time passes: the trace is of the first drawing.
import Foundation

extension Text {
    /// A predefined style of a date (`Text(event.start, style: .time)`).
    public struct DateStyle: Sendable, Equatable {
        enum Kind: Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        public static let date = DateStyle(kind: .date)
        public static let time = DateStyle(kind: .time)
        public static let relative = DateStyle(kind: .relative)
        public static let offset = DateStyle(kind: .offset)
        public static let timer = DateStyle(kind: .timer)
    }

    public init(_ date: Date, style: DateStyle, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(DateStyleText.string(date, style: style), fileID: fileID, line: line, column: column)
    }
}

enum DateStyleText {
    /// `date` in `style`, counted from `now` for the relative styles.
    static func string(_ date: Date, style: Text.DateStyle, now: Date = Date()) -> String {
        switch style.kind {
        case .date: return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: FormattedText.locale,
                                                           calendar: gregorian, timeZone: utc))
        case .time: return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: FormattedText.locale,
                                                           calendar: gregorian, timeZone: utc))
        case .timer: return timer(seconds(from: now, to: date))
        case .relative: return units(from: now, to: date).prefix(2).joined(separator: ", ")
        // `Text(Date.now, style: .offset)` is made a moment before it is written: "+0 seconds", not "-0 seconds".
        case .offset: return (date < now && seconds(from: now, to: date) > 0 ? "-" : "+") + units(from: now, to: date)[0]
        }
    }

    /// The time zone and calendar dates are written in: the same on every machine, so that a trace is.
    private static let utc = TimeZone(identifier: "UTC")!
    private static let gregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar
    }()

    /// Whole seconds between the two, rounded: a date made as `Date().addingTimeInterval(600)` is formatted a moment
    /// later, and is ten minutes away, not 9:59.
    private static func seconds(from now: Date, to date: Date) -> Int {
        Int(abs(date.timeIntervalSince(now)).rounded())
    }

    /// `2:32`, `36:59:01`: minutes and seconds, hours first when there are any.
    private static func timer(_ seconds: Int) -> String {
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }

    /// The calendar's units between the two, largest first, the ones that are not zero: `["2 hours", "23 minutes"]`;
    /// `["0 seconds"]` when they are the same second.
    private static func units(from now: Date, to date: Date) -> [String] {
        let earlier = min(now, date)
        let later = earlier.addingTimeInterval(Double(seconds(from: now, to: date)))
        let parts = gregorian.dateComponents([.year, .month, .day, .hour, .minute, .second], from: earlier, to: later)
        let named: [(Int?, String)] = [(parts.year, "year"), (parts.month, "month"), (parts.day, "day"), (parts.hour, "hour"),
                                       (parts.minute, "minute"), (parts.second, "second")]
        let units = named.compactMap { value, unit in value.flatMap { $0 == 0 ? nil : "\($0) \(unit)\($0 == 1 ? "" : "s")" } }
        return units.isEmpty ? ["0 seconds"] : units
    }
}
