import Drawing
import Geometry
import Raster
import Testing

@Suite("Raster: size limits and PNG")
struct LimitsAndPNGTests {
    @Test("1×1 works; sizes round to whole pixels, at least 1")
    func tiny() throws {
        let one = try raster([fill(rect(0, 0, 1, 1), .black)], width: 1, height: 1)
        #expect(one.width == 1 && one.height == 1 && one.pixel(x: 0, y: 0) == black)
        let zero = try raster([], width: 0, height: 0.4)
        #expect(zero.width == 1 && zero.height == 1)
        #expect(try RasterLimits.pixelSize(of: Size(width: 390, height: 844), scale: 2) == (780, 1688))
    }

    @Test("Above the limits: a clear error, nothing allocated",
          arguments: [(16384.0, 16384.0, 1.0), (8193, 10, 1), (8000, 8000, 1), (4097, 10, 2), (390, 844, 100)])
    func tooLarge(w: Double, h: Double, scale: Double) throws {
        #expect(throws: RasterError.self) { try raster([], width: w, height: h, scale: scale) }
        do {
            _ = try RasterLimits.pixelSize(of: Size(width: w, height: h), scale: scale)
        } catch let error as RasterError {
            #expect(error.description.contains("too large") && error.description.contains("8192"))
        }
    }

    @Test("The largest side allowed works", .timeLimit(.minutes(1)))
    func largestSide() throws {
        #expect(try RasterLimits.pixelSize(of: Size(width: 8192, height: 4096), scale: 1) == (8192, 4096))
    }

    @Test("Scales ≤ 0 and not finite are refused", arguments: [0.0, -1, .nan, .infinity])
    func badScale(scale: Double) throws {
        do {
            _ = try raster([], scale: scale)
            Issue.record("scale \(scale) was accepted")
        } catch let error as RasterError {
            guard case .invalidScale = error else { Issue.record("\(error)"); return }
            #expect(error.description.contains("the scale must be a number above 0"))
        }
    }

    @Test("PNG: signature, IHDR with the size, 8-bit RGBA, IDAT, IEND")
    func png() throws {
        let image = try raster([fill(rect(0, 0, 10, 10), .black)], width: 30, height: 20)
        let bytes = try PNGEncoder.data(image)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(bytes[12..<16]) == Array("IHDR".utf8))
        #expect(Array(bytes[16..<24]) == [0, 0, 0, 30, 0, 0, 0, 20])
        #expect(bytes[24] == 8 && bytes[25] == 6)
        #expect(Array(bytes[37..<41]) == Array("IDAT".utf8))
        #expect(Array(bytes.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }
}
