import Geometry
import Testing

@Suite("Path building")
struct PathBuildingTests {
    @Test("addRect starts at the top-left corner and runs clockwise on screen")
    func rectOrder() {
        let p = Path(Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(p.elements == [
            .move(to: Point(x: 10, y: 20)), .line(to: Point(x: 40, y: 20)),
            .line(to: Point(x: 40, y: 60)), .line(to: Point(x: 10, y: 60)), .closeSubpath,
        ])
        #expect(p.currentPoint == Point(x: 10, y: 20))
    }

    @Test("a segment without a current point starts a sub-path instead")
    func segmentWithoutCurrentPoint() {
        var p = Path()
        p.addLine(to: Point(x: 1, y: 2))
        p.addCurve(to: Point(x: 5, y: 5), control1: Point(x: 2, y: 2), control2: Point(x: 3, y: 3))
        #expect(p.elements.first == .move(to: Point(x: 1, y: 2)))
        #expect(p.elements.count == 2)
    }

    @Test("a segment after a close first moves to the closed sub-path's start")
    func implicitMoveAfterClose() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: 10, y: 0))
        p.closeSubpath()
        p.addLine(to: Point(x: 0, y: 10))
        #expect(p.elements == [
            .move(to: .zero), .line(to: Point(x: 10, y: 0)), .closeSubpath,
            .move(to: .zero), .line(to: Point(x: 0, y: 10)),
        ])
    }

    @Test("closeSubpath twice, or on an empty path, adds nothing")
    func closeIsIdempotent() {
        var p = Path()
        p.closeSubpath()
        #expect(p.isEmpty)
        p.move(to: .zero)
        p.addLine(to: Point(x: 1, y: 1))
        p.closeSubpath()
        p.closeSubpath()
        #expect(p.elements.count == 3)
    }

    @Test("Path(elements:) replays into the same normal form as building")
    func replay() {
        let built = Path { p in
            p.addEllipse(in: Rect(x: 0, y: 0, width: 10, height: 20))
            p.addLines([Point(x: 1, y: 1), Point(x: 2, y: 3)])
        }
        #expect(Path(elements: built.elements) == built)
        #expect(Path(elements: built.elements).boundingRect == built.boundingRect)
    }

    @Test("applying maps every point, control points included; identity returns the path")
    func applying() {
        let p = Path { $0.move(to: .zero); $0.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 5)) }
        let t = p.applying(AffineTransform(translationX: 1, y: 2))
        #expect(t.elements == [.move(to: Point(x: 1, y: 2)), .quadCurve(to: Point(x: 11, y: 2), control: Point(x: 6, y: 7))])
        #expect(p.applying(.identity) == p)
        #expect(p.offsetBy(dx: 1, dy: 2) == t)
    }

    @Test("addPath appends a transformed copy as new sub-paths")
    func addPath() {
        var p = Path(Rect(x: 0, y: 0, width: 1, height: 1))
        p.addPath(Path(Rect(x: 0, y: 0, width: 1, height: 1)), transform: AffineTransform(translationX: 5, y: 0))
        #expect(p.elements.count == 10)
        #expect(p.elements[5] == .move(to: Point(x: 5, y: 0)))
        #expect(p.boundingRect == Rect(x: 0, y: 0, width: 6, height: 1))
    }

    @Test("equality and hashing compare elements")
    func equality() {
        let a = Path(Rect(x: 0, y: 0, width: 1, height: 1))
        let b = Path(elements: a.elements)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        #expect(a != Path(Rect(x: 0, y: 0, width: 1, height: 2)))
    }

    @Test("forEach visits the elements in order")
    func forEach() {
        var seen: [Path.Element] = []
        let p = Path(Rect(x: 0, y: 0, width: 1, height: 1))
        p.forEach { seen.append($0) }
        #expect(seen == p.elements)
    }

    @Test("addRects adds one closed sub-path per rect; the null rect adds nothing")
    func addRects() {
        var p = Path()
        p.addRects([Rect(x: 0, y: 0, width: 1, height: 1), .null, Rect(x: 2, y: 2, width: 1, height: 1)])
        #expect(p.elements.count == 10)
    }
}
