import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import Seating
@testable import Stage

/// The appearance animation (seating.md §9.2) and §13 check 7, read from the state and the
/// frames.
@Suite("Appearance")
struct AppearanceTests {
    @Test("check 7: appear follows ease-in-out over 1 s")
    func appearCurve() throws {
        var s = try session()
        for (t, v) in [(0.0, 0.0), (0.1, 0.019722), (0.25, 0.129162), (0.5, 0.5), (0.75, 0.870838), (0.9, 0.980278),
                       (1.0, 1.0), (3.0, 1.0)] {
            expectClose(s.at(t).number("appear"), v, 1e-4, "t = \(t)")
        }
    }

    @Test("check 7: at t = 0.5 rectangular tribunes' strokes end at (maxX, maxY); the field's at (313.1812, 430.9615) without the circle")
    func halfway() throws {
        var s = try session()
        let frame = s.frame(at: 0.5)
        var checked = 0
        for t in reference.tribunes {
            guard case .rectangle(let r, _) = t.shape else { continue }
            let strokes = frame.operations(named: "tribune/\(t.id)").compactMap { op -> Path? in
                if case .stroke(let p, _, _) = op.command { return p } else { return nil }
            }
            #expect(strokes.count == 1)
            expectClose(strokes.first?.currentPoint, Point(x: r.maxX, y: r.maxY), 1e-3, "\(t.id)")
            checked += 1
        }
        #expect(checked == 24 * 4 + 2 * (6 + 5 + 4 + 3))
        let field = frame.operations(named: "field").compactMap { op -> Path? in
            if case .stroke(let p, _, _) = op.command { return p } else { return nil }
        }
        #expect(field.count == 1)
        expectClose(field.first?.currentPoint, Point(x: 313.1812, y: 430.9615), 1e-3)
        #expect(field.first?.elements.contains { if case .curve = $0 { return true } else { return false } } == false)
        expectClose(reference.fieldOutline.length, 1052.4838, 1e-3)
        // The fill of a half-trimmed rectangle closes back to its first point: the upper-right
        // triangle (§6).
        let fill = frame.operations(named: "tribune/S0-top-5").compactMap { op -> Path? in
            if case .fill(let p, _, _) = op.command { return p } else { return nil }
        }.first
        #expect(fill?.contains(Point(x: 355, y: 97)) == true)
        #expect(fill?.contains(Point(x: 332, y: 113)) == false)
    }

    @Test("at rest the settled tribunes are one fill and one stroke; nothing is drawn at t = 0")
    func settledBatch() throws {
        var s = try session()
        let start = s.frame(at: 0)
        #expect(start.operations.filter { ($0.name ?? "").hasPrefix("tribune") }.isEmpty)
        #expect(start.operations(named: "field").isEmpty && start.operations(named: "sectors").isEmpty)
        let rest = s.frame(at: 1)
        #expect(rest.operations(named: "tribunes").count == 2)
        #expect(rest.operations.filter { ($0.name ?? "").hasPrefix("tribune/") }.isEmpty)
        // The batch holds all 240 outlines.
        guard case .fill(let batch, let paint, _)? = rest.operations(named: "tribunes").first?.command else {
            Issue.record("no batch fill"); return
        }
        #expect(paint == .color(Color(hex: 0x007AFF)))
        let moves = batch.elements.filter { if case .move = $0 { return true } else { return false } }
        #expect(moves.count == 240)
    }
}
