// `import os` and `import OSLog` where Apple's SDK is not (Linux): the unified logging API that app models and views
// log through (`Logger`, `os_log`). A log message changes no layout, so messages are dropped; the interpolations
// take the SDK's formatting arguments (`privacy:`, `format:`, `align:`) so that the code compiles as written. Where
// the SDK is, the file imports its own module and none of this is compiled (the names would clash).
#if !canImport(os)
import Foundation

/// A logger of the unified logging system: its messages are dropped here.
public struct Logger: Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(_ log: OSLog) {}

    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

/// A log message written as a string literal with interpolations.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: OSLogInterpolation) {}
}

/// The interpolations of a log message, with the SDK's arguments.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, format: OSLogFormat = .auto,
                                                align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {}
}

/// How a value is shown in a log message: integer and floating-point formats alike.
public struct OSLogFormat: Sendable {
    public static let auto = OSLogFormat(), fixed = OSLogFormat(), hex = OSLogFormat(), octal = OSLogFormat()
    public static let exponential = OSLogFormat(), hybrid = OSLogFormat(), decimal = OSLogFormat()
    public static func fixed(precision: @autoclosure @escaping () -> Int = 6, explicitPositiveSign: Bool = false) -> OSLogFormat { OSLogFormat() }
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogFormat { OSLogFormat() }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int = 0) -> OSLogFormat { OSLogFormat() }
    public static func exponential(precision: @autoclosure @escaping () -> Int = 6, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> OSLogFormat { OSLogFormat() }
}

/// The column a value is aligned in.
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// Whether a value is redacted in the log.
public struct OSLogPrivacy: Sendable {
    public enum Mask: Sendable { case hash, none }
    public static let auto = OSLogPrivacy(), `public` = OSLogPrivacy(), `private` = OSLogPrivacy(), sensitive = OSLogPrivacy()
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
}

/// A log's level.
public struct OSLogType: Sendable, Equatable {
    private let level: UInt8
    public static let `default` = OSLogType(level: 0), info = OSLogType(level: 1), debug = OSLogType(level: 2)
    public static let error = OSLogType(level: 16), fault = OSLogType(level: 17)
}

/// A log handle, as `os_log` and `Logger(_:)` take it.
public final class OSLog: Sendable {
    public static let `default` = OSLog(), disabled = OSLog()
    public init(subsystem: String, category: String) {}
    private init() {}
}

public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: any CVarArg...) {}
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
public func os_log(_ message: OSLogMessage) {}
#endif
