#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of a folder, read with `readdir`: each name is handed over in place, as bytes, no String made for the
/// entries nobody wants (a folder such as /tmp holds thousands).
public enum DirectoryEntries {
    public static func forEach(in folder: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let handle = opendir(folder) else { return }
        defer { closedir(handle) }
        // The name is read where it lies: an entry is only as long as its name, so copying `d_name` (256 bytes) out of
        // the last entry of the buffer read past its end and crashed now and then in a large directory.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        while let entry = readdir(handle) {
            let name = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            body(UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name)))
        }
    }
}
