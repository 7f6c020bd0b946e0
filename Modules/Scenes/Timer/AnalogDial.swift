import Geometry

/// The analog face's static dial layer (timer.md §8.1) for a canvas of `size` points: a border
/// circle, ten minute ticks, the numerals "0"…"9" and, optionally, the second-hand scale.
/// Depends only on the canvas size, never on time. Coordinates are canvas points.
public struct AnalogDial: Hashable, Sendable {
    /// The canvas size (cw × ch).
    public var size: Size
    /// The canvas centre (cw/2, ch/2), shared with the hands.
    public var center: Point { Point(x: size.width / 2, y: size.height / 2) }
    /// S = ⌊0.95·min(cw, ch)⌋.
    public var diameter: Double { (0.95 * Swift.max(0, Swift.min(size.width, size.height))).rounded(.down) }
    /// R = ⌊S/2⌋.
    public var radius: Double { (diameter / 2).rounded(.down) }
    /// The border circle's radius, S/2.
    public var borderRadius: Double { diameter / 2 }

    /// A dial for a canvas of `size`.
    public init(size: Size) { self.size = size }

    /// Minute tick m (0…9): from radius R to 0.9·R at clock angle 36°·m.
    public func minuteTick(_ m: Int) -> (from: Point, to: Point) {
        let a = 36 * Double(m)
        return (ClockAngle.point(center: center, radius: radius, degrees: a),
                ClockAngle.point(center: center, radius: 0.9 * radius, degrees: a))
    }

    /// Numeral m's centre: clock angle 36°·m, radius 0.8·R.
    public func numeralCenter(_ m: Int) -> Point {
        ClockAngle.point(center: center, radius: 0.8 * radius, degrees: 36 * Double(m))
    }

    /// Second tick j (0…11, every 5 s): majors (even j, multiples of 10 s) 0.6R…0.7R, minors
    /// 0.65R…0.7R.
    public func secondTick(_ j: Int) -> (from: Point, to: Point) {
        let a = 30 * Double(j)
        let inner = j % 2 == 0 ? 0.6 : 0.65
        return (ClockAngle.point(center: center, radius: inner * radius, degrees: a),
                ClockAngle.point(center: center, radius: 0.7 * radius, degrees: a))
    }

    /// The second labels "0", "10", … "50" (never "60") and their centres: clock angle 6°·s,
    /// radius 0.5R.
    public func secondLabels() -> [(text: String, center: Point)] {
        stride(from: 0, to: 60, by: 10).map { s in
            ("\(s)", ClockAngle.point(center: center, radius: 0.5 * radius, degrees: 6 * Double(s)))
        }
    }
}
