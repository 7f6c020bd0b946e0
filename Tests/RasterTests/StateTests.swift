import Drawing
import Geometry
import Raster
import Testing

@Suite("Raster: clip, transforms, save/restore, layers and filters")
struct StateTests {
    @Test("A clip limits later draws until the matching restore; clips intersect")
    func clip() throws {
        let image = try raster([
            .save, .clip(rect(10, 10, 50, 50), .nonZero), .clip(rect(30, 30, 50, 50), .nonZero),
            fill(rect(0, 0, 100, 100), .black), .restore,
            fill(rect(90, 90, 10, 10), .black),
        ])
        #expect(image.pixel(x: 40, y: 40) == black)
        #expect(image.pixel(x: 20, y: 20) == clear)  // outside the second clip
        #expect(image.pixel(x: 70, y: 70) == clear)  // outside the first
        #expect(image.pixel(x: 95, y: 95) == black)  // after restore
    }

    @Test("An even-odd clip leaves the inner square out")
    func evenOddClip() throws {
        var path = rect(0, 0, 100, 100)
        path.addPath(rect(25, 25, 50, 50))
        let image = try raster([.clip(path, .evenOdd), fill(rect(0, 0, 100, 100), .black)])
        #expect(image.pixel(x: 50, y: 50) == clear)
        #expect(image.pixel(x: 10, y: 10) == black)
    }

    @Test("concatenate acts first in local space; setTransform is absolute; restore brings the old transform back")
    func transforms() throws {
        let image = try raster([
            .save, .concatenate(AffineTransform(translationX: 50, y: 0)), .concatenate(AffineTransform(scaleX: 2, y: 2)),
            fill(rect(0, 0, 10, 10), .black),  // → (50, 0)…(70, 20)
            .restore,
            .setTransform(AffineTransform(translationX: 0, y: 80)), fill(rect(0, 0, 10, 10), .white),  // → (0, 80)…(10, 90)
        ])
        #expect(image.pixel(x: 69, y: 19) == black)
        #expect(image.pixel(x: 71, y: 10) == clear)
        #expect(image.pixel(x: 5, y: 85) == white)
        #expect(image.pixel(x: 5, y: 5) == clear)
    }

    @Test("A rotation by 90° about the origin maps +x to +y (clockwise on screen)")
    func rotation() throws {
        let image = try raster([.concatenate(AffineTransform(rotationAngle: .degrees(90))), fill(rect(20, -30, 10, 10), .black)])
        // (20…30, −30…−20) rotated: x' = −y, y' = x → (20…30, 20…30).
        #expect(image.pixel(x: 25, y: 25) == black)
    }

    @Test("A singular transform draws nothing (and does not break later draws)")
    func singular() throws {
        let image = try raster([
            .setTransform(AffineTransform(scaleX: 0, y: 1)), fill(rect(0, 0, 100, 100), .black),
            .clip(rect(0, 0, 100, 100), .nonZero), .setTransform(.identity), fill(rect(0, 0, 10, 10), .black),
            .restore, .save,
        ])
        #expect(image.bytes.allSatisfy { $0 == 0 })
        let after = try raster([
            .save, .setTransform(AffineTransform(scaleX: 0, y: 0)), fill(rect(0, 0, 100, 100), .black), .restore,
            fill(rect(0, 0, 10, 10), .black),
        ])
        #expect(after.pixel(x: 5, y: 5) == black && after.pixel(x: 50, y: 50) == clear)
    }

    @Test("A layer composites as a whole: group opacity over overlapping draws")
    func layerOpacity() throws {
        let image = try raster([
            .setOpacity(0.5), .beginLayer,
            fill(rect(0, 0, 60, 100), .white), fill(rect(40, 0, 60, 100), .white),
            .endLayer,
        ])
        #expect(near(image.pixel(x: 50, y: 50), RGBA8(255, 255, 255, 128), 1))
        #expect(near(image.pixel(x: 20, y: 50), RGBA8(255, 255, 255, 128), 1))
    }

    @Test("A layer is composited through the clip in effect at beginLayer; saves left open inside it close with it")
    func layerClip() throws {
        let image = try raster([
            .save, .clip(rect(0, 0, 50, 100), .nonZero), .beginLayer, .save, .setTransform(AffineTransform(translationX: 1000, y: 0)),
            .endLayer, .beginLayer, fill(rect(0, 0, 100, 100), .black), .endLayer, .restore,
            fill(rect(90, 0, 10, 10), .black),
        ])
        #expect(image.pixel(x: 25, y: 50) == black)
        #expect(image.pixel(x: 75, y: 50) == clear)
        #expect(image.pixel(x: 95, y: 5) == black)
    }

    @Test("A shadow without blur is the shape in the shadow colour, offset, under the shape")
    func hardShadow() throws {
        let image = try raster([
            .addFilter(.shadow(color: Color(red: 1, green: 0, blue: 0), radius: 0, x: 10, y: 10)),
            fill(rect(20, 20, 30, 30), .black),
        ])
        #expect(image.pixel(x: 30, y: 30) == black)
        #expect(image.pixel(x: 55, y: 55) == RGBA8(255, 0, 0))
        #expect(image.pixel(x: 25, y: 55) == clear)
    }

    @Test("A blur spreads an edge over about ±3σ and keeps the total ink; its middle is half")
    func blur() throws {
        let sigma = 4.0
        let image = try raster([.addFilter(.blur(radius: sigma)), fill(rect(30, 0, 40, 100), .black)])
        let row = (0..<100).map { Int(image.pixel(x: $0, y: 50).alpha) }
        #expect(row[30 - Int(3 * sigma) - 2] == 0)
        #expect(row[50] == 255)
        #expect(abs(row[29] + row[30] - 255) <= 8, "\(row[25...35])")
        // Blur conserves ink: the alpha sum stays 40 × 255 within rounding.
        let ink: Int = row.reduce(0, +)
        let expected: Int = 40 * 255
        #expect(abs(ink - expected) <= 191, "\(ink)")
    }

    @Test("Filter sizes are viewport points: at scale 2 a shadow offset of 10 is 20 pixels")
    func filterScale() throws {
        let image = try raster([
            .addFilter(.shadow(color: .black, radius: 0, x: 10, y: 0)), fill(rect(0, 0, 10, 10), Color(red: 0, green: 0, blue: 1)),
        ], width: 50, height: 20, scale: 2)
        #expect(image.pixel(x: 25, y: 5) == black)
        #expect(image.pixel(x: 41, y: 5) == clear)
    }

    @Test("The opacity applies after the filters; resetFilters stops them")
    func filterOpacity() throws {
        let image = try raster([
            .setOpacity(0.5), .addFilter(.shadow(color: .black, radius: 0, x: 20, y: 0)),
            fill(rect(0, 0, 30, 10), .black), .resetFilters, fill(rect(0, 50, 30, 10), .black),
        ])
        // Shape and shadow overlap at x 20…30: one layer of black at 0.5, not 0.75.
        #expect(near(image.pixel(x: 25, y: 5), RGBA8(0, 0, 0, 128), 1))
        #expect(near(image.pixel(x: 45, y: 5), RGBA8(0, 0, 0, 128), 1))
        #expect(image.pixel(x: 45, y: 55) == clear)
    }
}
