import Geometry

/// One primitive visual effect of a transition, with its parameter at one phase. Transitions
/// resolve to lists of these (innermost first); the drawing side applies them with
/// `TransitionAppearance`.
public enum TransitionEffect: Hashable, Sendable {
    /// Multiplies the element's opacity (0 = invisible, 1 = unchanged).
    case opacity(Double)
    /// Scales by `x`, `y` about `anchor` (a unit point of the element's bounds).
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// Rotates by an angle about `anchor` (positive is clockwise on screen).
    case rotation(Angle, anchor: UnitPoint)
    /// Moves by a fixed offset, in points.
    case offset(Size)
    /// Moves by a fraction of the element's own size: `(fx·width, fy·height)` (`move(edge:)`).
    case move(Size)
    /// A named scene-defined value (a blur radius, a colour mix, …) that a custom modifier
    /// interpolates; the scene reads it from `TransitionAppearance.values`.
    case custom(name: String, value: Double)

    /// A uniform scale about `anchor`.
    public static func scale(_ factor: Double, anchor: UnitPoint = .center) -> TransitionEffect {
        .scale(x: factor, y: factor, anchor: anchor)
    }

    /// The effect `amount` of the way from `self` to `other` (0 gives `self`, 1 `other`),
    /// interpolating every number linearly. Effects of different kinds, or with different
    /// anchors or names, do not interpolate: the result switches from `self` to `other` at 0.5.
    public func interpolated(to other: TransitionEffect, amount: Double) -> TransitionEffect {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        switch (self, other) {
        case (.opacity(let a), .opacity(let b)):
            return .opacity(lerp(a, b))
        case (.scale(let ax, let ay, let anchor), .scale(let bx, let by, let anchor2)) where anchor == anchor2:
            return .scale(x: lerp(ax, bx), y: lerp(ay, by), anchor: anchor)
        case (.rotation(let a, let anchor), .rotation(let b, let anchor2)) where anchor == anchor2:
            return .rotation(.radians(lerp(a.radians, b.radians)), anchor: anchor)
        case (.offset(let a), .offset(let b)):
            return .offset(Size(width: lerp(a.width, b.width), height: lerp(a.height, b.height)))
        case (.move(let a), .move(let b)):
            return .move(Size(width: lerp(a.width, b.width), height: lerp(a.height, b.height)))
        case (.custom(let n, let a), .custom(let m, let b)) where n == m:
            return .custom(name: n, value: lerp(a, b))
        default:
            return amount < 0.5 ? self : other
        }
    }
}
