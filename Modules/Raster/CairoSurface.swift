import CCairo

/// An owned Cairo ARGB32 image surface (premultiplied alpha, native-endian 0xAARRGGBB words).
final class CairoSurface {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    /// A new transparent surface. Sizes are checked by the caller (`RasterLimits`).
    init(width: Int, height: Int) throws {
        pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        self.width = width
        self.height = height
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            throw RasterError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Bytes per row.
    var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// Makes every pixel transparent.
    func clear() {
        let cr = cairo_create(pointer)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_destroy(cr)
    }

    /// Runs `body` on the premultiplied pixel words (row `y` starts at word `y × stride / 4`),
    /// flushing before and marking the surface dirty after.
    func withWords<R>(_ body: (UnsafeMutablePointer<UInt32>, _ wordsPerRow: Int) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        defer { cairo_surface_mark_dirty(pointer) }
        let data = cairo_image_surface_get_data(pointer)!
        return try data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { words in
            try body(words, stride / 4)
        }
    }
}

/// Throws if `cr` is in an error state.
func checkStatus(_ cr: OpaquePointer) throws {
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
        throw RasterError.cairo(String(cString: cairo_status_to_string(status)))
    }
}
