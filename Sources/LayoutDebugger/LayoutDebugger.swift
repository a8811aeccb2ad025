// LayoutDebugger: SwiftUI's Layout protocol and view building for users' test targets (docs/custom-layouts.md).
import LayoutModel
