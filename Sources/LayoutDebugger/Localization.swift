// Localized strings as app code spells them since iOS 15 and 16: `String(localized: "Done")`,
// `LocalizedStringResource` titles, `Text(resource)`. Apple's Foundation declares these; the Foundation of other
// platforms (Linux) does not, so there they are declared here, and an app's file compiles on both. A view shows the
// key's default value (no strings file is read), as the reader and `Text("…")` do. Status: exact for the key's own
// text; an interpolated number is formatted as `LocalizedStringKey` formats it (`%lld`, `%lf`: "185.000000"),
// inferred from Apple's `String.LocalizationValue.StringInterpolation`, which takes the same format specifiers.
import Foundation

#if !canImport(Darwin)
extension String {
    /// A localized string's key and default value, written as a literal with interpolations.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        public typealias StringInterpolation = LocalizedStringKey.StringInterpolation
        let text: String

        public init(_ value: String) { text = value }
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
    }

    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self = keyAndValue.text
    }

    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.text
    }

    public init(localized resource: LocalizedStringResource) { self = resource.defaultValue.text }
}

/// A localized string looked up when shown: here its default value.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public typealias StringInterpolation = LocalizedStringKey.StringInterpolation
    public let key: String
    public let defaultValue: String.LocalizationValue
    public let table: String?

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        key = keyAndValue.text
        defaultValue = keyAndValue
        self.table = table
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: StringInterpolation) { self.init(String.LocalizationValue(stringInterpolation: stringInterpolation)) }

    public var description: String { defaultValue.text }
}
#endif

// Apple's `LocalizedStringResource` is from macOS 13 and iOS 16 on; so are the views made of one.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension LocalizedStringResource {
    /// The text a view shows for the resource: its default value.
    var shownText: String { String(localized: self) }
}

// Disfavoured, as a literal title is a `LocalizedStringKey` (`Text("Done")`), which both types can be made from.
extension Text {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(verbatim: resource.shownText, fileID: fileID, line: line, column: column)
    }
}

extension Button where Label == Text {
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        self.init(titleResource.shownText, action: action, fileID: fileID, line: line, column: column)
    }
}
