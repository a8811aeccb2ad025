// `import MapKit`: the map view SwiftUI apps embed (`Map`, iOS 14's and iOS 17's initialisers) and the values around it
// (regions, spans, camera positions, markers and annotations), so that a view with a map compiles as written and
// traces. A map is laid out as SwiftUI lays out any hosted platform view with no size of its own
// (`ControlComposition.platformView` says from where and how sure); what is drawn on it (markers, annotations, the
// user's location, its style and controls) changes nothing of its size and is not laid out. MapKit is always the
// stand-in's, as SwiftUI is: its views are SwiftUI views.
import Foundation
import LayoutModel

// The SDK's MapKit values conform to no protocol but Sendable, so that an app's own `extension MKCoordinateRegion:
// Equatable` compiles here as it does there.

/// A span of latitude and longitude, in degrees.
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region of the map: a centre and a span.
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() { self.init(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// A region `latitudinalMeters` by `longitudinalMeters` around `center` (a degree of latitude is about 111 km).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0
        let longitudeScale = max(cos(center.latitude * .pi / 180), 1e-9)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                                         longitudeDelta: longitudinalMeters / (metresPerDegree * longitudeScale)))
    }
}

/// A rectangle on the flat map (`Map(mapRect:)`).
public struct MKMapRect: Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize
    public init() { self.init(x: 0, y: 0, width: 0, height: 0) }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = MKMapPoint(x: x, y: y)
        size = MKMapSize(width: width, height: height)
    }
    public static let world = MKMapRect(x: 0, y: 0, width: 268_435_456, height: 268_435_456)
}

public struct MKMapPoint: Sendable {
    public var x: Double, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

public struct MKMapSize: Sendable {
    public var width: Double, height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// A place on the map, as search results and directions give it.
open class MKMapItem: NSObject, @unchecked Sendable {
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    public let placemark: MKPlacemark

    public init(placemark: MKPlacemark) { self.placemark = placemark }
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }
}

open class MKPlacemark: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
}

/// What a map's camera shows (iOS 17's `Map(initialPosition:)` and `Map(position:)`).
public struct MapCameraPosition: Equatable, Sendable {
    private init() {}
    public static let automatic = MapCameraPosition()
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition() }
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition() }
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition { MapCameraPosition() }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition() }
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition { MapCameraPosition() }
}

public struct MapCamera: Equatable, Sendable {
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {}
}

public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1), zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4), pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

public enum MapUserTrackingMode: Sendable { case none, follow }

/// What a map draws (iOS 17's content builder): markers, annotations, overlays. None of it is laid out by the map's
/// parent, so here it is only type-checked. Each kind is a View too (nothing, `EmptyView`), so that `ForEach(places)
/// { Marker(…) }` type-checks here as SwiftUI's ForEach of map content does there.
public protocol MapContent {}

extension ForEach: MapContent {}

@resultBuilder
public enum MapContentBuilder {
    public static func buildBlock(_ content: any MapContent...) -> any MapContent { MapContentGroup() }
    public static func buildExpression(_ content: any MapContent) -> any MapContent { content }
    public static func buildOptional(_ content: (any MapContent)?) -> any MapContent { MapContentGroup() }
    public static func buildEither(first content: any MapContent) -> any MapContent { content }
    public static func buildEither(second content: any MapContent) -> any MapContent { content }
    public static func buildArray(_ content: [any MapContent]) -> any MapContent { MapContentGroup() }
}

/// What a content builder makes of its parts: nothing to lay out.
public struct MapContentGroup: MapContent {
    public init() {}
}

