import Geometry
import RealModule
import Testing
@testable import Seating

/// Exact tribune regions (seating.md §10.5, §12 W1) and the no-overlap law.
@Suite("Tribune hit testing")
struct HitTestTests {
    @Test("W1: exact regions where bounding boxes would pick the wrong tribune or claim empty space")
    func exactRegions() {
        #expect(reference.tribune(at: Point(x: 44.5, y: 192.5))?.id.description == "S0-TL-2")
        #expect(reference.tribune(at: Point(x: 51.5, y: 140)) == nil)
        // The boxes really do overlap there (what the book's test would have hit).
        #expect(tribune("S0-TL-1").bounds.contains(Point(x: 44.5, y: 192.5)))
        #expect(tribune("S0-TL-3").bounds.contains(Point(x: 51.5, y: 140)))
    }

    @Test("shared edges go to the first tribune in canonical order (x = 360 on ring 0's top run)")
    func sharedEdges() {
        let y = tribune("S0-top-5").bounds.midY
        #expect(reference.tribune(at: Point(x: 360, y: y))?.id.description == "S0-top-5")
        #expect(tribune("S0-top-6").contains(Point(x: 360, y: y)))
        // Closed regions: every corner of a rectangle and both radii of a wedge count.
        let r = tribune("S3-left-0").bounds
        for p in [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.maxY)] { #expect(tribune("S3-left-0").contains(p)) }
        guard case .arc(let w) = tribune("S0-BR-6").shape else { Issue.record("not an arc"); return }
        // (Within 1e-9 of the corners: the corners themselves are at the mercy of cos/sin rounding.)
        for (radius, angle) in [(w.outerRadius - 1e-9, w.startAngle + 1e-9), (w.innerRadius + 1e-9, w.endAngle - 1e-9)] {
            #expect(w.contains(Point(x: w.center.x + radius * Double.cos(angle), y: w.center.y + radius * Double.sin(angle))))
        }
        // Angles beyond 2π normalise: BR and BL spans exceed 2π.
        let mid = (w.startAngle + w.endAngle) / 2, rho = (w.innerRadius + w.outerRadius) / 2
        #expect(w.contains(Point(x: w.center.x + rho * Double.cos(mid), y: w.center.y + rho * Double.sin(mid))))
        #expect(!w.contains(Point(x: w.center.x + rho * Double.cos(mid + 0.2), y: w.center.y + rho * Double.sin(mid + 0.2))))
        #expect(!w.contains(Point(x: .nan, y: 0)))
    }

    @Test("law: no two tribunes overlap (interior samples of each lie in no other)")
    func noOverlap() {
        var overlaps: [String] = []
        for t in reference.tribunes {
            for p in interiorSamples(t) {
                for other in reference.tribunes where other.id != t.id && other.bounds.insetBy(dx: -1, dy: -1).contains(p) {
                    if other.contains(p) { overlaps.append("\(t.id)∩\(other.id) at \(p)") }
                }
            }
        }
        #expect(overlaps.isEmpty, "\(overlaps.prefix(5))")
    }

    @Test("every tribune lies in its band, between its ring's outline and the next")
    func tribunesInBands() {
        for t in reference.tribunes {
            let outer = reference.sectors[t.id.ring].outline
            for p in interiorSamples(t) {
                #expect(outer.contains(p), "\(t.id) leaves its sector at \(p)")
                if t.id.ring < 3 { #expect(!reference.sectors[t.id.ring + 1].outline.contains(p), "\(t.id) at \(p)") }
            }
            #expect(!reference.field.rect.intersects(t.bounds))
        }
    }

    /// A 5 × 5 grid of points strictly inside `t` (in its own parameters).
    func interiorSamples(_ t: Tribune) -> [Point] {
        let fractions = [0.02, 0.25, 0.5, 0.75, 0.98]
        switch t.shape {
        case .rectangle(let r, _):
            return fractions.flatMap { u in fractions.map { v in Point(x: r.minX + u * r.width, y: r.minY + v * r.height) } }
        case .arc(let w):
            return fractions.flatMap { u in
                fractions.map { v in
                    let rho = w.innerRadius + u * (w.outerRadius - w.innerRadius)
                    let phi = w.startAngle + v * (w.endAngle - w.startAngle)
                    return Point(x: w.center.x + rho * Double.cos(phi), y: w.center.y + rho * Double.sin(phi))
                }
            }
        }
    }
}
