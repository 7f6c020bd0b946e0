import Geometry

/// A function from a unit of input (a time fraction 0…1) to a unit of output (progress), with
/// its derivative (SwiftUI's `UnitCurve`).
///
/// Curves are either cubic Béziers from (0, 0) to (1, 1) or one of the three circular eases.
/// Inputs are clamped to 0…1 (NaN counts as 0). For Béziers the control points' **x**
/// coordinates are clamped to 0…1 when the curve is evaluated (so x(s) is monotone and every
/// input has exactly one output); **y** coordinates are not clamped, so a curve may overshoot
/// below 0 or above 1.
public struct UnitCurve: Hashable, Sendable {
    @usableFromInline
    internal enum Kind: Hashable, Sendable {
        /// A Bézier with its control points as given (x not yet clamped).
        case bezier(start: UnitPoint, end: UnitPoint)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
    }

    @usableFromInline
    internal var kind: Kind

    /// For `.bezier`, the curve actually evaluated (control x clamped to 0…1); the identity
    /// otherwise (unused).
    @usableFromInline
    internal var evaluated: CubicBezier

    @usableFromInline
    internal init(kind: Kind, evaluated: CubicBezier = UnitCurve.identityBezier) {
        self.kind = kind
        self.evaluated = evaluated
    }

    @usableFromInline
    internal static let identityBezier = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
}

// MARK: - Presets and construction

extension UnitCurve {
    /// Creates a cubic Bézier curve from (0, 0) to (1, 1).
    ///
    /// - Parameters:
    ///   - startControlPoint: The first control point (x = time fraction, y = progress). Its x
    ///     is clamped to 0…1 when the curve is evaluated; y is used as given.
    ///   - endControlPoint: The second control point, treated the same way.
    /// - Returns: The curve. Coordinates beyond ±1e6 are clamped to ±1e6; NaN becomes 0.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        let startControlPoint = UnitPoint(
            x: CubicBezier.sanitized(startControlPoint.x), y: CubicBezier.sanitized(startControlPoint.y))
        let endControlPoint = UnitPoint(
            x: CubicBezier.sanitized(endControlPoint.x), y: CubicBezier.sanitized(endControlPoint.y))
        let evaluated = CubicBezier(
            x1: Swift.min(Swift.max(startControlPoint.x, 0), 1), y1: startControlPoint.y,
            x2: Swift.min(Swift.max(endControlPoint.x, 0), 1), y2: endControlPoint.y)
        return UnitCurve(kind: .bezier(start: startControlPoint, end: endControlPoint), evaluated: evaluated)
    }

    /// The identity: output equals input, velocity 1 everywhere. A Bézier with control points
    /// (0, 0) and (1, 1).
    public static let linear = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))

    /// Starts slowly and speeds up: Bézier (0.42, 0), (1, 1).
    public static let easeIn = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))

    /// Starts quickly and slows down: Bézier (0, 0), (0.58, 1).
    public static let easeOut = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// Slow at both ends, fastest in the middle: Bézier (0.42, 0), (0.58, 1).
    public static let easeInOut = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// The deprecated SwiftUI name of `easeInOut`.
    @available(*, deprecated, renamed: "easeInOut")
    public static var easeInEaseOut: UnitCurve { easeInOut }

    /// A quarter circle that starts slowly: `y = 1 − √(1 − x²)`, velocity `x / √(1 − x²)`
    /// (0 at the start, +∞ at the end).
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)

    /// A quarter circle that starts quickly: `y = √(x·(2 − x))`, velocity
    /// `(1 − x) / √(x·(2 − x))` (+∞ at the start, 0 at the end).
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)

    /// Two quarter circles: `circularEaseIn` compressed into the first half and
    /// `circularEaseOut` into the second; velocity 0 at both ends and +∞ at x = ½.
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)
}

// MARK: - Evaluation

extension UnitCurve {
    /// The output (progress) for an input `progress`.
    ///
    /// - Parameter progress: The input, clamped to 0…1; NaN counts as 0.
    /// - Returns: The curve's value: 0 at 0 and 1 at 1; in between it may leave 0…1 for Béziers
    ///   whose control y values do. Béziers are solved to an error below 1e-9 in x.
    @inlinable
    public func value(at progress: Double) -> Double {
        let x = progress > 0 ? Swift.min(progress, 1) : 0
        switch kind {
        case .bezier:
            return evaluated.value(at: x)
        case .circularEaseIn:
            return 1 - Swift.max(0, 1 - x * x).squareRoot()
        case .circularEaseOut:
            return Swift.max(0, x * (2 - x)).squareRoot()
        case .circularEaseInOut:
            if x < 0.5 {
                return (1 - Swift.max(0, 1 - 4 * x * x).squareRoot()) / 2
            }
            return (1 + Swift.max(0, 8 * x - 4 * x * x - 3).squareRoot()) / 2
        }
    }

    /// The rate of change of the output with respect to the input, `dy/dx`, at `progress`.
    ///
    /// - Parameter progress: The input, clamped to 0…1; NaN counts as 0.
    /// - Returns: The slope. It is `+∞` where the curve is vertical (the circular eases at
    ///   their steep ends, or a Bézier whose x stalls while y moves). Where a Bézier's x and y
    ///   derivatives both vanish (e.g. `easeOut` at 0, `easeIn` at 1) the limit of the ratio is
    ///   returned (1.724 for those two), whereas SwiftUI reports 1 and 0 there.
    public func velocity(at progress: Double) -> Double {
        let x = progress > 0 ? Swift.min(progress, 1) : 0
        switch kind {
        case .bezier:
            return evaluated.slope(at: x)
        case .circularEaseIn:
            let root = (1 - x * x).squareRoot()
            return root > 0 ? x / root : .infinity
        case .circularEaseOut:
            let root = (x * (2 - x)).squareRoot()
            return root > 0 ? (1 - x) / root : .infinity
        case .circularEaseInOut:
            if x < 0.5 {
                let root = (1 - 4 * x * x).squareRoot()
                return root > 0 ? 2 * x / root : .infinity
            }
            let root = Swift.max(0, 8 * x - 4 * x * x - 3).squareRoot()
            return root > 0 ? (2 - 2 * x) / root : .infinity
        }
    }

    /// The curve with its input and output swapped.
    ///
    /// For Béziers the control points' x and y are exchanged; `circularEaseIn` and
    /// `circularEaseOut` are each other's inverse. As in SwiftUI, `circularEaseInOut.inverse`
    /// is `circularEaseInOut` itself, although that curve is not its own mathematical inverse.
    public var inverse: UnitCurve {
        switch kind {
        case .bezier(let start, let end):
            return .bezier(
                startControlPoint: UnitPoint(x: start.y, y: start.x),
                endControlPoint: UnitPoint(x: end.y, y: end.x))
        case .circularEaseIn:
            return .circularEaseOut
        case .circularEaseOut:
            return .circularEaseIn
        case .circularEaseInOut:
            return .circularEaseInOut
        }
    }

    /// The control points of a Bézier curve as given (x not clamped), or `nil` for the circular
    /// curves.
    public var controlPoints: (start: UnitPoint, end: UnitPoint)? {
        if case .bezier(let start, let end) = kind { return (start, end) }
        return nil
    }
}