public struct Marker: MapContent, View {
    public var body: some View { EmptyView() }
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {}
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {}
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {}
    public init(coordinate: CLLocationCoordinate2D) {}
    public init(item: MKMapItem) {}
    public init<Label: View>(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {}
    public func tint(_ color: Color) -> Marker { self }
    public func tag<V: Hashable>(_ tag: V) -> Marker { self }
}

public struct Annotation: MapContent, View {
    public var body: some View { EmptyView() }
    public init<S: StringProtocol, Content: View>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                                  @ViewBuilder content: () -> Content) {}
    public init<Content: View, Label: View>(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                            @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public func tag<V: Hashable>(_ tag: V) -> Annotation { self }
}

public struct UserAnnotation: MapContent, View {
    public var body: some View { EmptyView() }
    public init(anchor: UnitPoint = .center) {}
}

public struct MapPolyline: MapContent, View {
    public var body: some View { EmptyView() }
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: Int = 0) {}
    public func stroke(_ color: Color, lineWidth: Double) -> MapPolyline { self }
}

public struct MapCircle: MapContent, View {
    public var body: some View { EmptyView() }
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
    public func foregroundStyle(_ color: Color) -> MapCircle { self }
}

/// iOS 14's annotations, one per item of `annotationItems`.
public protocol MapAnnotationProtocol {}
public struct MapMarker: MapAnnotationProtocol {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}
public struct MapPin: MapAnnotationProtocol {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: UnitPoint = .center, @ViewBuilder content: () -> Content) {}
}

/// A map's look: no layout effect.
public struct MapStyle: Sendable {
    public enum Elevation: Sendable { case automatic, flat, realistic }
    public static let standard = MapStyle(), imagery = MapStyle(), hybrid = MapStyle()
    public static func standard(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                                showsTraffic: Bool = false) -> MapStyle { MapStyle() }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle() }
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { MapStyle() }
}

public struct PointOfInterestCategories: Sendable {
    public static let all = PointOfInterestCategories(), excludingAll = PointOfInterestCategories()
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
}

public struct MKPointOfInterestCategory: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
}

/// The map's own controls, shown over it by `mapControls`: not laid out.
public struct MapUserLocationButton: View { public init() {}; public var body: some View { EmptyView() } }
public struct MapCompass: View { public init() {}; public var body: some View { EmptyView() } }
public struct MapScaleView: View { public init() {}; public var body: some View { EmptyView() } }
public struct MapPitchToggle: View { public init() {}; public var body: some View { EmptyView() } }

/// MapKit's map view: as large as it is offered, 0×0 when offered nothing (ControlComposition.platformView).
public struct Map: View, PrimitiveView {
    public typealias Body = Never
    let location: CallSite

    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
                fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
    }
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation,
        fileID: String = #fileID, line: Int = #line, column: Int = #column) where Items.Element: Identifiable {
        location = CallSite(fileID, line, column)
    }
    public init(mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
                userTrackingMode: Binding<MapUserTrackingMode>? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column) {
        location = CallSite(fileID, line, column)
    }
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                fileID: String = #fileID, line: Int = #line, column: Int = #column,
                @MapContentBuilder content: () -> any MapContent = { MapContentGroup() }) {
        location = CallSite(fileID, line, column)
    }
    public init<Selection: Hashable>(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                                     interactionModes: MapInteractionModes = .all, selection: Binding<Selection?>,
                                     scope: Namespace.ID? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column,
                                     @MapContentBuilder content: () -> any MapContent = { MapContentGroup() }) {
        location = CallSite(fileID, line, column)
    }
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column,
                @MapContentBuilder content: () -> any MapContent = { MapContentGroup() }) {
        location = CallSite(fileID, line, column)
    }
    public init<Selection: Hashable>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                     interactionModes: MapInteractionModes = .all, selection: Binding<Selection?>,
                                     scope: Namespace.ID? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column,
                                     @MapContentBuilder content: () -> any MapContent = { MapContentGroup() }) {
        location = CallSite(fileID, line, column)
    }

    func makeNodes(_ builder: ViewTreeBuilder) -> [ViewNode] {
        [ControlComposition.platformView(name: "Map", at: location.location, file: location.file)]
    }
}

extension View {
    public func mapStyle(_ style: MapStyle) -> some View { self }
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
}
