import Foundation

/// A fresh, empty directory under the system's temporary directory, for tests that write files.
public enum ScratchDirectory {
    /// Creates `layoutdbg-PURPOSE-UUID`. A test may remove it when done; whatever is left is removed when the test
    /// process exits, so a test that fails half-way (or forgets) leaves nothing in /tmp.
    public static func make(_ purpose: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdbg-\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        made.withLock { $0.append(url) }
        return url
    }

    /// Every directory made so far; the first one made registers the removal at exit.
    private static let made = Made()

    private final class Made: @unchecked Sendable {
        private let lock = NSLock()
        private var urls: [URL] = []
        private var registered = false

        func withLock(_ body: (inout [URL]) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            body(&urls)
            if !registered {
                registered = true
                atexit { ScratchDirectory.removeAll() }
            }
        }

        func takeAll() -> [URL] {
            lock.lock()
            defer { lock.unlock() }
            defer { urls = [] }
            return urls
        }
    }

    private static func removeAll() {
        for url in made.takeAll() { try? FileManager.default.removeItem(at: url) }
    }
}
