import Geometry
import RealModule

/// The whole stadium as a pure function of the chart side L (seating.md §4): the four sector
/// outlines, the field and the 240 tribunes in canonical order. Chart-local units: the chart
/// box is `[0, L]²`, origin top-left, y down.
public struct StadiumLayout: Sendable {
    /// The chart side L.
    public let side: Double
    /// The sectors, ring 0 (outermost) first.
    public let sectors: [Sector]
    /// The field.
    public let field: Field
    /// Every tribune in canonical order (§4.7): ring 0 → 3; top, bottom, left, right, TL, TR,
    /// BR, BL; k ascending.
    public let tribunes: [Tribune]
    /// The sector-outline group: ring 0's outline, then rings 1, 2 and 3 (§6), measured once.
    public let sectorOutlines: PathMeasure
    /// The field path, measured once.
    public let fieldOutline: PathMeasure
    /// The position of each tribune in `tribunes`.
    let indexByID: [TribuneID: Int]

    /// The layout for a chart of side `side` (§4). Non-finite or negative sides count as 0.
    public init(side: Double) {
        let L = side.isFinite ? Swift.max(0, side) : 0
        self.side = L
        let sectors = (0..<SeatingConstants.ringCount).map { Sector(ring: $0, side: L) }
        self.sectors = sectors
        field = Field(inside: sectors[SeatingConstants.ringCount - 1].rect)
        var tribunes: [Tribune] = []
        for sector in sectors { tribunes += Self.tribunes(of: sector, side: L) }
        self.tribunes = tribunes
        var group = Path()
        for s in sectors { group.addPath(s.outline) }
        sectorOutlines = PathMeasure(group)
        fieldOutline = PathMeasure(field.path)
        var index: [TribuneID: Int] = [:]
        for (i, t) in tribunes.enumerated() { index[t.id] = i }
        indexByID = index
    }

    /// The tribune with id `id`, if the layout has it.
    public func tribune(_ id: TribuneID) -> Tribune? {
        indexByID[id].map { tribunes[$0] }
    }

    /// The first tribune in canonical order whose region contains `p` (chart-local), if any.
    public func tribune(at p: Point) -> Tribune? {
        tribunes.first { $0.contains(p) }
    }

    /// The tribune sizes of a ring (§4.4): length along the ring w_i, depth h, inset e.
    static func tribuneSize(ring: Int, side: Double) -> (length: Double, depth: Double, inset: Double) {
        let d = side / Double(2 * SeatingConstants.ringCount)
        let w0 = d * SeatingConstants.tribuneLengthRatio
        let h = d * SeatingConstants.tribuneDepthRatio
        let w = w0 * (1 - Double(ring) / Double(2 * SeatingConstants.ringCount))
        return (w, h, (d / 2 - h) / 2)
    }

    /// Ring `sector.ring`'s tribunes in canonical order (§4.5, §4.6).
    static func tribunes(of sector: Sector, side: Double) -> [Tribune] {
        let ring = sector.ring
        let (w, h, e) = tribuneSize(ring: ring, side: side)
        let x = sector.rect.minX, y = sector.rect.minY, W = sector.rect.width, H = sector.rect.height
        let c = sector.cornerRadius
        var result: [Tribune] = []
        func id(_ side: TribuneSide, _ k: Int) -> TribuneID { TribuneID(ring: ring, side: side, index: k) }

        // Straight runs: floor the count first, then share the slack (W5); each tribune owns one
        // gap, half before and half after it.
        let runW = W - 2 * c, runH = H - 2 * c
        let nH = SeatingConstants.count(runW / w), nV = SeatingConstants.count(runH / w)
        let gH = nH > 0 ? (runW - Double(nH) * w) / Double(nH) : 0
        let gV = nV > 0 ? (runH - Double(nV) * w) / Double(nV) : 0
        let xs = (0..<nH).map { x + c + gH / 2 + Double($0) * (w + gH) }
        let ys = (0..<nV).map { y + c + gV / 2 + Double($0) * (w + gV) }
        for (k, X) in xs.enumerated() {
            result.append(Tribune(id: id(.top, k), shape: .rectangle(Rect(x: X, y: y + e, width: w, height: h), seatRotation: 0)))
        }
        for (k, X) in xs.enumerated() {
            result.append(Tribune(id: id(.bottom, k),
                                  shape: .rectangle(Rect(x: X, y: y + H - e - h, width: w, height: h), seatRotation: -.pi)))
        }
        for (k, Y) in ys.enumerated() {
            result.append(Tribune(id: id(.left, k),
                                  shape: .rectangle(Rect(x: x + e, y: Y, width: h, height: w), seatRotation: -.pi / 2)))
        }
        for (k, Y) in ys.enumerated() {
            result.append(Tribune(id: id(.right, k),
                                  shape: .rectangle(Rect(x: x + W - e - h, y: Y, width: h, height: w),
                                                    seatRotation: -3 * .pi / 2)))
        }

        // Corners: quarter circles of radius c around the inset points (§4.6).
        let R = c - e, r = R - h
        let arcLength = Double.pi / 2 * R
        let nA = SeatingConstants.count(arcLength / (SeatingConstants.arcSlack * w))
        let g = (arcLength - Double(nA) * w) / Double(nA + 1)
        let delta = R > 0 ? w / R : 0, gapAngle = R > 0 ? g / R : 0
        let corners: [(TribuneSide, Point, Double)] = [
            (.topLeft, Point(x: x + c, y: y + c), Double.pi),
            (.topRight, Point(x: x + W - c, y: y + c), 3 * Double.pi / 2),
            (.bottomRight, Point(x: x + W - c, y: y + H - c), 2 * Double.pi),
            (.bottomLeft, Point(x: x + c, y: y + H - c), 5 * Double.pi / 2),
        ]
        for (corner, center, phi0) in corners {
            for k in 0..<nA {
                let alpha = phi0 + Double(k + 1) * gapAngle + Double(k) * delta
                let wedge = ArcWedge(center: center, outerRadius: R, innerRadius: r, startAngle: alpha,
                                     endAngle: alpha + delta)
                result.append(Tribune(id: id(corner, k), shape: .arc(wedge)))
            }
        }
        return result
    }
}
