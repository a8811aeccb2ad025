/// A stable 64-bit FNV-1a hash, in hexadecimal, naming a cached trace. Stable across runs and platforms (Swift's
/// `Hasher` is seeded per process, so it cannot name files).
enum CacheKey {
    static func of(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            hash ^= 0xff  // separates the parts
            hash = hash &* 0x100_0000_01b3
        }
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
