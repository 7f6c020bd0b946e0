import Curves

/// An ordered list of colour stops along a gradient's axis (SwiftUI's `Gradient`).
///
/// Locations are fractions of the gradient's extent, nominally 0…1: for a linear gradient 0 is
/// the start point and 1 the end point; for a radial one, the start and end radius; for a conic
/// one, the start angle and one full clockwise turn after it. Before the first stop and after
/// the last the end colours extend (canvas and SVG "pad").
///
/// The value keeps the stops as given. Encoders write `normalizedStops`: locations clamped to
/// 0…1 (NaN as 0) and stably sorted, at most `Gradient.maximumStopCount` of them. A gradient
/// with no stops paints nothing; a single stop paints its colour everywhere.
public struct Gradient: Hashable, Sendable {
    /// One colour at one location.
    public struct Stop: Hashable, Sendable {
        /// The colour at this location.
        public var color: Color
        /// The position along the gradient, nominally 0…1.
        public var location: Double

        /// Creates a stop.
        ///
        /// - Parameters:
        ///   - color: The colour at `location`.
        ///   - location: Position along the gradient, nominally 0…1.
        @inlinable
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops in the order given.
    public var stops: [Stop]

    /// The largest number of stops an encoder writes; later stops are dropped.
    public static let maximumStopCount = 1024

    /// Creates a gradient from explicit stops.
    ///
    /// - Parameter stops: The stops; need not be sorted.
    @inlinable
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient with `colors` evenly spaced from 0 to 1. One colour sits at 0; no
    /// colours make an empty gradient.
    ///
    /// - Parameter colors: The colours, first at location 0 and last at location 1.
    public init(colors: [Color]) {
        let n = colors.count
        self.stops = colors.enumerated().map { i, c in
            Stop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0)
        }
    }

    /// The stops as every encoder writes them: the first `maximumStopCount`, each location
    /// clamped to 0…1 (NaN as 0), stably sorted by location (equal locations keep their order,
    /// which makes a hard colour edge).
    public var normalizedStops: [Stop] {
        var out = stops.prefix(Gradient.maximumStopCount).map {
            Stop(color: $0.color, location: Color.unitClamped($0.location))
        }
        // Insertion sort: stable and cheap for the handful of stops gradients have.
        var i = 1
        while i < out.count {
            let s = out[i]
            var j = i - 1
            while j >= 0 && out[j].location > s.location {
                out[j + 1] = out[j]
                j -= 1
            }
            out[j + 1] = s
            i += 1
        }
        return out
    }

    /// The colour at `location`, interpolated per channel in sRGB between the neighbouring
    /// normalized stops (the end colours extend beyond the first and last stop). Returns
    /// `.clear` for an empty gradient. NaN counts as 0.
    ///
    /// Used by the SVG encoder to approximate conic gradients; renderers agree with it.
    ///
    /// - Parameter location: Position along the gradient; values outside 0…1 pad.
    /// - Returns: The interpolated colour.
    public func color(at location: Double) -> Color {
        let stops = normalizedStops
        guard let first = stops.first, let last = stops.last else { return .clear }
        let t = location == location ? location : 0
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        // The last stop with location <= t, then the next one: at equal locations the later
        // stop wins, as on canvas.
        var i = 0
        while i + 1 < stops.count && stops[i + 1].location <= t { i += 1 }
        let a = stops[i], b = stops[i + 1]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        return a.color + (b.color - a.color).scaled(by: f)
    }
}
