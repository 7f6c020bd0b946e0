import Curves
import Geometry
import Stage

/// The popup ratio picker (timer.md §7.1): a Ø44 main button at B; clicking it fans seven
/// option circles out along a quarter circle while the button turns into a red "×".
///
/// One animated openness e (0 closed … 1 open, easeOut 0.25 s) drives every option: option i's
/// centre is B + e·(dx_i, dy_i) and its scale e. The "×" layer's opacity animates linearly over
/// 0.25 s (the value layer's is its complement). A click while a change runs retargets (the
/// shared additive model). Lengths are points.
public struct RatioPopup: Sendable {
    /// Opening and closing: easeOut 0.25 s.
    public static let animation = Animation.easeOut(duration: 0.25)
    /// The × / value cross-fade: linear 0.25 s.
    public static let fade = Animation.linear(duration: 0.25)
    /// The main button's and every option's diameter, 44.
    public static let diameter = 44.0

    /// Option i's fully open offset from B: a = 90° + 15°·i, (180·sin a − 180, 180·cos a − 45).
    public static func offset(ofOption i: Int) -> Vector {
        let (s, c) = ClockAngle.sinCos(degrees: 90 + 15 * Double(i))
        return Vector(dx: 180 * s - 180, dy: 180 * c - 45)
    }

    /// The seven open offsets.
    public static let offsets: [Vector] = (0..<BrewArithmetic.ratios.count).map(offset(ofOption:))

    /// Whether the popup is open (its model value).
    public private(set) var isOpen = false
    /// The openness e.
    var openness = Animated(wrappedValue: 0.0)
    /// The × layer's opacity.
    var cross = Animated(wrappedValue: 0.0)

    /// Closed.
    public init() {}

    /// Opens (or reopens, retargeting) at `time`.
    public mutating func open(at time: SceneTime) {
        isOpen = true
        openness.set(1, animation: Self.animation, at: time)
        cross.set(1, animation: Self.fade, at: time)
    }

    /// Closes at `time`; the options are gone 0.25 s later.
    public mutating func close(at time: SceneTime) {
        isOpen = false
        openness.set(0, animation: Self.animation, at: time)
        cross.set(0, animation: Self.fade, at: time)
    }

    /// The presented openness at `time`.
    public func openness(at time: SceneTime) -> Double { openness.at(time) }

    /// The × layer's opacity at `time`, 0…1 (the value layer shows 1 minus it).
    public func crossOpacity(at time: SceneTime) -> Double { Swift.min(1, Swift.max(0, cross.at(time))) }

    /// Whether options are drawn at `time` (open, or still closing).
    public func showsOptions(at time: SceneTime) -> Bool { isOpen || openness.at(time) > 0 }

    /// Option `i`'s presented centre and scale at `time` for a button at `button`.
    public func option(_ i: Int, button: Point, at time: SceneTime) -> (center: Point, scale: Double) {
        let e = openness.at(time)
        let d = Self.offsets[i]
        return (Point(x: button.x + e * d.dx, y: button.y + e * d.dy), e)
    }

    /// What a click at `point` hits at `time`: the main button, an option (the top-most
    /// presented circle containing it), or nothing.
    public func hit(_ point: Point, button: Point, at time: SceneTime) -> Hit? {
        let r = Self.diameter / 2
        func inside(_ c: Point, _ radius: Double) -> Bool {
            let dx = point.x - c.x, dy = point.y - c.y
            return dx * dx + dy * dy <= radius * radius
        }
        if inside(button, r) { return .button }
        guard isOpen else { return nil }
        for i in (0..<Self.offsets.count).reversed() {
            let o = option(i, button: button, at: time)
            if o.scale > 0, inside(o.center, r * o.scale) { return .option(i) }
        }
        return nil
    }

    /// What a click hits.
    public enum Hit: Hashable, Sendable {
        /// The main button (value or ×).
        case button
        /// Option `i`.
        case option(Int)
    }
}
