#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock timing of a phase: the best of `repeats` runs, which is the least disturbed by the machine.
struct Measurement {
    var seconds: Double

    static func best<T>(of repeats: Int, _ body: () -> T) -> (Measurement, T) {
        var best = Double.infinity
        var result: T?
        let clock = ContinuousClock()
        for _ in 0..<max(repeats, 1) {
            let start = clock.now
            result = body()
            let elapsed = start.duration(to: clock.now)
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return (Measurement(seconds: best), result!)
    }
}

/// The process's peak resident memory so far, in MiB (getrusage: kilobytes on Linux, bytes on macOS).
func peakMemoryMiB() -> Double {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)  // Glibc imports the `who` constants as an enum
    #endif
    #if canImport(Darwin)
    return Double(usage.ru_maxrss) / 1_048_576
    #else
    return Double(usage.ru_maxrss) / 1024
    #endif
}
