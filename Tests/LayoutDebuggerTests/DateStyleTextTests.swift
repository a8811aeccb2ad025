import Foundation
@testable import LayoutDebugger
import Testing

/// `Text(date, style:)` writes the words Apple's documentation shows for each style (DateStyleText.swift).
@Suite struct DateStyleTextTests {
    /// 3 June 2019, 23:23 UTC: the day of Apple's `.date` example.
    let now = Date(timeIntervalSince1970: 1_559_604_180)

    @Test func dateAndTime() {
        #expect(DateStyleText.string(now, style: .date, now: now) == "June 3, 2019")
        #expect(DateStyleText.string(now, style: .time, now: now) == "11:23\u{202F}PM")
    }

    @Test func relativeNamesTheTwoLargestUnits() {
        #expect(DateStyleText.string(now.addingTimeInterval(2 * 3600 + 23 * 60), style: .relative, now: now) == "2 hours, 23 minutes")
        #expect(DateStyleText.string(now.addingTimeInterval(-(2 * 3600 + 23 * 60 + 5)), style: .relative, now: now) == "2 hours, 23 minutes")
        #expect(DateStyleText.string(now.addingTimeInterval(60), style: .relative, now: now) == "1 minute")
        // Made a moment before it is written: ten minutes, not 9 minutes, 59 seconds.
        #expect(DateStyleText.string(now.addingTimeInterval(599.9997), style: .relative, now: now) == "10 minutes")
    }

    @Test func offsetHasASignAndTheLargestUnit() {
        #expect(DateStyleText.string(now.addingTimeInterval(2 * 3600 + 60), style: .offset, now: now) == "+2 hours")
        #expect(DateStyleText.string(now.addingTimeInterval(-95 * 86_400), style: .offset, now: now) == "-3 months")
        // `Text(Date.now, style: .offset)`: made a moment before it is written, the same second.
        #expect(DateStyleText.string(now.addingTimeInterval(-0.0002), style: .offset, now: now) == "+0 seconds")
    }

    @Test func timerCountsMinutesAndSecondsAndHoursWhenThereAreAny() {
        #expect(DateStyleText.string(now.addingTimeInterval(152), style: .timer, now: now) == "2:32")
        #expect(DateStyleText.string(now.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1)), style: .timer, now: now) == "36:59:01")
        #expect(DateStyleText.string(now, style: .timer, now: now) == "0:00")
    }
}
