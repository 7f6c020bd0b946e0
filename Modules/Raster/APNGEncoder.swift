import Foundation

/// Animated PNG (APNG) clips, encoded here rather than by ffmpeg: each frame after the first is
/// stored as the rectangle that changed since the previous frame (blend "source", dispose
/// "none"), deflated the way `PNGEncoder` deflates whole images (unfiltered rows, zlib level 3).
/// UI animations change a small part of the screen per frame, so frames cost little to find and
/// to compress: ffmpeg's APNG encoder (one thread, searching blend modes and filters) took 120 ms
/// a frame at 780×1688, this takes the deflate of the changed rows (Modules/Raster/README.md).
///
/// The bytes come out in pieces (``start()``, ``frame(_:)``, ``end(frameCount:)``), so a clip
/// streams to a file; the frame count, unknown at the start, is written at the end over the
/// `acTL` chunk at ``acTLOffset``. Deterministic: the same frames give the same bytes.
struct APNGEncoder {
    let width: Int
    let height: Int
    /// Frame delay as a fraction of a second: 1 / fps.
    let fps: Int
    private var previous: RasterImage?
    private var sequence: UInt32 = 0

    /// The byte offset of the `acTL` chunk (20 bytes), after the signature (8) and `IHDR` (25).
    static let acTLOffset: UInt64 = 8 + 25

    init(width: Int, height: Int, fps: Int) {
        self.width = width
        self.height = height
        self.fps = fps
    }

    /// The signature, `IHDR` and an `acTL` that says 0 frames (overwritten at the end with
    /// ``acTL(frameCount:)``).
    func start() -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8-bit RGBA, deflate, adaptive filters, no interlace
        png.appendChunk("IHDR", header)
        png += Self.acTL(frameCount: 0)
        return png
    }

    /// The whole `acTL` chunk for `frameCount` frames, playing forever.
    static func acTL(frameCount: Int) -> [UInt8] {
        var data: [UInt8] = []
        data.appendBigEndian(UInt32(frameCount))
        data.appendBigEndian(0)  // plays: 0, forever
        var chunk: [UInt8] = []
        chunk.appendChunk("acTL", data)
        return chunk
    }

    /// The chunks of the next frame (of the clip's size): `fcTL`, then `IDAT` for the first frame
    /// (the whole image) or `fdAT` with the rectangle that changed.
    mutating func frame(_ image: RasterImage) throws -> [UInt8] {
        precondition(image.width == width && image.height == height, "APNGEncoder: frame size changed")
        let rect: (x: Int, y: Int, width: Int, height: Int) = previous.map { Self.changedRectangle(from: $0, to: image) ?? (0, 0, 1, 1) } ?? (0, 0, width, height)
        let first = previous == nil
        previous = image
        var control: [UInt8] = []
        control.appendBigEndian(sequence)
        control.appendBigEndian(UInt32(rect.width))
        control.appendBigEndian(UInt32(rect.height))
        control.appendBigEndian(UInt32(rect.x))
        control.appendBigEndian(UInt32(rect.y))
        control += [0, 1, UInt8(fps >> 8), UInt8(fps & 0xFF)]  // delay 1 / fps s
        control += [0, 0]  // dispose none, blend source
        sequence += 1
        var out: [UInt8] = []
        out.appendChunk("fcTL", control)
        let compressed = try image.bytes.withUnsafeBufferPointer { pixels in
            try PNGEncoder.deflateRows(pixels, rowBytes: width * 4, x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }
        if first {
            out.appendChunk("IDAT", compressed)
        } else {
            var data: [UInt8] = []
            data.reserveCapacity(compressed.count + 4)
            data.appendBigEndian(sequence)
            data += compressed
            sequence += 1
            out.appendChunk("fdAT", data)
        }
        return out
    }

    /// The `IEND` chunk.
    func end() -> [UInt8] {
        var out: [UInt8] = []
        out.appendChunk("IEND", [])
        return out
    }

    /// The smallest rectangle of pixels in which `new` differs from `old` (same size), or nil
    /// when they are equal.
    static func changedRectangle(from old: RasterImage, to new: RasterImage) -> (x: Int, y: Int, width: Int, height: Int)? {
        let w = new.width, h = new.height
        return old.bytes.withUnsafeBufferPointer { a in
            new.bytes.withUnsafeBufferPointer { b in
                let pa = UnsafeRawPointer(a.baseAddress!).assumingMemoryBound(to: UInt32.self)
                let pb = UnsafeRawPointer(b.baseAddress!).assumingMemoryBound(to: UInt32.self)
                func rowDiffers(_ y: Int) -> Bool { memcmp(pa + y * w, pb + y * w, w * 4) != 0 }
                guard let top = (0..<h).first(where: rowDiffers) else { return nil }
                let bottom = (top..<h).last(where: rowDiffers)!
                var left = w, right = -1
                for y in top...bottom {
                    let ra = pa + y * w, rb = pb + y * w
                    var x = 0
                    while x < left && ra[x] == rb[x] { x += 1 }
                    left = Swift.min(left, x)
                    var r = w - 1
                    while r > right && ra[r] == rb[r] { r -= 1 }
                    right = Swift.max(right, r)
                }
                return (left, top, right - left + 1, bottom - top + 1)
            }
        }
    }
}
