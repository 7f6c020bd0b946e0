import Geometry
import RealModule
import Testing
import ZoetropeTestSupport
@testable import Seating

/// Seats (seating.md §5), §13 checks 5 and 6, and the laws every seat obeys.
@Suite("Seats")
struct SeatTests {
    static let sigma = SeatLayout.cellSide(side: referenceSide)
    static let all: [(Tribune, [Seat])] = reference.tribunes.map { ($0, SeatLayout.seats(of: $0, cellSide: sigma)) }

    @Test("check 5: seats per tribune, rows of S0-TL-0, the whole stadium")
    func counts() {
        #expect(Self.sigma == 2)
        for (t, seats) in Self.all {
            let expected = t.id.side.isCorner ? [124, 106, 88, 72][t.id.ring] : [150, 130, 110, 90][t.id.ring]
            #expect(seats.count == expected, "\(t.id)")
        }
        let tl0 = Self.all.first { $0.0.id.description == "S0-TL-0" }!.1
        #expect((0..<10).map { row in tl0.filter { $0.id.row == row }.count } == [13, 13, 13, 13, 12, 12, 12, 12, 12, 12])
        let rows = { (id: String) in
            let seats = SeatingScene.seats(of: TribuneID(id)!, chartSide: referenceSide)
            return (0..<10).map { row in seats.filter { $0.id.row == row }.count }
        }
        #expect(rows("S1-TR-3") == [11, 11, 11, 11, 11, 11, 10, 10, 10, 10])
        #expect(rows("S2-BR-0") == [10, 9, 9, 9, 9, 9, 9, 8, 8, 8])
        #expect(rows("S3-BL-5") == [8, 8, 8, 7, 7, 7, 7, 7, 7, 6])
        let perRing = (0..<4).map { r in Self.all.filter { $0.0.id.ring == r }.reduce(0) { $0 + $1.1.count } }
        #expect(perRing == [8872, 7388, 5984, 4428])
        #expect(perRing.reduce(0, +) == 26_672)
        let ids = Self.all.flatMap { $0.1.map(\.id) }
        #expect(Set(ids).count == 26_672)
    }

    @Test("check 6: placement of S0-top-5/r4c7, S0-right-0/r0c0 and S0-TL-0/r0n0")
    func placement() throws {
        let seats = Dictionary(uniqueKeysWithValues: Self.all.flatMap(\.1).map { ($0.id.description, $0) })
        let a = try #require(seats["S0-top-5/r4c7"])
        expectClose(a.cell, Rect(x: 344, y: 103.5769, width: 2, height: 2), 1e-3)
        #expect(a.rotation == 0)
        let b = try #require(seats["S0-right-0/r0c0"]).matrix
        expectClose(b.a, 0, 1e-9)
        expectClose(b.d, 0, 1e-9)
        expectClose(b.b, 1, 1e-9)
        expectClose(b.c, -1, 1e-9)
        expectClose(b.tx, 689.5, 1e-3)
        expectClose(b.ty, 264.2308, 1e-3)
        let c = try #require(seats["S0-TL-0/r0n0"])
        expectClose(c.center, Point(x: 13.6801, y: 255.3338), 1e-3)
        expectClose(c.rotation, 4.758911, 1e-6)
        expectClose(c.rotation * 180 / .pi, 272.67, 0.005)
        // Ids spell as the spec says and parse back.
        #expect(SeatID("S0-TL-0/r5n5")?.description == "S0-TL-0/r5n5")
        #expect(SeatID("S0-top-5/r4c7") == a.id)
        for bad in ["S0-top-5/r4n7", "S0-TL-0/r5c5", "S0-top-5", "S0-top-5/4c7", "S0-top-5/r04c7", "S0-top-5/r4c"] {
            #expect(SeatID(bad) == nil, "\(bad)")
        }
    }

