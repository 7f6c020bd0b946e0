import Curves
import Geometry
import Stage

/// The tunable constants of the scene (pull-to-refresh.md B.2), with the book's values as
/// defaults, and what derives from them (B.3, B.7).
///
/// Lengths are points (CSS pixels), durations seconds, angles radians unless a name says
/// degrees. Every stored value comes from a scene parameter of the same name (see
/// `PullToRefreshScene.info`), already validated against its range, so nothing here needs to
/// guard against NaN or negative input. Changes apply from the next animation start: running
/// animations keep the targets and curves they started with (Beyond the book, 2).
public struct PullToRefreshConfiguration: Hashable, Sendable {
    /// The pull needed to start a refresh, and how far the list drops during it (100).
    public var maxOffset = 100.0
    /// The ball's diameter (42).
    public var ballSize = 42.0
    /// The gap between the ball's top position and the content origin (8).
    public var ballSpacing = 8.0
    /// One fall or one rise of the bouncing ball (0.35 s).
    public var jumpDuration = 0.35
    /// How long the ball takes to return to the top after the refresh (0.3 s,
    /// `timeForTheBallToReturn`).
    public var returnDuration = 0.3
    /// How long the roll-out lasts (1.0 s, `timeForTheBallToRollOut`).
    public var rollOutDuration = 1.0
    /// The ball's vertical scale at the bottom of a bounce (0.85; horizontal is its inverse).
    public var squashScale = 0.85
    /// The roll-in timing curve, `rollInCurve`: a Bézier with control points (0.24, 1.4) and
    /// (1.0, −1.0) (x is the time fraction, y the progress).
    public var rollInCurve = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.24, y: 1.4), endControlPoint: UnitPoint(x: 1.0, y: -1.0))
    /// The roll-in curve's duration (1.0 s).
    public var rollInDuration = 1.0
    /// The list spring's physics, `listSpring`: mass 1, stiffness 80, damping 4 (over-damping
    /// clamped to critical, as `Spring(mass:stiffness:damping:)` does).
    public var listSpringModel = Spring(mass: 1, stiffness: 80, damping: 4)
    /// The list's ease back (easeInOut) duration (0.3 s).
    public var listEaseDuration = 0.3
    /// How long the simulated refresh runs, 0…30 s (5 s).
    public var refreshDuration = 5.0
    /// The height of the title band, L0 (96).
    public var headerHeight = 96.0
    /// The rubber band's resistance constant (0.55).
    public var rubberBandConstant = 0.55
    /// The release spring's response (0.5 s; critically damped).
    public var releaseResponse = 0.5
    /// Whether shadows fade out toward their rim (a radial gradient) instead of being flat
    /// ellipses (false, the spec's look). Either way the peak alpha is the spec's.
    public var softShadows = false
    /// The year of the reference month random event dates fall in (2024).
    public var year = 2024
    /// The reference month, 1…12 (6, June).
    public var month = 6

    /// The book's constants.
    public init() {}

    /// The constants the scene parameters hold (defaults for names `values` lacks).
    ///
    /// - Parameter values: The scene's current parameter values.
    public init(_ values: ParameterValues) {
        maxOffset = values[Key.maxOffset]
        ballSize = values[Key.ballSize]
        ballSpacing = values[Key.ballSpacing]
        jumpDuration = values[Key.jumpDuration]
        returnDuration = values[Key.returnDuration]
        rollOutDuration = values[Key.rollOutDuration]
        squashScale = values[Key.squashScale]
        rollInCurve = values[Key.rollInCurve]
        rollInDuration = values[Key.rollInDuration]
        listSpringModel = values[Key.listSpring]
        listEaseDuration = values[Key.listEaseDuration]
        refreshDuration = values[Key.refreshDuration]
        rubberBandConstant = values[Key.rubberBandConstant]
        releaseResponse = values[Key.releaseResponse]
        softShadows = values[Key.softShadows]
        year = values[Key.year]
        month = values[Key.month]
    }
}

// MARK: - Derived values

extension PullToRefreshConfiguration {
    /// The ball's radius, `ballSize / 2` (21).
    public var ballRadius: Double { ballSize / 2 }

    /// The ball box's vertical offset at the top position, `−(ballSize/2 + ballSpacing)` (−29):
    /// the ball's centre sits `ballSpacing` above the content origin L.
    public var topBallOffset: Double { -(ballSize / 2 + ballSpacing) }

    /// The ball box's vertical offset at the bottom of a bounce,
    /// `maxOffset − ballSize/2 − ballSpacing` (71).
    public var bottomBallOffset: Double { maxOffset - ballSize / 2 - ballSpacing }

    /// The roll shadow's size, `0.8·ballSize × 5` (33.6 × 5).
    public var rollShadowSize: (width: Double, height: Double) { (0.8 * ballSize, 5) }

    /// The jump shadow's unscaled height, `ballSize / 2` (21); its width is `ballSize`.
    public var jumpShadowHeight: Double { ballSize / 2 }

    /// The width of the ball's seams, `0.045·ballSize` (1.89).
    public var seamWidth: Double { 0.045 * ballSize }

    /// The roll-in animation: `rollInCurve` over `rollInDuration`, as
    /// `.timingCurve(x1, y1, x2, y2, duration:)` (the parameter only holds Béziers).
    public var rollInAnimation: Animation {
        guard let p = rollInCurve.controlPoints else { return .timingCurve(rollInCurve, duration: rollInDuration) }
        return .timingCurve(p.start.x, p.start.y, p.end.x, p.end.y, duration: rollInDuration)
    }

    /// The list's drop: `listSpringModel` as an interpolating spring, no initial velocity.
    public var listSpring: Animation { .interpolatingSpring(listSpringModel, initialVelocity: 0) }

    /// The list's return: easeInOut over `listEaseDuration`.
    public var listEase: Animation { .easeInOut(duration: listEaseDuration) }

    /// The bounce scalar's animation: easeInOut over `jumpDuration`, repeated forever with
    /// autoreverse (odd legs mirror the value, A.5).
    public var jumpAnimation: Animation { .easeInOut(duration: jumpDuration).repeatForever(autoreverses: true) }

    /// The squash scalar's animation: easeOut over `jumpDuration`, repeated forever with
    /// autoreverse.
    public var squashAnimation: Animation { .easeOut(duration: jumpDuration).repeatForever(autoreverses: true) }

    /// The jump rotation's animation: linear over one full bounce (`2·jumpDuration`), repeated
    /// without reversing.
    public var spinAnimation: Animation { .linear(duration: 2 * jumpDuration).repeatForever(autoreverses: false) }

    /// The return to the top: easeInOut over `returnDuration`.
    public var returnAnimation: Animation { .easeInOut(duration: returnDuration) }

    /// The roll-out's horizontal motion: easeIn over `rollOutDuration`.
    public var rollOutAnimation: Animation { .easeIn(duration: rollOutDuration) }

    /// The roll-out's rotation: linear over `rollOutDuration`.
    public var rollOutSpinAnimation: Animation { .linear(duration: rollOutDuration) }

    /// The rubber band for a viewport of `height` points.
    public func rubberBand(height: Double) -> RubberBand {
        RubberBand(constant: rubberBandConstant, dimension: height)
    }
}
