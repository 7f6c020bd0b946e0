import Curves
import Drawing
import Geometry
import Stage

/// The ratings screen's radar chart (timer.md §7.2): five raw values (time s, temperature °F,
/// water oz, tea tsp, stars) animated as one 5-vector, linear 0.35 s, whenever the selected
/// rating changes; every element is recomputed from the presented vector.
public struct RadarChart: Sendable {
    /// Selection changes: linear 0.35 s (the default linear animation).
    public static let animation = Animation.linear(duration: 0.35)
    /// The normalising divisors of v: [600, 212, 16, 16, 5].
    public static let scales: [Double] = [600, 212, 16, 16, 5]
    /// The spokes' value-line colours: black time, red temperature, blue water, green tea,
    /// yellow rating.
    public static let spokeColors = [TimerPalette.black, TimerPalette.red, TimerPalette.blue, TimerPalette.green, TimerPalette.yellow]

    /// The raw values as an animatable vector.
    var raw: Animated<AnimatableVector>

    /// The chart at rest on `rating` (all zeros for none).
    public init(rating: BrewRating?) {
        raw = Animated(wrappedValue: AnimatableVector(Self.rawValues(of: rating)))
    }

    /// [time, temperature, water, teaspoons, stars] of `rating`, zeros for nil.
    public static func rawValues(of rating: BrewRating?) -> [Double] {
        guard let r = rating else { return [0, 0, 0, 0, 0] }
        return [r.time, r.temperature, r.water, r.teaspoons, Double(r.stars)]
    }

    /// Animates to `rating` from `time`.
    public mutating func show(_ rating: BrewRating?, at time: SceneTime) {
        raw.set(AnimatableVector(Self.rawValues(of: rating)), animation: Self.animation, at: time)
    }

    /// The presented normalised values v at `time` (5 components, not clamped).
    public func values(at time: SceneTime) -> [Double] {
        let r = raw.at(time)
        return (0..<5).map { r[$0] / Self.scales[$0] }
    }

    /// The polygon's vertices P_k = c + g·v_k·(sin 72k°, −cos 72k°) for values `v`.
    public static func vertices(_ v: [Double], center c: Point, radius g: Double) -> [Point] {
        (0..<5).map { k in ClockAngle.point(center: c, radius: g * v[k], degrees: 72 * Double(k)) }
    }

    /// The end of spoke k at full scale g.
    public static func spokeEnd(_ k: Int, center c: Point, radius g: Double) -> Point {
        ClockAngle.point(center: c, radius: g, degrees: 72 * Double(k))
    }

    /// The four grid circles' radii: g·0.2, 0.4, 0.6, 0.8 (none at 1.0).
    public static func gridRadii(_ g: Double) -> [Double] { [0.2, 0.4, 0.6, 0.8].map { g * $0 } }
}
