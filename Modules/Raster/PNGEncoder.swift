import CCairo
import Foundation

/// PNG files from `RasterImage`s: 8-bit RGBA (colour type 6, straight alpha, as PNG specifies),
/// non-interlaced, every row with filter type None, deflated by zlib at a fast level.
///
/// The settings were chosen by measurement (zlib CPU and bytes on eight scenes' frames at 2×,
/// Modules/Raster/README.md "PNG settings"): at zlib's fast levels (1–3, which match greedily)
/// the None filter gives the smallest files *and* the least CPU on UI frames — long runs of one
/// colour and rows that repeat the row above are matched by deflate itself at distance 4 and one
/// row back (a 2× phone row is 3,120 bytes, well inside the 32 KiB window) — while Up and Sub
/// turn anti-aliased edges into noise. Levels 4 and up (lazy matching) cost twice the CPU for
/// 13–25 % fewer bytes. With None, rows go to zlib straight from the image, nothing is copied.
public enum PNGEncoder {
    /// The zlib level used (1 fastest … 9 smallest): 3, zlib's slowest greedy level — as fast as
    /// level 1 within a few per cent on UI frames, and 6 % smaller.
    public static let compressionLevel: Int32 = 3

    /// The PNG file bytes of `image`.
    ///
    /// - Throws: `RasterError.cairo` if zlib fails (out of memory).
    public static func data(_ image: RasterImage) throws -> [UInt8] {
        let compressed = try image.bytes.withUnsafeBufferPointer { pixels in
            try deflateRows(pixels, rowBytes: image.width * 4, x: 0, y: 0, width: image.width, height: image.height)
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(compressed.count + 64)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]  // bit depth 8, RGBA, deflate, adaptive filters, no interlace
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", compressed)
        png.appendChunk("IEND", [])
        return png
    }

    /// The zlib stream of the rows of a rectangle of RGBA pixels (`x`, `y`, `width`, `height` in
    /// pixels, inside an image whose rows are `rowBytes` apart), each row preceded by its filter
    /// type byte (0, None): a PNG's `IDAT` data, or an APNG frame's.
    static func deflateRows(
        _ pixels: UnsafeBufferPointer<UInt8>, rowBytes imageRowBytes: Int, x: Int, y top: Int, width: Int, height: Int
    ) throws -> [UInt8] {
        var stream = z_stream()
        var status = deflateInit2_(
            &stream, compressionLevel, Z_DEFLATED, MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw RasterError.cairo("zlib failed to start (status \(status))") }
        defer { deflateEnd(&stream) }
        let rowBytes = width * 4
        // UI frames deflate to a few per cent of their size; the buffer doubles when it fills.
        var out = [UInt8](repeating: 0, count: Swift.max(4096, rowBytes * height / 16))
        var produced = 0
        var filterType: UInt8 = 0
        do {
            /// Feeds `count` bytes at `input` to zlib (finishing the stream with `flush` Z_FINISH).
            func feed(_ input: UnsafePointer<UInt8>, _ count: Int, flush: Int32) throws {
                stream.next_in = UnsafeMutablePointer(mutating: input)
                stream.avail_in = uInt(count)
                repeat {
                    if produced == out.count { out += [UInt8](repeating: 0, count: out.count) }
                    status = out.withUnsafeMutableBufferPointer { buffer in
                        stream.next_out = buffer.baseAddress! + produced
                        stream.avail_out = uInt(buffer.count - produced)
                        let result = deflate(&stream, flush)
                        produced = buffer.count - Int(stream.avail_out)
                        return result
                    }
                    guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                        throw RasterError.cairo("zlib failed to compress (status \(status))")
                    }
                } while stream.avail_in > 0 || (flush == Z_FINISH && status != Z_STREAM_END)
            }
            for y in 0..<height {
                try withUnsafePointer(to: &filterType) { try feed($0, 1, flush: Z_NO_FLUSH) }
                try feed(pixels.baseAddress! + (top + y) * imageRowBytes + x * 4, rowBytes, flush: y == height - 1 ? Z_FINISH : Z_NO_FLUSH)
            }
        }
        out.removeSubrange(produced...)
        return out
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
