import CCairo
import Foundation

/// PNG files from `RasterImage`s: 8-bit RGBA (colour type 6, straight alpha, as PNG specifies),
/// non-interlaced, each row filtered with `Up` (the previous row subtracted; cheap and good on
/// flat UI colours) and deflated by zlib at a fast level.
public enum PNGEncoder {
    /// The zlib level used (1 fastest … 9 smallest): 3 keeps a 2× phone frame well under the
    /// 20 ms budget while staying within a few per cent of the default level's size.
    public static let compressionLevel: Int32 = 3

    /// The PNG file bytes of `image`.
    public static func data(_ image: RasterImage) throws -> [UInt8] {
        let rowBytes = image.width * 4
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * image.height)
        image.bytes.withUnsafeBufferPointer { src in
            filtered.withUnsafeMutableBufferPointer { dst in
                for y in 0..<image.height {
                    let out = (rowBytes + 1) * y
                    let row = rowBytes * y
                    if y == 0 {
                        dst[out] = 0
                        for i in 0..<rowBytes { dst[out + 1 + i] = src[row + i] }
                    } else {
                        dst[out] = 2  // Up
                        for i in 0..<rowBytes { dst[out + 1 + i] = src[row + i] &- src[row - rowBytes + i] }
                    }
                }
            }
        }
        var bound = compressBound(uLong(filtered.count))
        var compressed = [UInt8](repeating: 0, count: Int(bound))
        let status = compressed.withUnsafeMutableBufferPointer { out in
            filtered.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &bound, input.baseAddress, uLong(input.count), compressionLevel)
            }
        }
        guard status == Z_OK else { throw RasterError.cairo("zlib failed to compress (status \(status))") }
        compressed.removeSubrange(Int(bound)...)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]  // bit depth 8, RGBA, deflate, adaptive filters, no interlace
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", compressed)
        png.appendChunk("IEND", [])
        return png
    }

    /// Writes `image` as a PNG file at `path`, atomically: the bytes go to a temporary file in
    /// the same folder that is then renamed over `path`, so `path` is never left half-written.
    public static func write(_ image: RasterImage, to path: String) throws {
        try writeAtomically(try data(image), to: path)
    }

    /// Writes `bytes` to `path` through a temporary file in the same folder and a rename.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial")
        do {
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw RasterError.write(path: path, reason: reason)
            }
        } catch let error as RasterError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw RasterError.write(path: path, reason: "\(error.localizedDescription) Check that the folder exists and is writable.")
        }
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ v: UInt32) {
        append(UInt8(v >> 24))
        append(UInt8(v >> 16 & 0xFF))
        append(UInt8(v >> 8 & 0xFF))
        append(UInt8(v & 0xFF))
    }

    /// Appends a PNG chunk: length, type, data, CRC-32 of type and data.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        append(contentsOf: typeBytes)
        append(contentsOf: data)
        var crc = crc32(0, typeBytes, UInt32(typeBytes.count))
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        appendBigEndian(UInt32(crc))
    }
}
