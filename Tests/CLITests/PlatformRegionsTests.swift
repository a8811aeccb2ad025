@testable import CompiledPath
import LayoutModel
import Testing

/// Which lines `#if os(…)` compiles on a platform (`PlatformRegions`): what puts a macOS-only root on the Mac window.
struct PlatformRegionsTests {
    @Test func conditionsOfPlatformsAloneAreDecided() {
        #expect(PlatformRegions.evaluate("os(macOS)", on: .macOS) == true)
        #expect(PlatformRegions.evaluate("os(macOS)", on: .iOS) == false)
        #expect(PlatformRegions.evaluate("os(iOS) || os(visionOS)", on: .iOS) == true)
        #expect(PlatformRegions.evaluate("!os(watchOS) && (os(macOS) || os(tvOS))", on: .macOS) == true)
        #expect(PlatformRegions.evaluate("!os(watchOS) && (os(macOS) || os(tvOS))", on: .iOS) == false)
        // Anything else is the compiler's to decide.
        #expect(PlatformRegions.evaluate("os(macOS) && DEBUG", on: .macOS) == nil)
        #expect(PlatformRegions.evaluate("canImport(AppKit)", on: .macOS) == nil)
        #expect(PlatformRegions.evaluate("os(macOS) ||", on: .macOS) == nil)
    }

    @Test func aLineIsCompiledWhenEveryBlockAroundItIs() {
        let source = """
            import SwiftUI
            #if os(macOS)
            struct A {}
            #elseif os(iOS)
            struct B {}
            #else
            struct C {}
            #endif
            #if DEBUG
            struct D {}
            #endif
            #if !os(iOS) // a comment
            #if os(macOS)
            struct E {}
            #endif
            #endif
            struct F {}
            """
        let lines = [3, 5, 7, 10, 14, 17]
        #expect(lines.map { PlatformRegions.compiles(line: $0, in: source, on: .macOS) } == [true, false, false, nil, true, true])
        #expect(lines.map { PlatformRegions.compiles(line: $0, in: source, on: .iOS) } == [false, true, false, nil, false, true])
    }
}
