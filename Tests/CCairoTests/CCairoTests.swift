import CCairo
import Testing

// The system libraries Raster links through CCairo: the versions and behaviours it relies on.

@Suite("CCairo: the system libraries behind Raster")
struct CCairoTests {
    @Test("cairo is at least 1.16 (mesh patterns for conic gradients, ARGB32 image surfaces)")
    func cairoVersion() {
        #expect(cairo_version() >= 11600, "cairo \(cairo_version())")
    }

    @Test("an ARGB32 surface holds premultiplied native-endian pixels: a half-transparent red fill reads 0x80800000")
    func premultipliedPixels() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 2))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        cairo_set_source_rgba(cr, 1, 0, 0, 0.5)
        cairo_rectangle(cr, 0, 0, 2, 2)
        cairo_fill(cr)
        cairo_surface_flush(surface)
        #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
        let stride = Int(cairo_image_surface_get_stride(surface))
        #expect(stride == Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, 4)))
        let data = try #require(cairo_image_surface_get_data(surface))
        let pixel = { (x: Int, y: Int) in data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee } }
        #expect(pixel(0, 0) == 0x8080_0000)
        #expect(pixel(1, 1) == 0x8080_0000)
        #expect(pixel(2, 0) == 0, "outside the fill stays transparent")
    }

    @Test("a surface beyond cairo's 32767-pixel side limit is an error surface, not a crash")
    func oversizedSurface() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40_000, 1))
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_surface_status(surface) == CAIRO_STATUS_INVALID_SIZE)
    }

    @Test("zlib's CRC-32 (PNG chunks) of \"123456789\" is the check value 0xCBF43926")
    func crc() {
        let bytes = Array("123456789".utf8)
        let value = bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        #expect(value == 0xCBF4_3926)
    }

    @Test("FreeType initialises and fontconfig finds a font for sans-serif")
    func fonts() throws {
        var library: FT_Library?
        #expect(FT_Init_FreeType(&library) == 0)
        FT_Done_FreeType(library)
        #expect(FcInit() == FcTrue)
        let pattern = try #require(FcNameParse("sans-serif"))
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        let match = FcFontMatch(nil, pattern, &result)
        defer { if let match { FcPatternDestroy(match) } }
        #expect(result == FcResultMatch && match != nil)
    }
}
