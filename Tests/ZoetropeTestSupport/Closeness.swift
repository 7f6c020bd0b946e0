import Geometry
import Testing

/// Whether `a` and `b` differ by at most `tolerance`. Infinities must match exactly; NaN is
/// never close to anything.
public func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    if a.isInfinite || b.isInfinite { return a == b }
    return abs(a - b) <= tolerance
}

/// Whether both coordinates of `p` and `q` differ by at most `tolerance`.
public func isClose(_ p: Point, _ q: Point, _ tolerance: Double) -> Bool {
    isClose(p.x, q.x, tolerance) && isClose(p.y, q.y, tolerance)
}

/// Whether the origins and sizes of `r` and `s` differ by at most `tolerance` in each component.
public func isClose(_ r: Rect, _ s: Rect, _ tolerance: Double) -> Bool {
    isClose(r.origin, s.origin, tolerance) && isClose(r.size.width, s.size.width, tolerance)
        && isClose(r.size.height, s.size.height, tolerance)
}

/// Expects `a` within `tolerance` of `b` (see `isClose`), printing both on failure.
public func expectClose(
    _ a: Double, _ b: Double, _ tolerance: Double, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(a, b, tolerance), "\(a) ≠ \(b) ± \(tolerance) \(comment.map { "— \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

/// Expects `p` non-nil and within `tolerance` of `q` in each coordinate.
public func expectClose(
    _ p: Point?, _ q: Point, _ tolerance: Double, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let p else {
        Issue.record("nil ≠ \(q)", sourceLocation: sourceLocation)
        return
    }
    #expect(isClose(p, q, tolerance), "\(p) ≠ \(q) ± \(tolerance) \(comment.map { "— \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

/// Expects `r` within `tolerance` of `s` in origin and size.
public func expectClose(
    _ r: Rect, _ s: Rect, _ tolerance: Double, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(isClose(r, s, tolerance), "\(r) ≠ \(s) ± \(tolerance)", sourceLocation: sourceLocation)
}
