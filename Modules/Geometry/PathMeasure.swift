/// The arc lengths of a path, measured once, for repeated length queries: trimming, and
/// following the path (`point(at:)`, `tangent(at:)`).
///
/// `Path`'s own `trimmedPath(from:to:)`, `point(at:)` and `tangent(at:)` build a measure on
/// every call; a scene that trims or follows the same path every frame can keep a
/// `PathMeasure` instead and skip the re-measuring.
///
/// Length is measured along the path as it is stroked: every segment of every sub-path in
/// drawing order, explicit `closeSubpath` lines included; moves (and the implicit closing of
/// open sub-paths, which only filling adds) contribute nothing. Curves are measured by adaptive
/// Gauss–Legendre quadrature with a relative error below about 10⁻¹⁰. Segments with non-finite
/// coordinates are ignored.
public struct PathMeasure: Sendable {
    /// The measured path.
    public let path: Path

    /// The total length, in points (≥ 0, finite).
    public let length: Double

    /// A drawn segment with positive length and where it starts along the path.
    struct Piece: Sendable {
        var segment: Segment
        var start: Double
        var length: Double
    }

    /// A sub-path: its elements in `path.elements`, its pieces, and its extent along the path.
    struct Contour: Sendable {
        var elements: Range<Int>
        var pieces: Range<Int>
        var start: Double
        var end: Double
        var isFinite: Bool
    }

    private let pieces: [Piece]
    private let contours: [Contour]

    /// Measures `path`.
    public init(_ path: Path) {
        self.path = path
        var pieces: [Piece] = []
        var contours: [Contour] = []
        var total = 0.0
        var start = Point.zero, current = Point.zero
        var contour: Contour?
        func finish(_ c: inout Contour?, at end: Int) {
            guard var done = c else { return }
            done.elements = done.elements.lowerBound..<end
            done.pieces = done.pieces.lowerBound..<pieces.count
            done.end = total
            contours.append(done)
            c = nil
        }
        for (i, e) in path.storedElements.enumerated() {
            let segment: Segment
            switch e {
            case .move(let p):
                finish(&contour, at: i)
                contour = Contour(
                    elements: i..<i, pieces: pieces.count..<pieces.count, start: total, end: total,
                    isFinite: p.isFinite)
                start = p
                current = p
                continue
            case .line(let p): segment = .line(current, p); current = p
            case .quadCurve(let p, let c): segment = .quad(current, c, p); current = p
            case .curve(let p, let c1, let c2): segment = .cubic(current, c1, c2, p); current = p
            case .closeSubpath: segment = .line(current, start); current = start
            }
            guard segment.isFinite else {
                contour?.isFinite = false
                continue
            }
            let l = segment.length()
            if l > 0, l.isFinite {
                pieces.append(Piece(segment: segment, start: total, length: l))
                total += l
            }
        }
        finish(&contour, at: path.elementCount)
        self.pieces = pieces
        self.contours = contours
        self.length = total.isFinite ? total : 0
    }

    /// The part of the path between two fractions of its total length (SwiftUI's
    /// `trimmedPath(from:to:)`), measured over all sub-paths in drawing order.
    ///
    /// A sub-path that lies entirely inside the range is kept as it is (a closed one stays
    /// closed), except a lone move, which draws nothing and is left out; a sub-path cut by the
    /// range becomes an open sub-path made of the kept pieces, its closing line included as a
    /// straight line. Curves are cut exactly at the parameter reaching the requested length.
    ///
    /// - Parameters:
    ///   - from: Start fraction, clamped to 0…1.
    ///   - to: End fraction, clamped to 0…1.
    /// - Returns: the path itself when the clamped range covers 0…1; an empty path when either
    ///   fraction is NaN, when `from ≥ to` after clamping, or when the path has no length.
    public func trimmedPath(from: Double, to: Double) -> Path {
        guard !from.isNaN, !to.isNaN else { return Path() }
        let f = Swift.max(0, Swift.min(1, from)), t = Swift.max(0, Swift.min(1, to))
        if f <= 0 && t >= 1 { return path }
        guard f < t, length > 0 else { return Path() }
        let d0 = f * length, d1 = t * length
        var out = Path()
        for c in contours {
            if c.end < d0 || c.start > d1 { continue }
            // A lone move draws nothing; copying it would leave a stray move in the trim.
            if c.elements.count == 1 { continue }
            if c.start >= d0 && c.end <= d1 && c.isFinite {
                for e in path.storedElements[c.elements] { out.append(e) }
                continue
            }
            var first = true
            for p in pieces[c.pieces] {
                let s1 = p.start + p.length
                let a = Swift.max(p.start, d0), b = Swift.min(s1, d1)
                guard b > a else { continue }
                let ta = a <= p.start ? 0 : p.segment.parameter(atLength: a - p.start, total: p.length)
                let tb = b >= s1 ? 1 : p.segment.parameter(atLength: b - p.start, total: p.length)
                let piece = p.segment.subsegment(from: ta, to: tb)
                if first {
                    out.move(to: piece.p0)
                    first = false
                }
                out.append(piece.element)
            }
        }
        return out
    }

