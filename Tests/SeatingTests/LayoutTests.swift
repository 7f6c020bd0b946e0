import Geometry
import Testing
import ZoetropeTestSupport
@testable import Seating

/// The stadium geometry (seating.md §4), checked against §4.8's table and §13 checks 1–4.
@Suite("Stadium layout")
struct LayoutTests {
    @Test("check 1: sector rectangles, corner radii, field and centre circle")
    func sectorsAndField() {
        let rects: [(Double, Double, Double, Double)] = [(0, 83.0769, 720, 553.8462), (45, 128.0769, 630, 463.8462), (90, 173.0769, 540, 373.8462),
                     (135, 218.0769, 450, 283.8462)]
        #expect(reference.sectors.count == 4)
        for (i, r) in rects.enumerated() {
            expectClose(reference.sectors[i].rect, Rect(x: r.0, y: r.1, width: r.2, height: r.3), 1e-3)
            expectClose(reference.sectors[i].cornerRadius, [180, 157.5, 135, 112.5][i], 1e-3)
        }
        expectClose(reference.field.rect, Rect(x: 247.5, y: 289.0385, width: 225, height: 141.9231), 1e-3)
        expectClose(reference.field.center, Point(x: 360, y: 360), 1e-3)
        expectClose(reference.field.circleRadius, 28.125, 1e-3)
    }

    @Test("§4.8: effective radii are clamped on rings 1–3, and the outline perimeters")
    func outlines() {
        for (i, re) in [180, 151.7161, 122.2787, 92.8412].enumerated() {
            expectClose(reference.sectors[i].effectiveRadius, re, 1e-3)
        }
        for (i, perimeter) in [2233.660, 1923.005, 1614.362, 1305.719].enumerated() {
            let s = reference.sectors[i]
            expectClose(s.outline.length, perimeter, 0.5)
            // §4.2's formula, from the same numbers.
            let k = SeatingConstants.cornerReach, r = s.effectiveRadius
            let formula = 2 * (s.rect.width - 2 * k * r) + 2 * (s.rect.height - 2 * k * r) + 4 * 2.6211739 * r
            expectClose(s.outline.length, formula, 1e-3)
        }
        expectClose(reference.sectorOutlines.length, 7076.747, 0.5)
        // The outline starts at the left end of the top straight edge and runs right (clockwise).
        let s0 = PathMeasure(reference.sectors[0].outline)
        expectClose(s0.point(atDistance: 0), Point(x: 1.52866483 * 180, y: 83.0769), 1e-3)
        expectClose(s0.point(atDistance: 10), Point(x: 1.52866483 * 180 + 10, y: 83.0769), 1e-3)
        // §6: rings complete at these fractions of the group.
        var done = 0.0
        for (i, f) in [0.3156, 0.5874, 0.8155, 1.0].enumerated() {
            done += reference.sectors[i].outline.length
            expectClose(done / reference.sectorOutlines.length, f, 1e-4)
        }
    }

    @Test("the outlines stay outside the corner circles and inside the chart box")
    func outlinesClearTheTribunes() {
        for s in reference.sectors {
            let b = s.outline.boundingRect
            expectClose(b, s.rect, 1e-9)
        }
        // The outer sector spans the chart box's width exactly (§2.5: canvas y ∈ [0, 900]).
        #expect(reference.sectors[0].rect.minX == 0 && reference.sectors[0].rect.maxX == 720)
    }

