import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Descriptors a process got from its parent by accident.
///
/// A parent that spawns while another of its threads has just created a pipe (before marking it
/// close-on-exec), or that holds descriptors opened without close-on-exec, hands them to the
/// child. A scene host holding the write end of someone else's pipe keeps that pipe open for as
/// long as it lives: a reader waiting for end of file (a test reading a command's output, another
/// host's supervisor) then waits forever. Seen in the test suite, where sessions spawn scene
/// hosts while other tests run commands.
public enum InheritedDescriptors {
    /// Closes every descriptor above standard error that is not close-on-exec. Whatever this
    /// process opened itself before the call (the runtime's event descriptors, Foundation's)
    /// is close-on-exec, so what remains without the flag was inherited. Call it first thing in a
    /// child process such as `preview scene-host`.
    ///
    /// - Returns: The descriptors closed, in increasing order.
    @discardableResult
    public static func close() -> [Int32] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return [] }
        var closed: [Int32] = []
        for descriptor in names.compactMap({ Int32($0) }).sorted() where descriptor > 2 {
            let flags = fcntl(descriptor, F_GETFD)
            // -1: not open (the listing's own descriptor, gone by now).
            guard flags >= 0, flags & FD_CLOEXEC == 0 else { continue }
            if Glibc.close(descriptor) == 0 { closed.append(descriptor) }
        }
        return closed
    }
}