    @Test("the seat matrix turns the glyph about its cell centre (§5.2)")
    func matrixLaw() {
        for (_, seats) in Self.all.prefix(80) {
            for s in seats.prefix(20) {
                let m = s.matrix
                expectClose(Point(x: 1, y: 1).applying(m), s.center, 1e-9)  // m = (σ/2, σ/2) ↦ centre
                // The matrix is rigid: it keeps lengths.
                expectClose(m.a * m.a + m.b * m.b, 1, 1e-12)
                expectClose(m.a * m.d - m.b * m.c, 1, 1e-12)
            }
        }
    }

    @Test("law: every one of the 26,672 seats faces the field (back → squab points toward the centre)")
    func facing() {
        let glyph = SeatGlyph(cellSide: Self.sigma)
        // Centroids of the back's sheared corners and of the squab, in the local frame.
        let s = Self.sigma
        let back = Point(x: (0.262623 + 1.029289 + 0.864298 + 0.097631) / 4 * s, y: (0.1 + 0.1 + 1 / 3 + 1 / 3) / 2 * s)
        let squab = Point(x: (s - s / 3 + 0.1 * s) / 2, y: 0.7 * s)
        let centre = Point(x: 360, y: 360)
        var count = 0
        for (_, seats) in Self.all {
            for seat in seats {
                let m = seat.matrix
                let v = Vector(from: back.applying(m), to: squab.applying(m))
                if v.dot(Vector(from: seat.center, to: centre)) > 0 { count += 1 }
            }
        }
        #expect(count == 26_672)
        // The glyph's sheared back corners are where §5.1 says (ignoring the rounding).
        let sk = SeatGlyph.shear(s)
        expectClose(Point(x: 0, y: 0.1 * s).applying(sk), Point(x: 0.262623 * s, y: 0.1 * s), 1e-6)
        expectClose(Point(x: (1 - 7.0 / 30) * s, y: 0.1 * s).applying(sk), Point(x: 1.029289 * s, y: 0.1 * s), 1e-6)
        expectClose(Point(x: (1 - 7.0 / 30) * s, y: s / 3).applying(sk), Point(x: 0.864298 * s, y: s / 3), 1e-6)
        expectClose(Point(x: 0, y: s / 3).applying(sk), Point(x: 0.097631 * s, y: s / 3), 1e-6)
        // Path order: back, squab, rod (three sub-paths; the rod is last).
        let moves = glyph.path.path.elements.filter { if case .move = $0 { return true } else { return false } }
        #expect(moves.count == 3)
        #expect(glyph.path.path.elements.last == .line(to: Point(x: s / 2 - (s / 3 - 0.1 * s) / 2, y: s / 2)))
    }

    @Test("law: every seat's cell lies inside its tribune")
    func cellsInsideTribunes() {
        let tolerance = 1e-9
        var outside: [String] = []
        for (t, seats) in Self.all {
            for seat in seats {
                let h = seat.cellSide / 2
                let m = seat.matrix
                // The centre and the midpoints of the cell's four edges (corners of the outer arc
                // row may graze R by (σ/2)²/2R, so they are not part of the law).
                let probes = [Point(x: h, y: h), Point(x: 0, y: h), Point(x: 2 * h, y: h), Point(x: h, y: 0),
                              Point(x: h, y: 2 * h)].map { $0.applying(m) }
                for p in probes where !inside(t, p, tolerance) { outside.append("\(seat.id) \(p)") }
            }
        }
        #expect(outside.isEmpty, "\(outside.prefix(5))")
    }

    /// Whether `p` lies in `t`'s region grown by `tolerance`.
    func inside(_ t: Tribune, _ p: Point, _ tolerance: Double) -> Bool {
        switch t.shape {
        case .rectangle(let r, _):
            return p.x >= r.minX - tolerance && p.x <= r.maxX + tolerance && p.y >= r.minY - tolerance
                && p.y <= r.maxY + tolerance
        case .arc(let w):
            let d = p.distance(to: w.center)
            guard d >= w.innerRadius - tolerance, d <= w.outerRadius + tolerance else { return false }
            let a = w.angleOffset(Double.atan2(y: p.y - w.center.y, x: p.x - w.center.x))
            return a <= w.endAngle - w.startAngle + tolerance / d || a >= 2 * .pi - tolerance / d
        }
    }

