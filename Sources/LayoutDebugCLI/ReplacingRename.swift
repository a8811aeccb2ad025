#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the finished file `temporary` in the place of `target` in one step, as `rename(2)` does, and returns the error
/// number of a failure (nil on success).
///
/// On Linux a rename over an existing file makes ext4 write the new file's data out before the rename returns (its
/// `auto_da_alloc` behaviour, which guards programs that rewrite a file without `fsync`): `trace -o` over the last
/// run's 370 MB trace waited 0.15–0.35 s for the disk (perf; docs/performance.md item 58). Exchanging the two names
/// (`renameat2` with `RENAME_EXCHANGE`, Linux 3.15 and later) is as atomic for a reader, who sees the old file or the
/// new one and never neither, and writes nothing out; the old file, now under the temporary name, is then removed.
/// Where the exchange is not offered (an older kernel or C library, a file system without it), `rename` does it.
/// layoutdbg never promised that an output survives a power failure: nothing it writes is synced.
func replacingRename(_ temporary: String, over target: String, targetExists: Bool) -> Int32? {
    #if canImport(Glibc)
    if targetExists, let exchange = RenameExchange.function,
       exchange(AT_FDCWD, temporary, AT_FDCWD, target, RenameExchange.flag) == 0 {
        unlink(temporary)  // the old file: if it cannot be removed, the next write to the path removes it as stale
        return nil
    }
    #endif
    return rename(temporary, target) == 0 ? nil : errno
}

#if canImport(Glibc)
/// `renameat2`, looked up at run time: Swift's Glibc module declares it only for `_GNU_SOURCE`.
private enum RenameExchange {
    typealias Function = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// `RENAME_EXCHANGE` of `<stdio.h>`.
    static let flag: UInt32 = 1 << 1
    static let function: Function? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2").map {
        unsafeBitCast($0, to: Function.self)
    }
}
#endif
