import Geometry

/// A slider of a tile's stage (effects-gallery.md §3.3): a track from x = 130 to 330 at `y`,
/// a label at x = 16 and the value ("%.1f") at x = 344, all in tile space.
struct SliderSpec: Hashable, Sendable {
    /// The label ("Response").
    let label: String
    /// The track's centre line, tile space.
    let y: Double
    /// The values the track spans, left to right.
    let range: ClosedRange<Double>
    /// The value the tile starts with.
    let initial: Double

    /// The track's left end, tile x.
    static let trackStart = 130.0
    /// The track's length, design units.
    static let trackLength = 200.0
    /// The thumb's radius, design units.
    static let thumbRadius = 9.0

    /// The value a press or drag at tile x sets: `lo + (hi − lo)·clamp((x − 130)/200, 0, 1)`;
    /// NaN counts as the left end.
    func value(atX x: Double) -> Double {
        let f = (x - Self.trackStart) / Self.trackLength
        let clamped = f > 0 ? Swift.min(f, 1) : 0
        return range.lowerBound + (range.upperBound - range.lowerBound) * clamped
    }

    /// The thumb's x for `value` (clamped to the track).
    func thumbX(for value: Double) -> Double {
        let span = range.upperBound - range.lowerBound
        let f = span > 0 ? (value - range.lowerBound) / span : 0
        return Self.trackStart + Self.trackLength * (f > 0 ? Swift.min(f, 1) : 0)
    }

    /// Whether a press at `point` lands on the track or the thumb (the track's length plus the
    /// thumb's radius at both ends, and a thumb's height).
    func contains(_ point: Point) -> Bool {
        abs(point.y - y) <= Self.thumbRadius + 2
            && point.x >= Self.trackStart - Self.thumbRadius
            && point.x <= Self.trackStart + Self.trackLength + Self.thumbRadius
    }
}
