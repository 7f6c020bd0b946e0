import Geometry
import Stage
import Testing
@testable import Honeycomb
import ZoetropeTestSupport

/// §3–§5 and checks 1–3: the spiral, the topics on it, centres, s and the clamp radius.
@Suite("Grid: spiral, topics, centres")
struct GridTests {
    /// §4's table: index → topic, (q, r), s, centre.
    static let table: [(topic: String, q: Int, r: Int, s: Int, x: Double, y: Double)] = [
        ("Politics", 0, 0, 0, 0, 0), ("Science", 1, 0, -1, 108.253, 62.5), ("Animals", 0, 1, -1, 0, 125),
        ("Plants", -1, 1, 0, -108.253, 62.5), ("Tech", -1, 0, 1, -108.253, -62.5), ("Music", 0, -1, 1, 0, -125),
        ("Sports", 1, -1, 0, 108.253, -62.5), ("Books", 2, -1, -1, 216.506, 0), ("Cooking", 2, 0, -2, 216.506, 125),
        ("Traveling", 1, 1, -2, 108.253, 187.5), ("TV-series", 0, 2, -2, 0, 250), ("Art", -1, 2, -1, -108.253, 187.5),
        ("Finance", -2, 2, 0, -216.506, 125), ("Fashion", -2, 1, 1, -216.506, 0),
    ]

    @Test("check 1: spiral(20) is the spec's sequence, distances 0, 1×6, 2×12, then 3")
    func spiral() {
        let expected = [(0, 0), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (2, -1), (2, 0), (1, 1), (0, 2),
                        (-1, 2), (-2, 2), (-2, 1), (-2, 0), (-1, -1), (0, -2), (1, -2), (2, -2), (3, -2)]
        let hexes = Hex.spiral(count: 20)
        #expect(hexes.map { [$0.q, $0.r] } == expected.map { [$0.0, $0.1] })
        let distances = hexes.map { $0.distance(to: .zero) }
        #expect(distances == [0] + Array(repeating: 1, count: 6) + Array(repeating: 2, count: 12) + [3])
        #expect(Set(hexes).count == 20)
    }

    @Test("§4 table and check 2: the initial cells carry the book's topics, s = −q − r and the centres")
    func initialCells() {
        let cells = Topics.initialCells
        #expect(cells.count == 14)
        for (cell, row) in zip(cells, Self.table) {
            #expect(cell.topic == row.topic)
            #expect(cell.hex.q == row.q && cell.hex.r == row.r && cell.hex.s == row.s, "\(row.topic)")
            #expect(cell.hex.q + cell.hex.r + cell.hex.s == 0)
            #expect(isClose(cell.centre.x, row.x, 5e-4) && isClose(cell.centre.y, row.y, 5e-4), "\(row.topic) \(cell.centre)")
            let reference = Reference.centre(q: row.q, r: row.r)
            #expect(isClose(cell.centre.x, reference.x, 1e-9) && isClose(cell.centre.y, reference.y, 1e-9))
        }
        // Books (2, −1): s = −1, where the book's q − r would give 3.
        let books = cells[7]
        #expect(books.hex.s == -1 && books.hex.q - books.hex.r == 3)
    }

    @Test("check 2: every pair of neighbours among the cells is exactly 125 apart")
    func neighbourDistance() {
        let cells = Topics.initialCells
        var pairs = 0
        for a in cells {
            for b in cells where a.hex.isNeighbour(of: b.hex) {
                pairs += 1
                #expect(isClose(a.centre.distance(to: b.centre), 125, 1e-9))
            }
        }
        #expect(pairs == 2 * 29)  // 29 adjacent pairs in the 14-cell spiral (each counted twice)
    }

    @Test("§5: a cell's identity is its topic")
    func identity() {
        let a = HexCell(hex: Hex(q: 0, r: 0), topic: "Politics")
        let b = HexCell(hex: Hex(q: 5, r: 5), topic: "Politics")
        let c = HexCell(hex: Hex(q: 0, r: 0), topic: "Science")
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != c)
    }

    @Test("check 3: with the initial 14 cells m = 0.7 × 216.506 = 151.554")
    func clampRadius() throws {
        var s = try session()
        #expect(isClose(s.scene(at: 0).clamp, 151.554, 5e-4))
        #expect(isClose(s.sceneState(at: 0).number("clamp"), 0.7 * Reference.centre(q: -2, r: 1).distance(to: .zero), 1e-9))
    }
}
