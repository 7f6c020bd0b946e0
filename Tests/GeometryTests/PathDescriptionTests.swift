import Geometry
import Testing

@Suite("Path text form")
struct PathDescriptionTests {
    @Test("a square prints in SwiftUI's operator form")
    func square() {
        #expect(Path(Rect(x: 0, y: 0, width: 10, height: 10)).description == "0 0 m 10 0 l 10 10 l 0 10 l h")
        #expect(Path().description == "")
    }

    @Test("curves print their control points before the end point")
    func curves() {
        let p = Path {
            $0.move(to: Point(x: 0, y: 0.5))
            $0.addQuadCurve(to: Point(x: 2, y: 0), control: Point(x: 1, y: 1))
            $0.addCurve(to: Point(x: 6, y: 0), control1: Point(x: 3, y: 1), control2: Point(x: -0.0, y: 5))
        }
        #expect(p.description == "0 0.5 m 1 1 2 0 q 3 1 0 5 6 0 c")
    }

    @Test("the text reads back to an equal path", arguments: [
        Path(roundedRect: Rect(x: 0.1, y: 0.2, width: 30.3, height: 10.7), cornerRadius: 3.3),
        Path(ellipseIn: Rect(x: -1e-7, y: 1e12, width: 1.0 / 3, height: 2)),
        seatGlyph(sigma: 2),
        Path { $0.move(to: .zero); $0.addLine(to: Point(x: 1, y: 1)); $0.closeSubpath(); $0.addLine(to: Point(x: 2, y: 0)) },
    ])
    func roundTrip(path: Path) throws {
        let back = try #require(Path(path.description))
        #expect(back == path)
    }

    @Test("description(fractionDigits:) rounds for stable snapshots")
    func fixedDigits() {
        let p = Path { $0.move(to: Point(x: 0.1 + 0.2, y: -0.0004)); $0.addLine(to: Point(x: 2.5, y: 1.23456)) }
        #expect(p.description == "0.30000000000000004 -0.0004 m 2.5 1.23456 l")
        #expect(p.description(fractionDigits: 3) == "0.3 0 m 2.5 1.235 l")
        #expect(p.description(fractionDigits: 0) == "0 0 m 3 1 l")
        #expect(p.description(fractionDigits: -4) == p.description(fractionDigits: 0))
    }

    @Test("non-finite numbers print as nan/inf")
    func nonFinite() {
        let p = Path { $0.move(to: Point(x: .nan, y: -.infinity)) }
        #expect(p.description == "nan -inf m")
        #expect(p.description(fractionDigits: 2) == "nan -inf m")
    }

    @Test("parsing accepts re and any whitespace")
    func parsing() {
        #expect(Path("1 2 3 4 re") == Path(Rect(x: 1, y: 2, width: 3, height: 4)))
        #expect(Path("0 0 m\n10 0 l\th") == Path { $0.move(to: .zero); $0.addLine(to: Point(x: 10, y: 0)); $0.closeSubpath() })
        #expect(Path("") == Path())
    }

    @Test("malformed text gives nil", arguments: ["0 m", "0 0 0 l", "1 2 x", "1 2", "h 1", "0 0 m 1 2 3 c", "abc"])
    func malformed(text: String) {
        #expect(Path(text) == nil)
    }
}
