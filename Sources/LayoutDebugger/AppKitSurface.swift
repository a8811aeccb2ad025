// AppKit as a Mac app's views and their actions reach for it (`import AppKit`, `import Cocoa`): the workspace, the
// pasteboard, alerts and open panels, the application, events, the screen, fonts' standard sizes. Nothing here lays
// anything out; an action that calls it never runs in a trace, and what a view reads is the run's device: the screen is
// UIKit's stand-in's (the Mac window's, on the Mac device). NSColor and NSImage are PlatformColors.swift's and
// PlatformImages.swift's. Fonts' standard sizes: Apple's macOS typography guidelines give the body style 13 points
// and the subheadline 11, the system font's regular and small sizes; the label size, 10, is their caption 2
// (inferred).
import Foundation
import LayoutModel

/// A font: its size is what views read.
public final class NSFont: @unchecked Sendable {
    public let pointSize: CGFloat
    public let fontName: String

    public init?(name: String, size: CGFloat) {
        fontName = name
        pointSize = size
    }

    private init(system name: String, size: CGFloat) {
        fontName = name
        pointSize = size
    }

    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    public static var systemFontSize: CGFloat { 13 }
    public static var smallSystemFontSize: CGFloat { 11 }
    public static var labelFontSize: CGFloat { 10 }
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> NSFont { NSFont(system: ".AppleSystemUIFont", size: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> NSFont { NSFont(system: ".AppleSystemUIFontBold", size: size) }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> NSFont { NSFont(system: ".AppleSystemUIFontMonospaced", size: size) }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> NSFont { systemFont(ofSize: size, weight: weight) }
}

/// A screen: the run's device's.
public final class NSScreen: @unchecked Sendable {
    public let frame: CGRect
    public var visibleFrame: CGRect { frame }
    public var backingScaleFactor: CGFloat { UIScreen.main.scale }
    /// A colour space by name only: colours are not converted here.
    public var colorSpace: NSColorSpace? { .sRGB }

    init() { frame = UIScreen.main.bounds }
    public static var main: NSScreen? { NSScreen() }
    public static var screens: [NSScreen] { [NSScreen()] }
}

/// What a panel or alert's modal run returned.
public struct NSModalResponse: Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let OK = NSModalResponse(rawValue: 1), cancel = NSModalResponse(rawValue: 0), stop = NSModalResponse(rawValue: -1000)
    public static let alertFirstButtonReturn = NSModalResponse(rawValue: 1000), alertSecondButtonReturn = NSModalResponse(rawValue: 1001)
    public static let alertThirdButtonReturn = NSModalResponse(rawValue: 1002)
}

/// A window: no layout here.
public final class NSWindow: @unchecked Sendable {
    public var title = ""
    public var isVisible = true
    public var frame: CGRect { UIScreen.main.bounds }
    public func close() {}
    public func makeKeyAndOrderFront(_ sender: Any?) {}
    public func orderOut(_ sender: Any?) {}
    public func orderFrontRegardless() {}
    public func center() {}
}

/// The application: its calls do nothing here.
public final class NSApplication: @unchecked Sendable {
    public typealias ModalResponse = NSModalResponse
    public enum ActivationPolicy: Sendable { case regular, accessory, prohibited }

    public static let shared = NSApplication()
    public var windows: [NSWindow] { [] }
    public var keyWindow: NSWindow? { nil }
    public var mainWindow: NSWindow? { nil }
    public var isActive: Bool { true }
    /// The app's icon, as its asset catalogue names it (`Image(nsImage:)` lays it out as the image of that name).
    public var applicationIconImage: NSImage! { NSImage(named: "AppIcon") }
    public func terminate(_ sender: Any?) {}
    public func activate(ignoringOtherApps flag: Bool) {}
    public func activate() {}
    public func hide(_ sender: Any?) {}
    @discardableResult public func setActivationPolicy(_ policy: ActivationPolicy) -> Bool { true }
    public func orderFrontStandardAboutPanel(_ sender: Any?) {}
}

nonisolated(unsafe) public let NSApp = NSApplication.shared

/// The workspace: opening and revealing do nothing here.
public final class NSWorkspace: @unchecked Sendable {
    public static let shared = NSWorkspace()
    public var runningApplications: [NSRunningApplication] { [] }
    public var frontmostApplication: NSRunningApplication? { nil }
    public var notificationCenter: NotificationCenter { NotificationCenter.default }
    @discardableResult public func open(_ url: URL) -> Bool { true }
    public func open(_ url: URL, configuration: Any, completionHandler: ((NSRunningApplication?, Error?) -> Void)? = nil) {}
    public func activateFileViewerSelecting(_ fileURLs: [URL]) {}
    @discardableResult public func selectFile(_ fullPath: String?, inFileViewerRootedAtPath rootFullPath: String) -> Bool { true }
    public func icon(forFile fullPath: String) -> NSImage { NSImage(name: "app icon", isSymbol: false) }
    public func urlForApplication(withBundleIdentifier bundleIdentifier: String) -> URL? { nil }
}

/// A running application.
public final class NSRunningApplication: @unchecked Sendable {
    public var bundleIdentifier: String? { nil }
    public var localizedName: String? { nil }
    public var icon: NSImage? { nil }
    public var processIdentifier: Int32 { 0 }
    @discardableResult public func activate(options: Any = []) -> Bool { true }
}

/// The pasteboard: what is written goes nowhere, nothing is read.
public final class NSPasteboard: @unchecked Sendable {
    public struct PasteboardType: Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let string = PasteboardType("public.utf8-plain-text"), URL = PasteboardType("public.url")
        public static let fileURL = PasteboardType("public.file-url"), png = PasteboardType("public.png"), tiff = PasteboardType("public.tiff")
    }