    @Test("check 2: tribune counts per ring and side, the same at other viewports")
    func counts() {
        func counts(_ layout: StadiumLayout, ring: Int) -> [TribuneSide: Int] {
            Dictionary(grouping: layout.tribunes.filter { $0.id.ring == ring }, by: \.id.side).mapValues(\.count)
        }
        #expect(reference.tribunes.count == 240)
        #expect([0, 1, 2, 3].map { r in reference.tribunes.filter { $0.id.ring == r }.count } == [64, 62, 60, 54])
        #expect(counts(reference, ring: 0) == [.top: 12, .bottom: 12, .left: 6, .right: 6, .topLeft: 7, .topRight: 7,
                                              .bottomRight: 7, .bottomLeft: 7])
        #expect(counts(reference, ring: 3) == [.top: 12, .bottom: 12, .left: 3, .right: 3, .topLeft: 6, .topRight: 6,
                                              .bottomRight: 6, .bottomLeft: 6])
        let ids = reference.tribunes.map(\.id)
        for viewport in [Size(width: 700, height: 700), Size(width: 1600, height: 1000), Size(width: 1, height: 1),
                         Size(width: 300 * 1.25, height: 300 * 1.25), Size(width: 3000, height: 200)] {
            let layout = StadiumLayout(side: ChartTransform.chartBox(viewport: viewport).width)
            #expect(layout.tribunes.map(\.id) == ids, "\(viewport)")
        }
    }

    @Test("§4.8: vertical gaps and arc parameters per ring")
    func ringParameters() {
        let gV = [2.3077, 3.5192, 3.4615, 0.8654]
        let arcs = [(167.5, 147.5, 7, 0.179104, 0.039633), (145, 125, 7, 0.181034, 0.037944),
                    (122.5, 102.5, 7, 0.183673, 0.035635), (100, 80, 6, 0.187500, 0.063685)]
        for ring in 0..<4 {
            let left = reference.tribunes.filter { $0.id.ring == ring && $0.id.side == .left }
            if left.count >= 2, case .rectangle(let a, _) = left[0].shape, case .rectangle(let b, _) = left[1].shape {
                expectClose(b.minY - a.maxY, gV[ring], 1e-3, "ring \(ring)")
            }
            let tl = reference.tribunes.filter { $0.id.ring == ring && $0.id.side == .topLeft }
            #expect(tl.count == arcs[ring].2)
            guard case .arc(let w) = tl[0].shape else { Issue.record("not an arc"); continue }
            expectClose(w.outerRadius, arcs[ring].0, 1e-3)
            expectClose(w.innerRadius, arcs[ring].1, 1e-3)
            expectClose(w.endAngle - w.startAngle, arcs[ring].3, 1e-6)
            expectClose(w.startAngle - .pi, arcs[ring].4, 1e-6)
        }
    }

    @Test("check 3: rectangular tribune positions")
    func rectangles() {
        let expected: [(String, Rect)] = [
            ("S0-top-0", Rect(x: 180, y: 95.5769, width: 30, height: 20)),
            ("S0-top-11", Rect(x: 510, y: 95.5769, width: 30, height: 20)),
            ("S0-bottom-0", Rect(x: 180, y: 604.4231, width: 30, height: 20)),
            ("S0-left-0", Rect(x: 12.5, y: 264.2308, width: 20, height: 30)),
            ("S0-left-1", Rect(x: 12.5, y: 296.5385, width: 20, height: 30)),
            ("S0-right-0", Rect(x: 687.5, y: 264.2308, width: 20, height: 30)),
            ("S3-left-0", Rect(x: 147.5, y: 331.0096, width: 20, height: 18.75)),
        ]
        for (id, rect) in expected {
            guard case .rectangle(let r, _) = tribune(id).shape else { Issue.record("\(id) is not a rectangle"); continue }
            expectClose(r, rect, 1e-3)
        }
        // Horizontal runs hold 12 tribunes with zero gap: neighbours share an edge.
        for ring in 0..<4 {
            let top = reference.tribunes.filter { $0.id.ring == ring && $0.id.side == .top }.map(\.bounds)
            for (a, b) in zip(top, top.dropFirst()) { expectClose(a.maxX, b.minX, 1e-9) }
        }
        // The path: (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY), closed; length 2(w + h).
        let t = tribune("S0-top-5")
        #expect(t.path.elements == [.move(to: Point(x: 330, y: t.bounds.minY)), .line(to: Point(x: 360, y: t.bounds.minY)),
                                    .line(to: Point(x: 360, y: t.bounds.maxY)), .line(to: Point(x: 330, y: t.bounds.maxY)),
                                    .closeSubpath])
        expectClose(t.outline.length, 100, 1e-9)
    }

    @Test("check 4: arc tribune centres, radii and spans")
    func arcs() {
        func wedge(_ id: String) -> ArcWedge? {
            if case .arc(let w) = tribune(id).shape { return w }
            Issue.record("\(id) is not an arc")
            return nil
        }
        guard let tl0 = wedge("S0-TL-0"), let tl6 = wedge("S0-TL-6"), let s3 = wedge("S3-TL-0"),
              let br6 = wedge("S0-BR-6") else { return }
        expectClose(tl0.center, Point(x: 180, y: 263.0769), 1e-3)
        expectClose(tl0.outerRadius, 167.5, 1e-3)
        expectClose(tl0.innerRadius, 147.5, 1e-3)
        expectClose(tl0.startAngle, 3.181226, 1e-6)
        expectClose(tl0.endAngle, 3.360330, 1e-6)
        expectClose(tl6.endAngle, 3 * .pi / 2 - 0.039633, 1e-6)
        expectClose(s3.center, Point(x: 247.5, y: 330.5769), 1e-3)
        expectClose(s3.outerRadius, 100, 1e-3)
        expectClose(s3.innerRadius, 80, 1e-3)
        expectClose(s3.startAngle, 3.205278, 1e-6)
        expectClose(s3.endAngle, 3.392778, 1e-6)
        expectClose(br6.startAngle, 7.635244, 1e-6)
        expectClose(br6.endAngle, 7.814349, 1e-6)
        // Ring 0's corner centres.
        let centres = ["TL": Point(x: 180, y: 263.0769), "TR": Point(x: 540, y: 263.0769),
                       "BR": Point(x: 540, y: 456.9231), "BL": Point(x: 180, y: 456.9231)]
        for (corner, c) in centres {
            if let w = wedge("S0-\(corner)-0") { expectClose(w.center, c, 1e-3) }
        }
        // The outline: R·Δ + r·Δ + 2h.
        expectClose(tribune("S0-TL-0").outline.length, (167.5 + 147.5) * (tl0.endAngle - tl0.startAngle) + 40, 1e-3)
        // Each corner: nA·Δ + (nA + 1)·δ = π/2.
        for ring in 0..<4 {
            let ws = reference.tribunes.filter { $0.id.ring == ring && $0.id.side == .bottomLeft }.compactMap { t -> ArcWedge? in
                if case .arc(let w) = t.shape { return w } else { return nil }
            }
            let gap = ws[0].startAngle - 5 * .pi / 2
            expectClose(3 * .pi - ws.last!.endAngle, gap, 1e-9, "ring \(ring)")
        }
    }

    @Test("canonical order: ring, then top, bottom, left, right, TL, TR, BR, BL, then k")
    func canonicalOrder() {
        let ids = reference.tribunes.map(\.id)
        #expect(ids == ids.sorted())
        #expect(ids.first?.description == "S0-top-0")
        #expect(ids.last?.description == "S3-BL-5")
        #expect(Set(ids).count == 240)
        for id in ids { #expect(TribuneID(id.description) == id) }
        for bad in ["", "S0-top", "S-top-1", "S0-Top-1", "S0-top-01", "S0-top--1", "s0-top-1", "S0-top-1-2", "S0-TL-x"] {
            #expect(TribuneID(bad) == nil, "\(bad)")
        }
    }
}
