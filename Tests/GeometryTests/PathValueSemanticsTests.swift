import Geometry
import Testing

/// A `Path` is a value even though its elements live in shared copy-on-write storage: changing
/// one copy never shows through another, whatever the storage's capacity or sharing.
@Suite("Path value semantics")
struct PathValueSemanticsTests {
    /// A path of `count` elements (a move, then lines along a zig-zag), built afresh.
    static func zigzag(_ count: Int, offset: Double = 0) -> Path {
        Path { p in
            p.move(to: Point(x: offset, y: 0))
            for i in 1..<max(count, 1) { p.addLine(to: Point(x: offset + Double(i), y: Double(i % 2))) }
        }
    }

    /// The elements `zigzag(count, offset:)` has, written out independently.
    static func zigzagElements(_ count: Int, offset: Double = 0) -> [Path.Element] {
        [.move(to: Point(x: offset, y: 0))]
            + (1..<max(count, 1)).map { .line(to: Point(x: offset + Double($0), y: Double($0 % 2))) }
    }

    @Test("mutating a copy leaves the original's elements, bounds and current point alone")
    func copyThenMutate() {
        let original = Path(Rect(x: 0, y: 0, width: 10, height: 10))
        var copy = original
        copy.addLine(to: Point(x: 50, y: 60))
        #expect(original.elements == [
            .move(to: .zero), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)),
            .line(to: Point(x: 0, y: 10)), .closeSubpath,
        ])
        #expect(original.boundingRect == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(original.currentPoint == .zero)
        #expect(copy.elements.count == 7)  // the implicit move after the close, then the line
        #expect(copy.boundingRect == Rect(x: 0, y: 0, width: 50, height: 60))
        #expect(copy.currentPoint == Point(x: 50, y: 60))
        #expect(copy != original)
    }

    @Test("mutating the original leaves an earlier copy alone")
    func mutateOriginalAfterCopy() {
        var original = PathValueSemanticsTests.zigzag(3)
        let copy = original
        original.closeSubpath()
        original.move(to: Point(x: -5, y: -5))
        #expect(copy.elements == PathValueSemanticsTests.zigzagElements(3))
        #expect(copy.currentPoint == Point(x: 2, y: 0))
        #expect(original.elements == PathValueSemanticsTests.zigzagElements(3) + [.closeSubpath, .move(to: Point(x: -5, y: -5))])
    }

    @Test("two copies grown past their shared capacity each keep only their own elements", arguments: [1, 4, 7, 8, 9, 16, 17])
    func growthInSharedCopies(count: Int) {
        // Around the first allocation's room (8 elements) and its doublings.
        let base = PathValueSemanticsTests.zigzag(count)
        var a = base
        var b = base
        for i in 0..<40 {
            a.addLine(to: Point(x: 100 + Double(i), y: 1))
            b.addQuadCurve(to: Point(x: -100 - Double(i), y: 2), control: Point(x: 0, y: -3))
        }
        let prefix = PathValueSemanticsTests.zigzagElements(count)
        #expect(base.elements == prefix)
        #expect(a.elements == prefix + (0..<40).map { .line(to: Point(x: 100 + Double($0), y: 1)) })
        #expect(
            b.elements
                == prefix + (0..<40).map { .quadCurve(to: Point(x: -100 - Double($0), y: 2), control: Point(x: 0, y: -3)) })
        #expect(base.boundingRect == Path(elements: prefix).boundingRect)
        #expect(a == Path(elements: a.elements))
        #expect(b == Path(elements: b.elements))
    }

    @Test("copies of an empty path are independent (empty paths share one storage)")
    func emptyPathsAreIndependent() {
        var a = Path()
        let b = Path()
        var c = a
        a.move(to: Point(x: 1, y: 1))
        c.addLine(to: Point(x: 2, y: 2))
        #expect(b.isEmpty)
        #expect(Path().isEmpty)
        #expect(a.elements == [.move(to: Point(x: 1, y: 1))])
        #expect(c.elements == [.move(to: Point(x: 2, y: 2))])
    }

    @Test("addPath(self) appends the path's own elements once, as they were before the call")
    func addPathSelf() {
        var p = PathValueSemanticsTests.zigzag(5)
        p.closeSubpath()
        let before = p.elements
        p.addPath(p)
        #expect(p.elements == before + before)
        #expect(p.boundingRect == Path(elements: before).boundingRect)

        // Full storage (8 elements, the first allocation's room), then with a transform.
        var q = PathValueSemanticsTests.zigzag(8)
        let copy = q
        q.addPath(q, transform: AffineTransform(translationX: 100, y: 0))
        #expect(q.elements == PathValueSemanticsTests.zigzagElements(8) + PathValueSemanticsTests.zigzagElements(8, offset: 100))
        #expect(copy.elements == PathValueSemanticsTests.zigzagElements(8))
    }

    @Test("a path added to itself repeatedly doubles each time")
    func addPathSelfRepeatedly() {
        var p = Path(Rect(x: 0, y: 0, width: 1, height: 1))
        for _ in 0..<6 { p.addPath(p) }
        #expect(p.elements.count == 5 << 6)
        #expect(p.elements == Array(repeating: Path(Rect(x: 0, y: 0, width: 1, height: 1)).elements, count: 64).flatMap { $0 })
    }

    @Test("applying, offsetBy and elements never change the path they read")
    func readersDoNotMutate() {
        let p = PathValueSemanticsTests.zigzag(9)
        _ = p.applying(AffineTransform(scaleX: 2, y: 3))
        _ = p.offsetBy(dx: 1, dy: 1)
        var e = p.elements
        e[0] = .move(to: Point(x: 99, y: 99))
        #expect(p.elements == PathValueSemanticsTests.zigzagElements(9))
    }

    @Test("equal paths hash equally, and a mutated copy stops being equal")
    func equalityAfterCopy() {
        let a = PathValueSemanticsTests.zigzag(6)
        var b = a
        #expect(a == b && a.hashValue == b.hashValue)
        b.addLine(to: Point(x: 0, y: 0))
        #expect(a != b)
        var c = b
        c = a
        #expect(c == a && c.hashValue == a.hashValue)
    }

    @Test("copies mutated on concurrent tasks each end with their own elements")
    func concurrentCopies() async {
        let shared = PathValueSemanticsTests.zigzag(8)
        let results = await withTaskGroup(of: (Int, Path).self) { group in
            for task in 0..<8 {
                group.addTask {
                    var p = shared
                    for i in 0..<200 { p.addLine(to: Point(x: Double(task), y: Double(i))) }
                    return (task, p)
                }
            }
            var out: [Int: Path] = [:]
            for await (task, p) in group { out[task] = p }
            return out
        }
        #expect(shared.elements == PathValueSemanticsTests.zigzagElements(8))
        for task in 0..<8 {
            let expected = PathValueSemanticsTests.zigzagElements(8) + (0..<200).map { .line(to: Point(x: Double(task), y: Double($0))) }
            #expect(results[task]?.elements == expected)
        }
    }
}
