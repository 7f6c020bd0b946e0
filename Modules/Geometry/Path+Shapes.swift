extension Path {
    /// Adds an ellipse inscribed in `rect` as a closed sub-path of cubic Béziers (one per
    /// eighth of a turn, see `addArc`). As in SwiftUI it starts at 3 o'clock (maxX, midY) and
    /// runs toward 6 o'clock, i.e. **clockwise on screen** (increasing angle).
    ///
    /// A rect with a negative size is standardized; a zero-width or zero-height rect gives a
    /// flat (zero-area) ellipse; the null rect or a rect with non-finite values adds nothing.
    /// `transform` is applied to every point.
    public mutating func addEllipse(in rect: Rect, transform: AffineTransform = .identity) {
        guard !rect.isNull, rect.origin.isFinite, rect.size.isFinite else { return }
        let r = rect.standardized
        let start = Point(x: r.maxX, y: r.midY).applying(transform)
        move(to: start)
        appendEllipticArc(
            center: r.center, rx: r.size.width / 2, ry: r.size.height / 2, start: 0,
            sweep: 2 * Double.pi, transform: transform)
        closeSubpath()
    }

    /// Creates the ellipse inscribed in `rect` (see `addEllipse(in:transform:)`).
    public init(ellipseIn rect: Rect) {
        addEllipse(in: rect)
    }

    /// Adds a rounded rectangle as a closed sub-path, as SwiftUI's `addRoundedRect`.
    ///
    /// The outline starts at the middle of the right edge (maxX, midY) and runs **clockwise on
    /// screen**: down the right edge, bottom-right corner, along the bottom, and so on, and is
    /// closed back to its start.
    ///
    /// Corner size: `cornerSize.width` is the corner's horizontal extent and `height` its
    /// vertical extent, in points. Negative or NaN components count as 0 (square corners).
    /// - `.circular`: each component is clamped to half the rect's shorter side; each corner is
    ///   a quarter ellipse of those radii (a quarter circle when they are equal), drawn as two
    ///   cubics.
    /// - `.continuous`: each component is clamped to the shorter side / (2 · 1.52866483), so the
    ///   two corner blends on one edge never overlap; each corner is the curvature-continuous
    ///   construction described in the module README (edge → cubic → arc → cubic → edge),
    ///   reaching 1.52866483 radii along each edge.
    ///
    /// A rect with a negative size is standardized; the null rect or non-finite values add
    /// nothing. `transform` is applied to every point.
    public mutating func addRoundedRect(
        in rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous,
        transform: AffineTransform = .identity
    ) {
        guard !rect.isNull, rect.origin.isFinite, rect.size.isFinite else { return }
        let r = rect.standardized
        let w = r.size.width, h = r.size.height
        let reach = style == .continuous ? RoundedCornerStyle.continuousCornerReach : 1
        let limit = Swift.min(w, h) / (2 * reach)
        @inline(__always) func clamp(_ v: Double) -> Double {
            guard v > 0 else { return 0 }  // also NaN
            return Swift.min(v, limit)
        }
        let rw = clamp(cornerSize.width), rh = clamp(cornerSize.height)
        let corner = style == .continuous ? Self.continuousCorner : Self.circularCorner
        let minX = r.minX, maxX = r.maxX, minY = r.minY, maxY = r.maxY
        func t(_ p: Point) -> Point { p.applying(transform) }

        // Each corner: vertex V, e1 = direction of travel arriving at V, e2 = leaving it.
        // A table entry (t1, t2) is V − t1·r1·e1 + t2·r2·e2, with r1/r2 the radius along e1/e2.
        struct Frame { var v: Point; var e1: Vector; var e2: Vector; var r1: Double; var r2: Double }
        let frames = [
            Frame(v: Point(x: maxX, y: maxY), e1: Vector(dx: 0, dy: 1), e2: Vector(dx: -1, dy: 0), r1: rh, r2: rw),
            Frame(v: Point(x: minX, y: maxY), e1: Vector(dx: -1, dy: 0), e2: Vector(dx: 0, dy: -1), r1: rw, r2: rh),
            Frame(v: Point(x: minX, y: minY), e1: Vector(dx: 0, dy: -1), e2: Vector(dx: 1, dy: 0), r1: rh, r2: rw),
            Frame(v: Point(x: maxX, y: minY), e1: Vector(dx: 1, dy: 0), e2: Vector(dx: 0, dy: 1), r1: rw, r2: rh),
        ]
        move(to: t(Point(x: maxX, y: r.midY)))
        for f in frames {
            func at(_ t1: Double, _ t2: Double) -> Point {
                f.v - f.e1 * (t1 * f.r1) + f.e2 * (t2 * f.r2)
            }
            if rw == 0 || rh == 0 {
                joinOrMove(to: t(f.v))
                continue
            }
            joinOrMove(to: t(at(reach, 0)))
            for piece in corner {
                switch piece {
                case .line(let e):
                    addLine(to: t(at(e.0, e.1)))
                case .curve(let c1, let c2, let e):
                    addCurve(to: t(at(e.0, e.1)), control1: t(at(c1.0, c1.1)), control2: t(at(c2.0, c2.1)))
                }
            }
        }
        closeSubpath()
    }

    /// Adds a rounded rectangle with equal corner radii (see
    /// `addRoundedRect(in:cornerSize:style:transform:)`).
    public mutating func addRoundedRect(
        in rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous,
        transform: AffineTransform = .identity
    ) {
        addRoundedRect(
            in: rect, cornerSize: Size(width: cornerRadius, height: cornerRadius), style: style,
            transform: transform)
    }

    /// Creates a rounded rectangle (see `addRoundedRect(in:cornerSize:style:transform:)`).
    public init(roundedRect rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a rounded rectangle with equal corner radii, in points (see
    /// `addRoundedRect(in:cornerSize:style:transform:)`).
    public init(roundedRect rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadius: cornerRadius, style: style)
    }

    /// One piece of a corner, in corner-frame units `(t1, t2)` (see `addRoundedRect`).
    enum CornerPiece: Sendable {
        case line(to: (Double, Double))
        case curve(control1: (Double, Double), control2: (Double, Double), to: (Double, Double))
    }

    /// A circular corner: from (1, 0) a quarter circle around (1, 1) to (0, 1), as two
    /// eighth-turn cubics (see `addArc` for why eighths).
    static let circularCorner: [CornerPiece] = {
        let s = 0.5.squareRoot()                          // cos 45° = sin 45°
        let k = 4.0 / 3.0 * Double.tan(Double.pi / 16)    // handle of an eighth turn
        let mid = (1 - s, 1 - s)
        return [
            .curve(control1: (1 - k, 0), control2: (1 - s + k * s, 1 - s - k * s), to: mid),
            .curve(control1: (1 - s - k * s, 1 - s + k * s), control2: (0, 1 - k), to: (0, 1)),
        ]
    }()

    /// The continuous corner (seating spec §4.2, after the public reverse-engineered UIKit
    /// construction): from (K, 0) to (0, K), K = 1.52866483, as cubic, line, cubic (the
    /// near-circular middle), line, cubic.
    static let continuousCorner: [CornerPiece] = [
        .curve(control1: (1.08849323, 0), control2: (0.86840689, 0), to: (0.66993427, 0.06549600)),
        .line(to: (0.63149399, 0.07491100)),
        .curve(control1: (0.37282392, 0.16905899), control2: (0.16906013, 0.37282401), to: (0.07491176, 0.63149399)),
        .line(to: (0.06549600, 0.66993427)),
        .curve(control1: (0, 0.86840689), control2: (0, 1.08849323), to: (0, 1.52866483)),
    ]
}
