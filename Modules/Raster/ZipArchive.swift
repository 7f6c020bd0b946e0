import CCairo

/// A ZIP archive of stored (uncompressed) entries, built in memory: how the page's Export clip
/// delivers a clip as numbered PNG files in one download (PNG data is already deflated, so
/// storing it costs nothing). Every unzip tool, file manager and browser reads it.
///
/// Deterministic: entries in the order added, every timestamp 1980-01-01 00:00 (ZIP's epoch),
/// no extra fields, so the same files give the same bytes. ZIP32 only: at most 65,535 entries
/// and 4 GiB in all (``append(name:bytes:)`` refuses more).
///
/// ```swift
/// var zip = ZipArchive()
/// try zip.append(name: "frame-000001.png", bytes: png)
/// let bytes = zip.finished()
/// ```
public struct ZipArchive: Sendable {
    /// The archive so far: local headers and data, no central directory yet.
    private var body: [UInt8] = []
    /// The central directory's entries so far.
    private var directory: [UInt8] = []
    private var count = 0

    /// Why an entry could not be added.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The archive would exceed ZIP32's 65,535 entries or 4 GiB.
        case tooLarge
        /// The entry name is empty, longer than 65,535 bytes, or not ASCII.
        case invalidName(String)

        public var description: String {
            switch self {
            case .tooLarge: "the ZIP archive would exceed 65,535 files or 4 GiB"
            case .invalidName(let name): "'\(name)' cannot name a file in the ZIP archive (ASCII, 1…65,535 bytes)"
            }
        }
    }

    /// An empty archive.
    public init() {}

    /// Adds a file, stored.
    ///
    /// - Parameters:
    ///   - name: Its path in the archive (ASCII, `/` between folders).
    ///   - bytes: Its contents.
    /// - Throws: ``Failure`` for a name ZIP cannot hold or an archive past ZIP32's limits.
    public mutating func append(name: String, bytes: [UInt8]) throws(Failure) {
        let nameBytes = Array(name.utf8)
        guard !nameBytes.isEmpty, nameBytes.count <= 0xFFFF, nameBytes.allSatisfy({ $0 < 0x80 }) else { throw .invalidName(name) }
        let offset = body.count
        guard count < 0xFFFF, offset + 30 + nameBytes.count + bytes.count + directory.count + 46 + nameBytes.count + 22 <= 0xFFFF_FFFF else {
            throw .tooLarge
        }
        let crc = bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        // Local file header.
        put32(0x0403_4B50, &body)
        common(crc: crc, size: bytes.count, nameLength: nameBytes.count, into: &body)
        body += nameBytes
        body += bytes
        // Central directory header.
        put32(0x0201_4B50, &directory)
        put16(20, &directory)  // made by: MS-DOS attributes, version 2.0
        common(crc: crc, size: bytes.count, nameLength: nameBytes.count, into: &directory)
        put16(0, &directory)  // comment length
        put16(0, &directory)  // disk number
        put16(0, &directory)  // internal attributes
        put32(0, &directory)  // external attributes
        put32(UInt32(offset), &directory)
        directory += nameBytes
        count += 1
    }

    /// The archive's bytes: the entries, the central directory and its end record.
    public func finished() -> [UInt8] {
        var out = body
        out += directory
        put32(0x0605_4B50, &out)
        put16(0, &out)  // this disk
        put16(0, &out)  // the directory's disk
        put16(UInt16(count), &out)
        put16(UInt16(count), &out)
        put32(UInt32(directory.count), &out)
        put32(UInt32(body.count), &out)
        put16(0, &out)  // comment length
        return out
    }

    /// The fields local and central headers share, from "version needed" to "extra length".
    private func common(crc: UInt32, size: Int, nameLength: Int, into out: inout [UInt8]) {
        put16(10, &out)  // version needed: 1.0 (stored)
        put16(0, &out)  // flags
        put16(0, &out)  // method: stored
        put16(0, &out)  // time 00:00:00
        put16(0x21, &out)  // date 1980-01-01
        put32(crc, &out)
        put32(UInt32(size), &out)  // compressed size
        put32(UInt32(size), &out)  // uncompressed size
        put16(UInt16(nameLength), &out)
        put16(0, &out)  // extra length
    }

    private func put16(_ value: UInt16, _ out: inout [UInt8]) {
        out += [UInt8(value & 0xFF), UInt8(value >> 8)]
    }

    private func put32(_ value: UInt32, _ out: inout [UInt8]) {
        out += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }
}
