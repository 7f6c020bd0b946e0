/// Cairo's premultiplied pixels as straight (not premultiplied) alpha, the way PNG and ffmpeg
/// take them: each premultiplied channel p of alpha a > 0 becomes round(p × 255 / a) (Cairo's own
/// PNG writer uses the same rounding), alpha 0 becomes (0, 0, 0, 0); opaque pixels are copied.
extension CairoSurface {
    /// The byte order of ``straightNative(into:)``'s pixels, as ffmpeg names it (`-pix_fmt`):
    /// Cairo's native-endian 0xAARRGGBB words are B, G, R, A bytes on a little-endian machine.
    static var nativePixelFormat: String {
        #if _endian(little)
        "bgra"
        #else
        "argb"
        #endif
    }

    /// The pixels as straight-alpha RGBA bytes, `width × height × 4` of them, rows top to bottom.
    func straightRGBA() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            convert(into: UnsafeMutableRawBufferPointer(buffer)) { word in
                // 0xAARRGGBB → 0xAABBGGRR, stored little-endian: R, G, B, A.
                (word & 0xFF00_FF00 | word >> 16 & 0xFF | (word & 0xFF) << 16).littleEndian
            }
            initialized = width * height * 4
        }
    }

    /// Writes the pixels with straight alpha in Cairo's own word layout (``nativePixelFormat``)
    /// into `out`, which holds at least `width × height × 4` bytes; rows top to bottom, no padding.
    func straightNative(into out: UnsafeMutableRawBufferPointer) {
        precondition(out.count >= width * height * 4, "CairoSurface: buffer too small")
        convert(into: out) { $0 }
    }

    /// Un-premultiplies every pixel into `out` (packed rows), storing `store(word)` for each
    /// straight 0xAARRGGBB word.
    @inline(__always)
    private func convert(into out: UnsafeMutableRawBufferPointer, _ store: (UInt32) -> UInt32) {
        let w = width, h = height
        let target = out.baseAddress!.assumingMemoryBound(to: UInt32.self)
        withWords { words, perRow in
            for y in 0..<h {
                let row = words + y * perRow
                let outRow = target + y * w
                for x in 0..<w {
                    outRow[x] = store(Self.straight(row[x]))
                }
            }
        }
    }

    /// One premultiplied 0xAARRGGBB word with straight alpha.
    @inline(__always)
    static func straight(_ v: UInt32) -> UInt32 {
        let a = v >> 24
        if a == 255 { return v }
        if a == 0 { return 0 }
        let half = a / 2
        let r = Swift.min(255, ((v >> 16 & 0xFF) * 255 + half) / a)
        let g = Swift.min(255, ((v >> 8 & 0xFF) * 255 + half) / a)
        let b = Swift.min(255, ((v & 0xFF) * 255 + half) / a)
        return a << 24 | r << 16 | g << 8 | b
    }
}
