import Geometry
import Testing
import ZoetropeTestSupport
@testable import Seating
@testable import Stage

/// The chart transform (seating.md §2), §13 check 8 and the round-trip law.
@Suite("Chart transform")
struct TransformTests {
    static let rest = ChartTransform(boxOrigin: Point(x: 90, y: 90), pan: .zero, pivot: Point(x: 360, y: 360),
                                     scale: 1.25, angle: .pi / 2)

    @Test("check 8 and §2.5: the resting matrix, forward and inverse of chart (345, 104)")
    func rest() {
        let m = Self.rest.matrix
        for (v, e) in zip([m.a, m.b, m.c, m.d, m.tx, m.ty], [0, 1.25, -1.25, 0, 900, 0]) { expectClose(v, e, 1e-3) }
        expectClose(Self.rest.chartToCanvas(Point(x: 345, y: 104)), Point(x: 770, y: 431.25), 1e-3)
        expectClose(Self.rest.canvasToChart(Point(x: 770, y: 431.25)), Point(x: 345, y: 104), 1e-3)
        #expect(reference.tribune(at: Point(x: 345, y: 104))?.id.description == "S0-top-5")
        // The matrix is the map: the same point through both.
        expectClose(Point(x: 345, y: 104).applying(m), Point(x: 770, y: 431.25), 1e-9)
        // §2.5's closed forms.
        for p in [Point(x: 0, y: 0), Point(x: 720, y: 83.0769), Point(x: 12.5, y: 600)] {
            expectClose(Self.rest.chartToCanvas(p), Point(x: 450 - 1.25 * (p.y - 360), y: 450 + 1.25 * (p.x - 360)), 1e-9)
        }
        // The outer sector occupies canvas x ∈ [103.85, 796.15] and y ∈ [0, 900].
        let outer = reference.sectors[0].outline.applying(m).boundingRect
        expectClose(outer, Rect(x: 103.85, y: 0, width: 796.15 - 103.85, height: 900), 1e-2)
    }

    @Test("the chart box: L = min(vw, vh) / 1.25, centred")
    func chartBox() {
        expectClose(ChartTransform.chartBox(viewport: Size(width: 900, height: 900)), Rect(x: 90, y: 90, width: 720, height: 720), 1e-12)
        expectClose(ChartTransform.chartBox(viewport: Size(width: 1600, height: 1000)), Rect(x: 400, y: 100, width: 800, height: 800), 1e-12)
        expectClose(ChartTransform.chartBox(viewport: Size(width: 1, height: 1)), Rect(x: 0.1, y: 0.1, width: 0.8, height: 0.8), 1e-12)
        expectClose(ChartTransform.chartBox(viewport: Size(width: .nan, height: 10)), Rect(x: 0, y: 5, width: 0, height: 0), 1e-12)
    }

    @Test("law: canvas → chart → canvas is the identity under any pan, zoom, pivot and rotation")
    func roundTrip() {
        var random = SplitMix64(seed: 12)
        func uniform(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * random.nextUnit() }
        for _ in 0..<2000 {
            let t = ChartTransform(boxOrigin: Point(x: uniform(-100, 500), y: uniform(-100, 500)),
                                   pan: Vector(dx: uniform(-3000, 3000), dy: uniform(-3000, 3000)),
                                   pivot: Point(x: uniform(0, 720), y: uniform(0, 720)),
                                   scale: uniform(0.5, 60), angle: uniform(-40, 40))
            let q = Point(x: uniform(-2000, 3000), y: uniform(-2000, 3000))
            let back = t.chartToCanvas(t.canvasToChart(q))
            expectClose(back, q, 1e-9 * max(1, abs(q.x), abs(q.y), abs(t.pan.dx), abs(t.pan.dy)) * t.scale * 10)
            let p = Point(x: uniform(-100, 800), y: uniform(-100, 800))
            expectClose(t.canvasToChart(t.chartToCanvas(p)), p, 1e-8)
            // The matrix agrees with the forward map.
            expectClose(p.applying(t.matrix), t.chartToCanvas(p), 1e-7)
        }
    }

    @Test("the pivot is a fixed point of scale and rotation; the pan moves the picture in screen axes")
    func pivotAndPan() {
        var t = Self.rest
        t.pivot = Point(x: 345, y: 104)
        for s in [0.5, 1.25, 25, 60] {
            for a in [0, 0.3, .pi / 2, -7.0] {
                t.scale = s
                t.angle = a
                expectClose(t.chartToCanvas(t.pivot), Point(x: 435, y: 194), 1e-9)
            }
        }
        let before = t.chartToCanvas(Point(x: 10, y: 20))
        t.pan = Vector(dx: 30, dy: -5)
        expectClose(t.chartToCanvas(Point(x: 10, y: 20)), Point(x: before.x + 30, y: before.y - 5), 1e-9)
    }
}
