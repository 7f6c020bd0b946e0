extension Path {
    /// Calls `body` with every drawn segment in order, as the fill sees it: each open sub-path
    /// is implicitly closed by a straight line back to its start, explicit closes become lines,
    /// and segments with non-finite coordinates are skipped. Returning `false` from `body`
    /// stops the walk.
    @inline(__always)
    func forEachFillSegment(_ body: (Segment) -> Bool) {
        var start = Point.zero
        var current = Point.zero
        var open = false  // the current sub-path has segments and no close yet
        for e in storedElements {
            var segment: Segment
            switch e {
            case .move(let p):
                if open, current != start {
                    let closing = Segment.line(current, start)
                    if closing.isFinite, !body(closing) { return }
                }
                start = p
                current = p
                open = false
                continue
            case .line(let p):
                segment = .line(current, p)
                current = p
                open = true
            case .quadCurve(let p, let c):
                segment = .quad(current, c, p)
                current = p
                open = true
            case .curve(let p, let c1, let c2):
                segment = .cubic(current, c1, c2, p)
                current = p
                open = true
            case .closeSubpath:
                segment = .line(current, start)
                current = start
                open = false
            }
            if segment.isFinite, !body(segment) { return }
        }
        if open, current != start {
            let closing = Segment.line(current, start)
            if closing.isFinite { _ = body(closing) }
        }
    }
}