    /// The piece containing `distance` along the path and the parameter within it.
    private func locate(_ distance: Double) -> (piece: Piece, t: Double)? {
        guard !pieces.isEmpty else { return nil }
        // Last piece starting at or before `distance` (starts strictly increase).
        var lo = 0, hi = pieces.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if pieces[mid].start <= distance { lo = mid } else { hi = mid - 1 }
        }
        let p = pieces[lo]
        if distance >= p.start + p.length { return (p, 1) }
        return (p, p.segment.parameter(atLength: distance - p.start, total: p.length))
    }

    /// The point at `distance` points along the path (clamped to 0…`length`).
    ///
    /// Returns nil for an empty path or a NaN distance. When the path has no length, every
    /// distance gives its first point.
    public func point(atDistance distance: Double) -> Point? {
        guard !distance.isNaN else { return nil }
        guard let (piece, t) = locate(Swift.max(0, Swift.min(length, distance))) else {
            return firstPoint
        }
        return piece.segment.point(at: t)
    }

    /// The unit direction of travel at `distance` points along the path (clamped to
    /// 0…`length`). At a corner, the direction of the segment that starts there (at the very
    /// end, of the last segment). Where a curve's derivative vanishes (a control point on an end
    /// point) the limit direction is used.
    ///
    /// Returns nil for a path without length or a NaN distance.
    public func tangent(atDistance distance: Double) -> Vector? {
        guard !distance.isNaN,
              let (piece, t) = locate(Swift.max(0, Swift.min(length, distance)))
        else { return nil }
        return piece.segment.direction(at: t)
    }

    /// The point at `fraction` (0…1, clamped) of the path's length: an object following the
    /// path. 0 is the start of the first drawn segment; on a closed path 1 is back at the start.
    /// Returns nil for an empty path or a NaN fraction; a path without length gives its first
    /// point.
    public func point(at fraction: Double) -> Point? {
        guard !fraction.isNaN else { return nil }
        return point(atDistance: Swift.max(0, Swift.min(1, fraction)) * length)
    }

    /// The unit direction of travel at `fraction` (0…1, clamped) of the path's length (see
    /// `tangent(atDistance:)`). Its `angle` is the rotation for an object following the path.
    /// Returns nil for a path without length or a NaN fraction.
    public func tangent(at fraction: Double) -> Vector? {
        guard !fraction.isNaN else { return nil }
        return tangent(atDistance: Swift.max(0, Swift.min(1, fraction)) * length)
    }

    /// The first finite point of the path, if any.
    private var firstPoint: Point? {
        for e in path.storedElements {
            if case .move(let p) = e, p.isFinite { return p }
        }
        return nil
    }
}

extension Path {
    /// The total length of the path, in points: every segment of every sub-path, explicit
    /// `closeSubpath` lines included, moves excluded. Curves are measured by arc length (relative
    /// error below about 10⁻¹⁰). 0 for an empty path; segments with non-finite coordinates are
    /// ignored.
    public var length: Double { PathMeasure(self).length }

    /// The part of the path between two fractions of its total length, over all sub-paths
    /// (SwiftUI's `trimmedPath(from:to:)`); see `PathMeasure.trimmedPath(from:to:)` for the exact
    /// rules. Fractions are clamped to 0…1; `from ≥ to` or a NaN fraction gives an empty path;
    /// 0…1 gives the path itself.
    public func trimmedPath(from: Double, to: Double) -> Path {
        PathMeasure(self).trimmedPath(from: from, to: to)
    }

    /// The point at `fraction` (0…1, clamped) of the path's length; nil for an empty path or a
    /// NaN fraction. See `PathMeasure.point(at:)`.
    public func point(at fraction: Double) -> Point? {
        PathMeasure(self).point(at: fraction)
    }

    /// The unit direction of travel at `fraction` (0…1, clamped) of the path's length; nil for
    /// a path without length or a NaN fraction. See `PathMeasure.tangent(at:)`.
    public func tangent(at fraction: Double) -> Vector? {
        PathMeasure(self).tangent(at: fraction)
    }
}
