/// One event as the kernel's inotify reports it (`struct inotify_event`), decoded.
struct InotifyEvent: Equatable {
    /// The watch descriptor of the folder the event happened in.
    var watch: Int32
    /// The event's bits (see ``InotifyMask``).
    var mask: UInt32
    /// The name of the entry inside the folder; empty for events about the folder itself.
    var name: String

    /// Decodes a buffer read from an inotify descriptor: events of 16 header bytes (wd, mask,
    /// cookie, len, native byte order) followed by `len` bytes of NUL-padded name.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        var offset = 0
        while offset + 16 <= bytes.count {
            let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
            let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
            let start = offset + 16
            let end = min(bytes.count, start + length)
            let name = String(decoding: bytes[start..<end].prefix { $0 != 0 }, as: UTF8.self)
            events.append(InotifyEvent(watch: watch, mask: mask, name: name))
            offset = start + length
        }
        return events
    }
}

/// The inotify event bits this package uses (the kernel ABI's values, `<sys/inotify.h>`).
enum InotifyMask {
    static let closeWrite: UInt32 = 0x0000_0008
    static let movedFrom: UInt32 = 0x0000_0040
    static let movedTo: UInt32 = 0x0000_0080
    static let create: UInt32 = 0x0000_0100
    static let delete: UInt32 = 0x0000_0200
    static let deleteSelf: UInt32 = 0x0000_0400
    static let moveSelf: UInt32 = 0x0000_0800
    static let queueOverflow: UInt32 = 0x0000_4000
    static let ignored: UInt32 = 0x0000_8000
    static let onlyFolder: UInt32 = 0x0100_0000
    static let excludeUnlinked: UInt32 = 0x0400_0000
    static let isFolder: UInt32 = 0x4000_0000

    /// What a watched folder reports: finished writes, renames in and out, creations and
    /// deletions, and its own removal.
    static let folderEvents = closeWrite | movedFrom | movedTo | create | delete | deleteSelf | moveSelf | onlyFolder | excludeUnlinked
}
