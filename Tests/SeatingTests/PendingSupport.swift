import Geometry
import Testing

// Temporary: the tolerance helpers of ZoetropeTestSupport (issue #11) with the same names and
// behaviour, until that target is on main. Delete this file when it lands.

func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    if a.isInfinite || b.isInfinite { return a == b }
    return abs(a - b) <= tolerance
}

func isClose(_ p: Point, _ q: Point, _ tolerance: Double) -> Bool {
    isClose(p.x, q.x, tolerance) && isClose(p.y, q.y, tolerance)
}

func expectClose(_ a: Double, _ b: Double, _ tolerance: Double, _ comment: Comment? = nil,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(isClose(a, b, tolerance), "\(a) ≠ \(b) ± \(tolerance) \(comment.map { "— \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

func expectClose(_ p: Point?, _ q: Point, _ tolerance: Double, _ comment: Comment? = nil,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let p else {
        Issue.record("nil ≠ \(q)", sourceLocation: sourceLocation)
        return
    }
    #expect(isClose(p, q, tolerance), "\(p) ≠ \(q) ± \(tolerance) \(comment.map { "— \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

func expectClose(_ r: Rect, _ s: Rect, _ tolerance: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(isClose(r.origin, s.origin, tolerance) && isClose(r.size.width, s.size.width, tolerance)
            && isClose(r.size.height, s.size.height, tolerance), "\(r) ≠ \(s) ± \(tolerance)",
            sourceLocation: sourceLocation)
}
