// `import CoreLocation` where Apple's SDK is not (Linux): the location values app models keep and map views show
// (`CLLocationCoordinate2D`, `CLLocation`; Apple's Landmarks tutorial keeps each landmark's coordinate in one). A
// location changes no layout; the values keep what the SDK documents of them (degrees, metres; the distance between
// two locations follows "the curvature of the Earth", Apple's `distance(from:)`, here on a sphere, an approximation).
// Where the SDK is, its own module is used.
#if canImport(CoreLocation)
@_exported import CoreLocation
#else
import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

/// A latitude and longitude in degrees (WGS 84). Like the SDK's, it is not Equatable or Codable: apps add those
/// conformances themselves, and two would not compile.
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() { self.init(latitude: 0, longitude: 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether a coordinate is a valid latitude and longitude (Apple: latitude within ±90°, longitude within ±180°).
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The coordinate the SDK uses for "no location".
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A location: a coordinate, and what a device's reading of it adds.
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let timestamp: Date

    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date(timeIntervalSince1970: 0))
    }

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.timestamp = timestamp
    }

    /// The great-circle distance in metres, on a sphere of the Earth's mean radius (6,371,008.8 m, IUGG).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let (a, b) = (coordinate, location.coordinate)
        let dLatitude = (b.latitude - a.latitude) * radians, dLongitude = (b.longitude - a.longitude) * radians
        let h = pow(sin(dLatitude / 2), 2) + cos(a.latitude * radians) * cos(b.latitude * radians) * pow(sin(dLongitude / 2), 2)
        return 2 * 6_371_008.8 * asin(min(1, sqrt(h)))
    }
}

/// The authorisation a location manager reports; here none is ever asked for.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// A location manager: it never delivers a location here (nothing runs but the layout).
open class CLLocationManager: NSObject, @unchecked Sendable {
    open weak var delegate: CLLocationManagerDelegate?
    open var desiredAccuracy: CLLocationAccuracy = 0
    open var distanceFilter: CLLocationDistance = 0
    open var location: CLLocation? { nil }
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }

    public override init() {}
    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func requestLocation() {}
}

public protocol CLLocationManagerDelegate: AnyObject {}

public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
#endif