    public static let general = NSPasteboard()
    @discardableResult public func clearContents() -> Int { 0 }
    @discardableResult public func declareTypes(_ newTypes: [PasteboardType], owner newOwner: Any?) -> Int { 0 }
    @discardableResult public func setString(_ string: String, forType dataType: PasteboardType) -> Bool { true }
    @discardableResult public func setData(_ data: Data?, forType dataType: PasteboardType) -> Bool { true }
    @discardableResult public func writeObjects(_ objects: [Any]) -> Bool { true }
    public func string(forType dataType: PasteboardType) -> String? { nil }
    public func data(forType dataType: PasteboardType) -> Data? { nil }
}

/// An alert: shown only when run, which an action does, never a trace.
public final class NSAlert: @unchecked Sendable {
    public enum Style: Sendable { case warning, informational, critical }

    public var messageText = ""
    public var informativeText = ""
    public var alertStyle = Style.warning
    public var showsSuppressionButton = false
    public init() {}
    public init(error: Error) {}
    @discardableResult public func addButton(withTitle title: String) -> NSButton { NSButton() }
    @discardableResult public func runModal() -> NSModalResponse { .alertFirstButtonReturn }
    public func beginSheetModal(for sheetWindow: NSWindow, completionHandler handler: ((NSModalResponse) -> Void)? = nil) {}
}

/// A button an alert adds.
public final class NSButton: @unchecked Sendable {
    public var title = ""
    public var keyEquivalent = ""
}

/// The save panel: shown only when run, from an action.
public class NSSavePanel: @unchecked Sendable {
    public var title = "", message = "", prompt = "", nameFieldStringValue = ""
    public var directoryURL: URL?
    public var allowedContentTypes: [UTType] = []
    public var canCreateDirectories = true
    public var url: URL? { nil }
    public init() {}
    @discardableResult public func runModal() -> NSModalResponse { .cancel }
    public func begin(completionHandler handler: @escaping (NSModalResponse) -> Void) {}
}

/// The open panel: shown only when run, from an action.
public final class NSOpenPanel: NSSavePanel, @unchecked Sendable {
    public var canChooseFiles = true, canChooseDirectories = false, allowsMultipleSelection = false, resolvesAliases = true
    public var urls: [URL] { [] }
}

/// An event: the monitors are never called here.
public final class NSEvent: @unchecked Sendable {
    public struct ModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let capsLock = ModifierFlags(rawValue: 1 << 16), shift = ModifierFlags(rawValue: 1 << 17)
        public static let control = ModifierFlags(rawValue: 1 << 18), option = ModifierFlags(rawValue: 1 << 19)
        public static let command = ModifierFlags(rawValue: 1 << 20), function = ModifierFlags(rawValue: 1 << 23)
        public static let deviceIndependentFlagsMask = ModifierFlags(rawValue: 0xffff_0000)
    }
    public struct EventTypeMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let keyDown = EventTypeMask(rawValue: 1 << 10), keyUp = EventTypeMask(rawValue: 1 << 11)
        public static let flagsChanged = EventTypeMask(rawValue: 1 << 12), leftMouseDown = EventTypeMask(rawValue: 1 << 1)
        public static let leftMouseUp = EventTypeMask(rawValue: 1 << 2), rightMouseDown = EventTypeMask(rawValue: 1 << 3)
        public static let mouseMoved = EventTypeMask(rawValue: 1 << 5), scrollWheel = EventTypeMask(rawValue: 1 << 22)
    }

    public static var modifierFlags: ModifierFlags { [] }
    public var modifierFlags: ModifierFlags { [] }
    public var keyCode: UInt16 { 0 }
    public var characters: String? { nil }
    public var charactersIgnoringModifiers: String? { nil }
    public static func addLocalMonitorForEvents(matching mask: EventTypeMask, handler block: @escaping (NSEvent) -> NSEvent?) -> Any? { nil }
    public static func addGlobalMonitorForEvents(matching mask: EventTypeMask, handler block: @escaping (NSEvent) -> Void) -> Any? { nil }
    public static func removeMonitor(_ eventMonitor: Any) {}
}

/// An AppleScript: run only from actions.
public final class NSAppleScript: @unchecked Sendable {
    public init?(source: String) {}
    /// The error pointer is `nil` in the code that calls it, as in every app of the collections.
    @discardableResult public func executeAndReturnError(_ errorInfo: UnsafeMutablePointer<NSDictionary?>?) -> NSAppleEventDescriptor {
        NSAppleEventDescriptor()
    }
}

/// What an AppleScript returned.
public final class NSAppleEventDescriptor: @unchecked Sendable {
    public var stringValue: String? { nil }
}

/// A sound: played only from actions.
public final class NSSound: @unchecked Sendable {
    public init?(named name: String) {}
    @discardableResult public func play() -> Bool { true }
    public static func beep() {}
}

/// The pointer's shape: set only from hover actions.
public final class NSCursor: @unchecked Sendable {
    public static let arrow = NSCursor(), pointingHand = NSCursor(), iBeam = NSCursor(), openHand = NSCursor(), closedHand = NSCursor()
    public static let resizeLeftRight = NSCursor(), resizeUpDown = NSCursor(), crosshair = NSCursor()
    public func push() {}
    public func pop() {}
    public func set() {}
    public static func pop() {}
    public static func hide() {}
    public static func unhide() {}
}
