import Drawing
import Geometry
import Raster
import Testing

@Suite("Raster: fills, colour and alpha")
struct FillAndColourTests {
    @Test("An opaque fill gives its exact colour inside and nothing outside")
    func opaqueFill() throws {
        let image = try raster([fill(rect(10, 10, 30, 20), Color(red8: 0xFA, green8: 0x81, blue8: 0x28))])
        #expect(image.width == 100 && image.height == 100)
        #expect(image.pixel(x: 20, y: 20) == RGBA8(0xFA, 0x81, 0x28))
        #expect(image.pixel(x: 10, y: 10) == RGBA8(0xFA, 0x81, 0x28))  // pixel-aligned edges are crisp
        #expect(image.pixel(x: 9, y: 20) == clear)
        #expect(image.pixel(x: 40, y: 20) == clear)
    }

    @Test("Translucent colours come out un-premultiplied (straight alpha), within the 8-bit premultiplied rounding",
          arguments: [(200, 100, 50, 128), (255, 0, 0, 64), (10, 200, 250, 200), (255, 255, 255, 1)])
    func straightAlpha(r: Int, g: Int, b: Int, a: Int) throws {
        let color = Color(red8: UInt8(r), green8: UInt8(g), blue8: UInt8(b), opacity8: UInt8(a))
        let p = try raster([fill(rect(0, 0, 100, 100), color)]).pixel(x: 50, y: 50)
        #expect(Int(p.alpha) == a)
        // Premultiplied storage keeps round(c·a/255): going back is exact within 255/(2a) + ½.
        let tolerance = Int((255.0 / (2 * Double(a)) + 0.5).rounded(.up))
        #expect(near(p, RGBA8(UInt8(r), UInt8(g), UInt8(b), UInt8(a)), tolerance), "\(p)")
        if a >= 128 { #expect(near(p, RGBA8(UInt8(r), UInt8(g), UInt8(b), UInt8(a)), 1)) }
    }

    @Test("setOpacity is globalAlpha: absolute, per draw; overlapping draws composite one by one")
    func opacity() throws {
        let image = try raster([
            .setOpacity(0.5), fill(rect(0, 0, 60, 100), .white), fill(rect(40, 0, 60, 100), .white),
            .setOpacity(1), fill(rect(0, 90, 10, 10), .black),
        ])
        #expect(near(image.pixel(x: 20, y: 50), RGBA8(255, 255, 255, 128), 1))
        // 0.5 over 0.5 = 0.75.
        #expect(near(image.pixel(x: 50, y: 50), RGBA8(255, 255, 255, 191), 1))
        #expect(image.pixel(x: 5, y: 95) == black)
    }

    @Test("Fill rules: a square inside a square of the same winding is filled under non-zero, a hole under even-odd")
    func fillRules() throws {
        var path = rect(10, 10, 80, 80)
        path.addPath(rect(30, 30, 40, 40))
        let nonZero = try raster([fill(path, .black, .nonZero)])
        let evenOdd = try raster([fill(path, .black, .evenOdd)])
        #expect(nonZero.pixel(x: 50, y: 50) == black)
        #expect(evenOdd.pixel(x: 50, y: 50) == clear)
        #expect(nonZero.pixel(x: 20, y: 20) == black && evenOdd.pixel(x: 20, y: 20) == black)
    }

    @Test("Quadratic curves are drawn as their exact cubic: a quad's midpoint is ¼ P0 + ½ C + ¼ P")
    func quadCurve() throws {
        // From (10, 90) through control (50, 10) to (90, 90): the curve's top is at y = 50.
        let path = Path { p in
            p.move(to: Point(x: 10, y: 90))
            p.addQuadCurve(to: Point(x: 90, y: 90), control: Point(x: 50, y: 10))
            p.closeSubpath()
        }
        let image = try raster([fill(path, .black)])
        #expect(image.pixel(x: 50, y: 51) == black)
        #expect(image.pixel(x: 50, y: 48) == clear)
    }

    @Test("The whole frame at scale 2 is twice as many pixels a side; a 1-point square covers 2×2 pixels")
    func scale() throws {
        let image = try raster([fill(rect(1, 1, 1, 1), .black)], width: 4, height: 3, scale: 2)
        #expect(image.width == 8 && image.height == 6)
        for y in 0..<6 {
            for x in 0..<8 {
                let inside = (2...3).contains(x) && (2...3).contains(y)
                #expect(image.pixel(x: x, y: y) == (inside ? black : clear))
            }
        }
    }
}
