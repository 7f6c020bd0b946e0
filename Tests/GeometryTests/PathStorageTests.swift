import Geometry
import Testing

/// A path stores its elements compactly (points, then a code per element) and grows its room for
/// points and for elements separately: what comes back out is exactly what went in, whichever
/// room runs out first, and equality does not depend on how much room a path has.
@Suite("Path storage")
struct PathStorageTests {
    /// `count` elements cycling through every kind (moves, lines, quadratic and cubic curves,
    /// closes), with distinct coordinates, as the elements a built path holds.
    static func mixedElements(_ count: Int) -> [Path.Element] {
        (0..<count).map { i in
            let a = Double(i), p = Point(x: a, y: -a)
            switch i % 5 {
            case 0: return .move(to: p)
            case 1: return .line(to: p)
            case 2: return .quadCurve(to: p, control: Point(x: a + 0.5, y: a))
            case 3: return .curve(to: p, control1: Point(x: a + 0.25, y: 1), control2: Point(x: a + 0.75, y: 2))
            default: return .closeSubpath
            }
        }
    }

    @Test("every element kind comes back exactly, in order, through elements and forEach",
          arguments: [0, 1, 4, 5, 8, 9, 16, 33, 200])
    func roundTrip(count: Int) {
        let elements = PathStorageTests.mixedElements(count)
        let path = Path(elements: elements)
        #expect(path.elements == elements)
        var seen: [Path.Element] = []
        path.forEach { seen.append($0) }
        #expect(seen == elements)
    }

    @Test("points run out before elements: a few cubic curves (3 points each)")
    func pointsRunOutFirst() {
        var p = Path()
        p.move(to: .zero)
        var expected: [Path.Element] = [.move(to: .zero)]
        for i in 1...12 {
            let c1 = Point(x: Double(i), y: 1), c2 = Point(x: Double(i), y: 2), end = Point(x: Double(i), y: 3)
            p.addCurve(to: end, control1: c1, control2: c2)
            expected.append(.curve(to: end, control1: c1, control2: c2))
        }
        #expect(p.elements == expected)
        #expect(p.currentPoint == Point(x: 12, y: 3))
    }

    @Test("elements run out before points: closes carry none")
    func elementsRunOutFirst() {
        var p = Path()
        var expected: [Path.Element] = []
        for i in 0..<20 {
            let a = Point(x: Double(i), y: 0), b = Point(x: Double(i), y: 1)
            p.move(to: a)
            p.addLine(to: b)
            p.closeSubpath()
            expected += [.move(to: a), .line(to: b), .closeSubpath]
        }
        #expect(p.elements == expected)
        #expect(p.currentPoint == Point(x: 19, y: 0))
        #expect(p.boundingRect == Rect(x: 0, y: 0, width: 19, height: 1))
    }

    @Test("paths with equal elements are equal and hash equally whatever their room and history")
    func equalityIgnoresCapacity() {
        let elements = PathStorageTests.mixedElements(23)
        let built = Path(elements: elements)
        // `applying` sizes its storage exactly; a copy grown and a path grown one element at a
        // time have other room.
        let exact = built.applying(AffineTransform(translationX: 0, y: 0)).applying(AffineTransform(scaleX: 1, y: 1))
        var grown = Path(elements: elements.prefix(3))
        for e in elements.dropFirst(3) { grown.append(e) }
        for other in [exact, grown, Path(elements: built.elements)] {
            #expect(other == built)
            #expect(other.hashValue == built.hashValue)
        }
        var longer = built
        longer.addLine(to: .zero)
        #expect(longer != built)
        #expect(Path(elements: elements.dropLast()) != built)
    }

    @Test("equality compares coordinates as numbers: −0 equals 0, NaN equals nothing")
    func equalityOfCoordinates() {
        let zero = Path { $0.move(to: Point(x: 0, y: 0)); $0.addLine(to: Point(x: 1, y: 0)) }
        let negativeZero = Path { $0.move(to: Point(x: -0.0, y: 0)); $0.addLine(to: Point(x: 1, y: -0.0)) }
        #expect(zero == negativeZero)
        let nan = Path { $0.move(to: Point(x: .nan, y: 0)); $0.addLine(to: Point(x: 1, y: 0)) }
        let nanCopy = nan
        #expect(nan == nanCopy)  // one storage: a copy is the same path
        #expect(nan != Path(elements: nan.elements))
        // Same points, other kinds: a line is not a move.
        #expect(Path(elements: [.move(to: .zero), .line(to: Point(x: 1, y: 1))])
            != Path(elements: [.move(to: .zero), .move(to: Point(x: 1, y: 1))]))
    }

    @Test("applying to a path of every kind maps each point and keeps the kinds")
    func applyingKeepsKinds() {
        // 14 elements: the last is a curve, so an appended line follows it directly.
        let elements = PathStorageTests.mixedElements(14)
        let moved = Path(elements: elements).applying(AffineTransform(translationX: 10, y: 20))
        let expected = elements.map { e -> Path.Element in
            func m(_ p: Point) -> Point { Point(x: p.x + 10, y: p.y + 20) }
            switch e {
            case .move(let p): return .move(to: m(p))
            case .line(let p): return .line(to: m(p))
            case .quadCurve(let p, let c): return .quadCurve(to: m(p), control: m(c))
            case .curve(let p, let c1, let c2): return .curve(to: m(p), control1: m(c1), control2: m(c2))
            case .closeSubpath: return .closeSubpath
            }
        }
        #expect(moved.elements == expected)
        // Appending to the exactly-sized result grows it.
        var grown = moved
        grown.addLine(to: .zero)
        #expect(grown.elements == expected + [.line(to: .zero)])
        #expect(moved.elements == expected)
    }
}
