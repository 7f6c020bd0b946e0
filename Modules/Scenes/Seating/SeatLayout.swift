import Geometry
import RealModule

/// Where a tribune's seats go (seating.md §5.3, §5.4). Chart units, radians.
public enum SeatLayout {
    /// The cell side σ = 0.1 · h for a chart of side `side` (the same in every ring).
    public static func cellSide(side: Double) -> Double {
        StadiumLayout.tribuneSize(ring: 0, side: side).depth * SeatingConstants.seatRatio
    }

    /// The seats of `tribune` in seat order (row, then column or n), for cells of side `sigma`.
    public static func seats(of tribune: Tribune, cellSide sigma: Double) -> [Seat] {
        guard sigma > 0, sigma.isFinite else { return [] }
        switch tribune.shape {
        case .rectangle(let r, let psi):
            let nc = SeatingConstants.count(r.width / sigma), nr = SeatingConstants.count(r.height / sigma)
            guard nc > 0, nr > 0 else { return [] }
            let gc = (r.width - Double(nc) * sigma) / Double(nc)
            let gr = (r.height - Double(nr) * sigma) / Double(nr)
            var seats: [Seat] = []
            seats.reserveCapacity(nc * nr)
            for row in 0..<nr {
                for col in 0..<nc {
                    let ox = r.minX + gc / 2 + Double(col) * (sigma + gc)
                    let oy = r.minY + gr / 2 + Double(row) * (sigma + gr)
                    seats.append(Seat(id: SeatID(tribune: tribune.id, row: row, position: col),
                                      center: Point(x: ox + sigma / 2, y: oy + sigma / 2), rotation: psi, cellSide: sigma))
                }
            }
            return seats
        case .arc(let w):
            let depth = w.outerRadius - w.innerRadius
            let nr = SeatingConstants.count(depth / sigma)
            guard nr > 0 else { return [] }
            let gr = (depth - Double(nr) * sigma) / Double(nr)
            let span = w.endAngle - w.startAngle
            var seats: [Seat] = []
            for j in 0..<nr {
                let rho = w.outerRadius - gr / 2 - Double(j) * (sigma + gr) - sigma / 2
                guard rho > 0 else { continue }
                let lambda = span * rho
                let m = SeatingConstants.count(lambda / (SeatingConstants.seatSlack * sigma))
                guard m > 0 else { continue }
                let g = (lambda - Double(m) * sigma) / Double(m)
                for n in 0..<m {
                    // Half a gap at each end of the row (W9).
                    let phi = w.startAngle + (g / rho) / 2 + (sigma / rho) / 2 + Double(n) * (sigma + g) / rho
                    let center = Point(x: w.center.x + rho * Double.cos(phi), y: w.center.y + rho * Double.sin(phi))
                    seats.append(Seat(id: SeatID(tribune: tribune.id, row: j, position: n), center: center,
                                      rotation: phi + .pi / 2, cellSide: sigma))
                }
            }
            return seats
        }
    }

    /// The seat of `seats` whose cell holds `p`, if any (§10.5): the nearest centre when several
    /// do (only on shared edges), then the lower seat order.
    public static func seat(at p: Point, in seats: [Seat]) -> Seat? {
        var best: (seat: Seat, distance: Double)?
        for seat in seats where seat.cellContains(p) {
            let d = seat.center.distance(to: p)
            if best == nil || d < best!.distance || (d == best!.distance && seat.id < best!.seat.id) {
                best = (seat, d)
            }
        }
        return best?.seat
    }
}
