import Geometry
import Testing
import ZoetropeTestSupport

@Suite("Hex")
struct HexTests {
    static let diameter = 125.0

    /// honeycomb.md §4: the first 14 spiral cells with s and their centres for D = 125.
    static let spiralTable: [(q: Int, r: Int, s: Int, x: Double, y: Double)] = [
        (0, 0, 0, 0, 0), (1, 0, -1, 108.253, 62.5), (0, 1, -1, 0, 125), (-1, 1, 0, -108.253, 62.5),
        (-1, 0, 1, -108.253, -62.5), (0, -1, 1, 0, -125), (1, -1, 0, 108.253, -62.5),
        (2, -1, -1, 216.506, 0), (2, 0, -2, 216.506, 125), (1, 1, -2, 108.253, 187.5),
        (0, 2, -2, 0, 250), (-1, 2, -1, -108.253, 187.5), (-2, 2, 0, -216.506, 125),
        (-2, 1, 1, -216.506, 0),
    ]

    @Test("the first 14 spiral cells and their centres match honeycomb.md §4")
    func spiralFromSpec() {
        let cells = Hex.spiral(count: 14)
        #expect(cells.count == 14)
        for (i, row) in Self.spiralTable.enumerated() {
            #expect(cells[i] == Hex(q: row.q, r: row.r), "index \(i)")
            #expect(cells[i].s == row.s, "index \(i)")
            expectClose(cells[i].center(diameter: Self.diameter), Point(x: row.x, y: row.y), 1e-3, "index \(i)")
        }
    }

    @Test("the six directions have the offsets and centre steps of §3.2", arguments: [
        (Hex.Direction.bottomRight, 1, 0, 108.2532, 62.5), (.bottom, 0, 1, 0, 125),
        (.bottomLeft, -1, 1, -108.2532, 62.5), (.topLeft, -1, 0, -108.2532, -62.5),
        (.top, 0, -1, 0, -125), (.topRight, 1, -1, 108.2532, -62.5),
    ])
    func directions(direction: Hex.Direction, dq: Int, dr: Int, dx: Double, dy: Double) {
        #expect(direction.offset == Hex(q: dq, r: dr))
        let h = Hex(q: 3, r: -2)
        #expect(h.neighbour(direction) == Hex(q: 3 + dq, r: -2 + dr))
        let step = Vector(from: h.center(diameter: 125), to: h.neighbour(direction).center(diameter: 125))
        expectClose(step.dx, dx, 1e-4)
        expectClose(step.dy, dy, 1e-12)
        expectClose(step.length, 125, 1e-9)  // neighbouring centres are exactly D apart
        #expect(direction.opposite.offset == Hex.zero - direction.offset)
    }

    @Test("s = −q − r, so q + r + s = 0")
    func cubeInvariant() {
        for h in Hex.spiral(count: 50) { #expect(h.q + h.r + h.s == 0) }
        #expect(Hex(q: 2, r: -1).s == -1)  // the book's bug would give 3
    }

    @Test("distance is max(|Δq|, |Δr|, |Δs|), symmetric, and 1 exactly for neighbours")
    func distance() {
        #expect(Hex(q: 0, r: 0).distance(to: Hex(q: 2, r: -1)) == 2)
        #expect(Hex(q: -2, r: 2).distance(to: Hex(q: 2, r: -1)) == 4)
        let a = Hex(q: 3, r: -7), b = Hex(q: -4, r: 1)
        #expect(a.distance(to: b) == b.distance(to: a))
        #expect(a.distance(to: a) == 0)
        for n in a.neighbours {
            #expect(a.distance(to: n) == 1)
            #expect(a.isNeighbour(of: n) && n.isNeighbour(of: a))
        }
        #expect(!a.isNeighbour(of: a))
        #expect(!a.isNeighbour(of: a + Hex(q: 2, r: -1)))
    }

    @Test("ring k has 6k cells, all at distance k, none repeated")
    func rings() {
        let c = Hex(q: 5, r: -3)
        #expect(c.ring(radius: 0) == [c])
        #expect(c.ring(radius: -1).isEmpty)
        for k in 1...6 {
            let ring = c.ring(radius: k)
            #expect(ring.count == 6 * k)
            #expect(Set(ring).count == 6 * k)
            #expect(ring.allSatisfy { $0.distance(to: c) == k })
            // Consecutive ring cells are neighbours.
            for (a, b) in zip(ring, ring.dropFirst()) { #expect(a.isNeighbour(of: b)) }
        }
    }

    @Test("the spiral is the centre followed by ring 1, ring 2, … (gap-free)")
    func spiralIsRings() {
        let spiral = Hex.spiral(count: 1 + 6 + 12 + 18 + 24)
        let rings = [Hex.zero] + (1...4).flatMap { Hex.zero.ring(radius: $0) }
        #expect(spiral == rings)
        #expect(Hex(q: 1, r: 1).spiral(count: 7) == [Hex(q: 1, r: 1)] + Hex(q: 1, r: 1).ring(radius: 1))
        #expect(Hex.spiral(count: 19).last == Hex(q: 2, r: -2))
        #expect(Hex.spiral(count: 20).last == Hex(q: 3, r: -2))
    }

    @Test("spiral counts: 0 or negative give nothing; 1 gives the centre")
    func spiralCounts() {
        #expect(Hex.spiral(count: 0).isEmpty)
        #expect(Hex.spiral(count: -5).isEmpty)
        #expect(Hex.spiral(count: 1) == [.zero])
    }

    @Test("pixel → hex inverts the centre for every cell of the first four rings")
    func roundTrip() {
        for d in [125.0, 1, 37.5] {
            for h in Hex.spiral(count: 61) {
                #expect(Hex(containing: h.center(diameter: d), diameter: d) == h)
            }
        }
    }

    @Test("points inside a cell's hexagon map to that cell")
    func insideHexagon() {
        let size = Self.diameter / 3.0.squareRoot()  // centre to corner
        for h in Hex.spiral(count: 19) {
            let c = h.center(diameter: Self.diameter)
            for i in 0..<12 {
                // Points at 95 % of the inscribed radius in 12 directions.
                let p = c + Vector(angle: .degrees(Double(i) * 30)) * (0.95 * size * 3.0.squareRoot() / 2)
                #expect(Hex(containing: p, diameter: Self.diameter) == h)
            }
            // Just inside a corner of the flat-top hexagon (corners at 0°, 60°, …).
            let corner = c + Vector(angle: .degrees(60)) * (0.97 * size)
            #expect(Hex(containing: corner, diameter: Self.diameter) == h)
        }
    }

    @Test("pixel → hex bad input gives nil")
    func pixelBadInput() {
        #expect(Hex(containing: Point(x: .nan, y: 0), diameter: 10) == nil)
        #expect(Hex(containing: Point(x: 0, y: .infinity), diameter: 10) == nil)
        #expect(Hex(containing: .zero, diameter: 0) == nil)
        #expect(Hex(containing: .zero, diameter: -1) == nil)
        #expect(Hex(containing: .zero, diameter: .nan) == nil)
        #expect(Hex(containing: Point(x: 1e300, y: 0), diameter: 1) == nil)
    }

    @Test("arithmetic and description")
    func arithmetic() {
        #expect(Hex(q: 1, r: 2) + Hex(q: 3, r: -4) == Hex(q: 4, r: -2))
        #expect(Hex(q: 1, r: 2) - Hex(q: 3, r: -4) == Hex(q: -2, r: 6))
        #expect(Hex(q: 1, r: -2) * 3 == Hex(q: 3, r: -6))
        #expect(Hex(q: 2, r: -1).description == "(2, -1)")
    }
}