    @Test("seat cells: rotated squares, nearest centre on shared edges, then seat order")
    func cellHitTests() throws {
        let seats = SeatingScene.seats(of: TribuneID("S0-top-5")!, chartSide: referenceSide)
        #expect(SeatLayout.seat(at: Point(x: 345, y: 104), in: seats)?.id.description == "S0-top-5/r4c7")
        #expect(SeatLayout.seat(at: Point(x: 351, y: 110), in: seats)?.id.description == "S0-top-5/r7c10")
        // On the edge shared by c7 and c8 (x = 346), both cells hold it: equal distance, lower
        // seat order wins.
        #expect(SeatLayout.seat(at: Point(x: 346, y: 104.5769), in: seats)?.id.description == "S0-top-5/r4c7")
        // Nearest centre: just right of the edge is c8.
        #expect(SeatLayout.seat(at: Point(x: 346.0000001, y: 104.5769), in: seats)?.id.description == "S0-top-5/r4c8")
        // Outside the tribune: nothing.
        #expect(SeatLayout.seat(at: Point(x: 329, y: 104), in: seats) == nil)
        // A corner seat's cell is rotated: its centre ± σ/2 along its own axes is inside, the
        // unrotated box's corner may not be.
        let arc = SeatingScene.seats(of: TribuneID("S0-TL-0")!, chartSide: referenceSide)
        let s = try #require(arc.first { $0.id.description == "S0-TL-0/r5n5" })
        #expect(SeatLayout.seat(at: s.center, in: arc)?.id == s.id)
        let m = s.matrix
        for local in [Point(x: 0.01, y: 0.01), Point(x: 1.99, y: 1.99), Point(x: 1.99, y: 0.01)] {
            #expect(s.cellContains(local.applying(m)))
        }
        #expect(!s.cellContains(Point(x: -0.01, y: 1).applying(m)))
    }

    @Test("W6: where float error leaves h/σ at 9.999… (L = 300, 2400) every tribune still has 10 rows; 26,672 seats at every side")
    func countsAtEverySide() {
        for side in [0.8, 160, 300, 720, 1234.5, 2400] {
            let sigma = SeatLayout.cellSide(side: side)
            var total = 0
            for t in StadiumLayout(side: side).tribunes {
                let seats = SeatLayout.seats(of: t, cellSide: sigma)
                total += seats.count
                // The depth holds 10 seats: rows across top, bottom and corner tribunes (row 0
                // outermost or min-y), columns across left and right ones (columns run along x).
                let across = t.id.side == .left || t.id.side == .right ? seats.map(\.id.position) : seats.map(\.id.row)
                #expect(Set(across) == Set(0..<10), "L = \(side) \(t.id)")
            }
            #expect(total == 26_672, "L = \(side)")
        }
    }

    @Test("W9: an arc row leaves half its gap at each end (the first seat as far from α as the last from β)")
    func symmetricArcRows() throws {
        var arcs = 0
        for (t, seats) in Self.all {
            guard case .arc(let w) = t.shape else { continue }
            arcs += 1
            for row in 0..<10 {
                let rowSeats = seats.filter { $0.id.row == row }
                let first = try #require(rowSeats.first), last = try #require(rowSeats.last)
                let rho = first.center.distance(to: w.center)
                let start = w.angleOffset(Double.atan2(y: first.center.y - w.center.y, x: first.center.x - w.center.x))
                let end = w.endAngle - w.startAngle
                    - w.angleOffset(Double.atan2(y: last.center.y - w.center.y, x: last.center.x - w.center.x))
                expectClose(start * rho, end * rho, 1e-9, "\(t.id) row \(row)")
                // Half a gap g_j = (λ_j − m_j·σ)/m_j beyond the half seat.
                let m = Double(rowSeats.count), lambda = (w.endAngle - w.startAngle) * rho
                expectClose(start * rho, (lambda - m * Self.sigma) / m / 2 + Self.sigma / 2, 1e-9, "\(t.id) row \(row)")
            }
        }
        #expect(arcs > 0, "no arc tribune was checked")
    }
}
