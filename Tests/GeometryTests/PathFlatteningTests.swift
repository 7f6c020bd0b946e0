import Geometry
import Testing
import ZoetropeTestSupport

@Suite("Path flattening")
struct PathFlatteningTests {
    static let shape = Path {
        $0.move(to: .zero)
        $0.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 10, y: 80), control2: Point(x: 120, y: 60))
        $0.addQuadCurve(to: Point(x: 50, y: -50), control: Point(x: 140, y: -60))
        $0.closeSubpath()
        $0.addEllipse(in: Rect(x: 200, y: 0, width: 60, height: 30))
    }

    @Test("a flattened path has only moves, lines and closes, with the same end points")
    func onlyLines() {
        let f = Self.shape.flattened(tolerance: 0.1)
        #expect(f.elements.allSatisfy {
            switch $0 { case .quadCurve, .curve: false; default: true }
        })
        #expect(f.elements.filter { $0 == .closeSubpath }.count == 2)
        #expect(f.currentPoint == Self.shape.currentPoint)
        #expect(f.elements.contains(.line(to: Point(x: 100, y: 0))))
        #expect(f.elements.contains(.line(to: Point(x: 50, y: -50))))
    }

    @Test("every point of the curves lies within the tolerance of the lines", arguments: [1.0, 0.25, 0.01])
    func withinTolerance(tolerance: Double) {
        let f = Self.shape.flattened(tolerance: tolerance)
        let lines = sampledSegments(f, stepsPerCurve: 1)
        for (a, _) in sampledSegments(Self.shape, stepsPerCurve: 300) {
            let d = lines.map { a.distance(toSegment: $0) }.min()!
            #expect(d <= tolerance * 1.0001, "\(a) is \(d) away")
        }
    }

    @Test("a finer tolerance gives more lines and a length closer to the curve's")
    func convergence() {
        let coarse = Self.shape.flattened(tolerance: 1), fine = Self.shape.flattened(tolerance: 0.001)
        #expect(fine.elements.count > coarse.elements.count)
        expectClose(fine.length, Self.shape.length, 1e-2)
        #expect(abs(fine.length - Self.shape.length) < abs(coarse.length - Self.shape.length))
    }

    @Test("bad tolerances use the default; tiny ones are capped in subdivisions", arguments: [0.0, -1, .nan, .infinity])
    func badTolerance(tolerance: Double) {
        #expect(Self.shape.flattened(tolerance: tolerance) == Self.shape.flattened())
    }

    @Test("a microscopic tolerance stays bounded")
    func capped() {
        let f = Self.shape.flattened(tolerance: 1e-300)
        #expect(f.elements.count <= 4 * 6 * Path.maximumFlatteningSubdivisions)
        #expect(allFinite(f))
    }

    @Test("lines-only paths flatten to themselves; empty stays empty")
    func identity() {
        let r = Path(Rect(x: 0, y: 0, width: 5, height: 5))
        #expect(r.flattened() == r)
        #expect(Path().flattened().isEmpty)
    }
}
