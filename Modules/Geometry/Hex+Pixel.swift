extension Hex {
    /// The centre of this cell in a grid whose cells are `diameter` points apart, relative to
    /// the centre of cell (0, 0), in points (y down), per the honeycomb spec §3.3:
    ///
    ///     x = (√3/2)·diameter·q
    ///     y = diameter·(r + q/2)
    ///
    /// The hexagons are flat-top with "size" (centre to corner) `diameter/√3`; neighbouring
    /// centres are exactly `diameter` apart. With diameter 125, (1, 0) is at (108.2532, 62.5).
    ///
    /// - Parameter diameter: The cell pitch, in points. It is used as given: a negative value
    ///   mirrors the layout through the origin, a non-finite one gives non-finite coordinates.
    public func center(diameter: Double) -> Point {
        let dq = Double(q), dr = Double(r)
        return Point(x: Hex.columnStep * diameter * dq, y: diameter * (dr + dq / 2))
    }

    /// √3/2: the horizontal distance between adjacent columns, per unit diameter.
    static let columnStep = 0.866025403784438646763723170752936183

    /// The cell whose hexagon contains `point` (relative to the centre of cell (0, 0), in
    /// points, y down) in a grid of pitch `diameter` — the inverse of `center(diameter:)`, for
    /// hit tests. Uses cube rounding: the fractional cube coordinates are rounded and the
    /// component with the largest rounding error is recomputed from the other two, so the
    /// result is always a valid cell and `Hex(containing: h.center(diameter: d), diameter: d)`
    /// is `h`. A point exactly on the border between cells goes to one of them
    /// deterministically.
    ///
    /// Returns nil for a non-finite point, a diameter that is not finite and positive, or a
    /// point so far away that its cell would not fit in an `Int`.
    public init?(containing point: Point, diameter: Double) {
        guard point.isFinite, diameter.isFinite, diameter > 0 else { return nil }
        let fq = point.x / (Hex.columnStep * diameter)
        let fr = point.y / diameter - fq / 2
        let fs = -fq - fr
        guard fq.isFinite, fr.isFinite, abs(fq) < 1e15, abs(fr) < 1e15, abs(fs) < 1e15 else {
            return nil
        }
        var rq = fq.rounded(), rr = fr.rounded()
        let rs = fs.rounded()
        let eq = abs(rq - fq), er = abs(rr - fr), es = abs(rs - fs)
        if eq > er && eq > es {
            rq = -rr - rs
        } else if er > es {
            rr = -rq - rs
        }
        self.init(q: Int(rq), r: Int(rr))
    }
}
