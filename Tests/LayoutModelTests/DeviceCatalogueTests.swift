import LayoutModel
import LayoutTestSupport
import Testing

struct DeviceCatalogueTests {
    /// docs/devices.md is `layoutdbg devices --markdown`; recorded with LAYOUTDBG_RECORD=failed (`Golden`).
    @Test func docsAreTheTable() {
        Golden.expect(DeviceTable.markdown(), matches: "docs/devices.md")
    }

    @Test func namesAreUniqueAndLowerCaseWithHyphens() {
        let names = DeviceCatalogue.devices.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
    }

    /// The safe areas and root proposals of the published measurements (docs/fidelity.md, "Devices and the safe area").
    @Test func safeAreasAreThePublishedOnes() {
        // A root GeometryReader on a 393 × 852 iPhone reads (393.0, 759.0); an iPhone 15 Pro's safe area is 393 × 759
        // in portrait and 734 × 372 in landscape.
        let iPhone15Pro = DeviceCatalogue.device(named: "iphone-15-pro")!
        #expect(iPhone15Pro.window(.portrait).rootProposal == ProposedSize(width: 393, height: 759))
        #expect(iPhone15Pro.window(.landscape).rootProposal == ProposedSize(width: 734, height: 372))
        #expect(iPhone15Pro.window(.landscape).safeRect.origin == Point(x: 59, y: 0))
        // A ScrollView filling an iPhone 16 Pro's safe area: {0, 0}, {402, 778} in its own coordinates.
        #expect(DeviceCatalogue.device(named: "iphone-16-pro")!.window(.portrait).rootProposal == ProposedSize(width: 402, height: 778))
        // UIKit prints UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0) in portrait and (0, 59, 21, 59) in landscape.
        let iPhone15 = DeviceCatalogue.device(named: "iphone-15")!
        #expect(iPhone15.portraitSafeArea == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(iPhone15.landscapeSafeArea == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    }

    /// A root is centred in the safe area (OpenSwiftUI's RootGeometry: origin = insets + (proposal − size) × 0.5).
    @Test func aRootIsCentredInTheSafeArea() {
        let window = DeviceCatalogue.device(named: "iphone-se")!.window(.portrait)
        #expect(window.rootOrigin(for: Size(width: 75, height: 47)) == Point(x: 150, y: 320))
        // Larger than the safe area: it overflows both sides equally.
        #expect(window.rootOrigin(for: Size(width: 475, height: 647)) == Point(x: -50, y: 20))
    }

    /// A preview's container (PreviewContainer.swift): a fixed one has its size and no safe area, the root centred
    /// in it; a fitting one offers the screen and puts the root at (0, 0). The root's outermost `.previewLayout` wins.
    @Test func aPreviewContainerIsTheRootsWindow() {
        let screen = DeviceCatalogue.device(named: "iphone-se")!.window(.portrait)
        let fixed = screen.showing(.fixed(width: 300, height: 100))
        #expect(fixed.size == Size(width: 300, height: 100))
        #expect(fixed.rootProposal == ProposedSize(width: 300, height: 100))
        #expect(fixed.rootOrigin(for: Size(width: 50, height: 20)) == Point(x: 125, y: 40))
        let fitting = screen.showing(.sizeThatFits)
        #expect(fitting.rootProposal == ProposedSize(width: 375, height: 667))
        #expect(fitting.rootOrigin(for: Size(width: 50, height: 20)) == .zero)
        #expect(screen.showing(.device) == screen)
        let root = ViewNode(element: .color(name: "red"), modifiers: [LocatedModifier(.previewLayout(.sizeThatFits)), LocatedModifier(.padding(EdgeInsets(all: 1))),
                                                                      LocatedModifier(.previewLayout(.fixed(width: 10, height: 20)))])
        let tree = ViewTree(root: root, device: DeviceChoice(DeviceCatalogue.device(named: "iphone-se")!))
        #expect(tree.previewContainer == .fixed(width: 10, height: 20))
        #expect(tree.window?.container == .fixed(width: 10, height: 20))
        #expect(tree.rootProposal == ProposedSize(width: 10, height: 20))
        // The root's orientation turns the device; the run's landscape stays landscape whatever the root asks.
        var turned = ViewTree(root: ViewNode(element: .color(name: "red"), modifiers: [LocatedModifier(.previewInterfaceOrientation(.landscape))]),
                              device: DeviceChoice(DeviceCatalogue.device(named: "iphone-se")!))
        #expect(turned.window?.size == Size(width: 667, height: 375))
        turned.root.modifiers = [LocatedModifier(.previewInterfaceOrientation(.portrait))]
        turned.device?.orientation = .landscape
        #expect(turned.window?.orientation == .landscape)
        // An explicit proposal is a harness's: no window, whatever the root asks.
        #expect(ViewTree(root: root, proposal: ProposedSize(width: 1, height: 1)).window == nil)
    }

    @Test func aMacWindowHasNoLandscape() {
        let mac = DeviceCatalogue.device(named: "mac")!
        #expect(mac.window(.landscape) == mac.window(.portrait))
        #expect(mac.platform.textStyleSize("body") == 13)
        #expect(Platform.iOS.textStyleSize("body") == 17)
    }
}
