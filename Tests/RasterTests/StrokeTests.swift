import Drawing
import Geometry
import Raster
import Testing

@Suite("Raster: strokes")
struct StrokeTests {
    private func line(_ from: Point, _ to: Point) -> Path {
        Path { p in
            p.move(to: from)
            p.addLine(to: to)
        }
    }

    @Test("A stroke of width w covers w/2 either side of the path", arguments: [2.0, 4.0, 10.0])
    func width(w: Double) throws {
        let image = try raster([.stroke(line(Point(x: 10, y: 50), Point(x: 90, y: 50)), .color(.black), StrokeStyle(lineWidth: w))])
        let half = Int(w / 2)
        #expect(image.pixel(x: 50, y: 50 - half) == black)
        #expect(image.pixel(x: 50, y: 50 + half - 1) == black)
        #expect(image.pixel(x: 50, y: 50 - half - 1) == clear)
        #expect(image.pixel(x: 50, y: 50 + half) == clear)
    }

    @Test("A stroke of width 0 draws nothing (canvas ignores it)")
    func zeroWidth() throws {
        let image = try raster([.stroke(line(Point(x: 10, y: 50), Point(x: 90, y: 50)), .color(.black), StrokeStyle(lineWidth: 0))])
        #expect(image.bytes.allSatisfy { $0 == 0 })
    }

    @Test("Caps: butt ends at the end point, square and round reach w/2 beyond it")
    func caps() throws {
        func end(_ cap: StrokeStyle.LineCap) throws -> RGBA8 {
            try raster([.stroke(line(Point(x: 20, y: 50), Point(x: 60, y: 50)), .color(.black), StrokeStyle(lineWidth: 10, lineCap: cap))])
                .pixel(x: 62, y: 50)
        }
        #expect(try end(.butt) == clear)
        #expect(try end(.square) == black)
        #expect(try end(.round) == black)
    }

    @Test("Joins at a right angle: miter fills the outer corner, bevel and round cut it")
    func joins() throws {
        func corner(_ join: StrokeStyle.LineJoin) throws -> RGBA8 {
            let path = Path { p in
                p.move(to: Point(x: 20, y: 80))
                p.addLine(to: Point(x: 20, y: 20))
                p.addLine(to: Point(x: 80, y: 20))
            }
            // Outer corner of the miter: (10, 10); look just inside it.
            return try raster([.stroke(path, .color(.black), StrokeStyle(lineWidth: 20, lineJoin: join))]).pixel(x: 11, y: 11)
        }
        #expect(try corner(.miter) == black)
        #expect(try corner(.bevel) == clear)
        #expect(try corner(.round) == clear)
    }

    @Test("The miter limit turns a sharp miter into a bevel")
    func miterLimit() throws {
        // A 20° spike: miter length / width = 1 / sin(10°) ≈ 5.76.
        let path = Path { p in
            p.move(to: Point(x: 10, y: 40))
            p.addLine(to: Point(x: 90, y: 50))
            p.addLine(to: Point(x: 10, y: 60))
        }
        let tip = { (limit: Double) throws -> RGBA8 in
            try raster([.stroke(path, .color(.black), StrokeStyle(lineWidth: 4, miterLimit: limit))]).pixel(x: 97, y: 50)
        }
        #expect(try tip(10) == black)
        #expect(try tip(4) == clear)
    }

    @Test("Dashes alternate on and off from the dash phase")
    func dashes() throws {
        let path = line(Point(x: 0, y: 50), Point(x: 100, y: 50))
        let plain = try raster([.stroke(path, .color(.black), StrokeStyle(lineWidth: 4, dash: [10, 10]))])
        #expect(plain.pixel(x: 5, y: 50) == black)
        #expect(plain.pixel(x: 15, y: 50) == clear)
        #expect(plain.pixel(x: 25, y: 50) == black)
        let shifted = try raster([.stroke(path, .color(.black), StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 10))])
        #expect(shifted.pixel(x: 5, y: 50) == clear)
        #expect(shifted.pixel(x: 15, y: 50) == black)
        // An odd list repeats (canvas setLineDash): [10] is 10 on, 10 off.
        let odd = try raster([.stroke(path, .color(.black), StrokeStyle(lineWidth: 4, dash: [10]))])
        #expect(odd.pixel(x: 15, y: 50) == clear && odd.pixel(x: 25, y: 50) == black)
        // All-zero dashes are ignored, as by the page's canvas: a solid line.
        let zero = try raster([.stroke(path, .color(.black), StrokeStyle(lineWidth: 4, dash: [0, 0]))])
        #expect(zero.pixel(x: 15, y: 50) == black)
    }
}
