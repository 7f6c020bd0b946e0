import Geometry

/// Where a released drag sends the grid (honeycomb.md §8.2 steps 2–4): the predicted end
/// translation scaled by the book's 1.25, added to the offset the drag started from, then
/// clamped per axis to a square of half-side m.
///
/// The 1.25 scales the whole prediction, not only the coast (a book quirk the spec keeps), so
/// even a release at rest carries the grid 25 % past the finger.
enum FlingRelease {
    /// The book's multiplier on the predicted end translation.
    static let multiplier = 1.25
    /// The clamp's fraction of the last cell's centre distance [book].
    static let clampFraction = 0.7

    /// The clamp half-side m = 0.7·|centre of the last cell in `cells`|, points (0 without
    /// cells).
    static func clamp(for cells: [HexCell]) -> Double {
        guard let last = cells.last else { return 0 }
        return clampFraction * Vector(dx: last.centre.x, dy: last.centre.y).length
    }

    /// The settle target E.
    ///
    /// - Parameters:
    ///   - start: The offset's model value before the drag began, points.
    ///   - predictedTranslation: The predicted end translation `translation + 0.499·v`, points.
    ///   - clamp: The half-side m of the allowed square, points (≥ 0).
    /// - Returns: `start + 1.25·predictedTranslation`, each axis clamped to −m…m; a non-finite
    ///   component clamps to the nearer bound (NaN to 0).
    static func target(start: Vector, predictedTranslation: Vector, clamp m: Double) -> Vector {
        let e = start + multiplier * predictedTranslation
        return Vector(dx: clamped(e.dx, m), dy: clamped(e.dy, m))
    }

    /// `value` clamped to −m…m; NaN gives 0.
    static func clamped(_ value: Double, _ m: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return Swift.min(Swift.max(value, -m), m)
    }
}

/// What one release did (§8.2): the velocity it measured, the predicted end translation, the
/// settle target before and after the clamp, and when.
struct FlingRecord: Hashable, Sendable {
    /// The velocity estimate at release (§8.3, capped at 5000), points per second; zero for a
    /// cancel.
    var velocity: Vector
    /// The predicted end translation `translation + 0.499·v`, points.
    var predictedTranslation: Vector
    /// `start + 1.25·predicted` before the clamp, points (offset from C).
    var unclampedEnd: Vector
    /// The settle target E after the per-axis clamp to ±m, points.
    var end: Vector
    /// The release's scene time, seconds.
    var time: Double
}
