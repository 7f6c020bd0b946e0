import Drawing
import Foundation
import Geometry
import Raster
import Testing

@Suite("Raster: gradients")
struct GradientTests {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)
    private var redToBlue: Gradient { Gradient(colors: [red, blue]) }

    /// Red → blue at fraction t, per channel in gamma-encoded sRGB.
    private func mix(_ t: Double) -> RGBA8 {
        RGBA8(UInt8((255 * (1 - t)).rounded()), 0, UInt8((255 * t).rounded()))
    }

    @Test("Linear: interpolated along the axis, padded beyond its ends")
    func linear() throws {
        let image = try raster([.fill(rect(0, 0, 100, 10), .linearGradient(redToBlue, startPoint: Point(x: 20, y: 0), endPoint: Point(x: 80, y: 0)), .nonZero)])
        #expect(image.pixel(x: 5, y: 5) == mix(0))
        #expect(image.pixel(x: 95, y: 5) == mix(1))
        // Pixel 49's centre is at 49.5: t = 29.5 / 60.
        #expect(near(image.pixel(x: 49, y: 5), mix(29.5 / 60), 1))
        #expect(near(image.pixel(x: 34, y: 5), mix(14.5 / 60), 1))
    }

    @Test("Radial: from the start radius to the end radius around the centre")
    func radial() throws {
        let image = try raster([.fill(rect(0, 0, 100, 100), .radialGradient(redToBlue, center: Point(x: 50, y: 50), startRadius: 10, endRadius: 40), .nonZero)])
        #expect(image.pixel(x: 50, y: 50) == mix(0))  // inside the start radius: the first colour
        #expect(image.pixel(x: 2, y: 2) == mix(1))
        // Pixel (74, 50): centre at distance 24.5 → t = 14.5 / 30.
        #expect(near(image.pixel(x: 74, y: 50), mix(14.5 / 30), 1))
    }

    @Test("Gradients that paint nothing on canvas paint nothing: no stops, equal end points, equal radii")
    func degenerate() throws {
        let image = try raster([
            .fill(rect(0, 0, 100, 100), .linearGradient(Gradient(stops: []), startPoint: .zero, endPoint: Point(x: 1, y: 0)), .nonZero),
            .fill(rect(0, 0, 100, 100), .linearGradient(redToBlue, startPoint: Point(x: 5, y: 5), endPoint: Point(x: 5, y: 5)), .nonZero),
            .fill(rect(0, 0, 100, 100), .radialGradient(redToBlue, center: Point(x: 5, y: 5), startRadius: 3, endRadius: 3), .nonZero),
        ])
        #expect(image.bytes.allSatisfy { $0 == 0 })
    }

    /// The colour of a 200-point conic-filled square at `degrees` (clockwise on screen from +x),
    /// 80 points from the centre.
    private func conic(_ gradient: Gradient, start: Double, at degrees: Double) throws -> RGBA8 {
        let image = try raster([.fill(rect(0, 0, 200, 200), .conicGradient(gradient, center: Point(x: 100, y: 100), angle: .degrees(start)), .nonZero)], width: 200, height: 200)
        let a = degrees * .pi / 180
        return image.pixel(x: Int(100 + 80 * cos(a)), y: Int(100 + 80 * sin(a)))
    }

    @Test("Conic: location = angle from the start, clockwise on screen, over 360°",
          arguments: [(0.0, 0.0), (0.0, 90.0), (0.0, 180.0), (0.0, 270.0), (90.0, 180.0), (90.0, 45.0), (-45.0, 0.0)])
    func conicAngles(start: Double, at degrees: Double) throws {
        var t = (degrees - start).truncatingRemainder(dividingBy: 360) / 360
        if t < 0 { t += 1 }
        // 2° past the angle (≈ 3 pixels off the 0/1 seam, which is only pixel-exact in the
        // browser); a pixel 80 points out spans ±0.5° (0.35 of a channel step).
        let p = try conic(redToBlue, start: start, at: degrees + 2)
        #expect(near(p, mix(t + 2 / 360), 2), "start \(start)° at \(degrees)°: \(p) vs \(mix(t))")
    }

    @Test("Conic: hard stops stay hard (two halves)")
    func conicHardStops() throws {
        let g = Gradient(stops: [.init(color: red, location: 0), .init(color: red, location: 0.5), .init(color: blue, location: 0.5), .init(color: blue, location: 1)])
        #expect(try conic(g, start: 0, at: 88) == mix(0))
        #expect(try conic(g, start: 0, at: 178) == mix(0))
        #expect(try conic(g, start: 0, at: 183) == mix(1))
        #expect(try conic(g, start: 0, at: 300) == mix(1))
    }

    @Test("Gradients on strokes and text follow the same rules")
    func strokeGradient() throws {
        let path = Path { p in
            p.move(to: Point(x: 0, y: 50))
            p.addLine(to: Point(x: 100, y: 50))
        }
        let image = try raster([.stroke(path, .linearGradient(redToBlue, startPoint: .zero, endPoint: Point(x: 100, y: 0)), StrokeStyle(lineWidth: 6))])
        #expect(near(image.pixel(x: 49, y: 50), mix(0.495), 1))
        #expect(image.pixel(x: 49, y: 40) == clear)
    }
}
