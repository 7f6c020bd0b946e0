import Geometry

/// Estimates a pointer's velocity from its recent samples, as honeycomb.md §8.3 specifies.
///
/// 1. Keep the samples no older than `window` (0.1 s) before the newest one (a 1e-9 s tolerance
///    absorbs rounding in the comparison).
/// 2. With fewer than 2 samples, or less than `minimumSpan` (5 ms) between the oldest and the
///    newest, the velocity is zero.
/// 3. Otherwise velocity = (newest − oldest) / (t_newest − t_oldest), in points per second.
/// 4. A velocity faster than `maximumSpeed` (5000 points/s) is scaled down to that length.
///
/// A pointer held still for longer than the window before it lifts therefore has zero velocity.
public struct VelocityEstimator: Hashable, Sendable {
    /// How far back samples count, in scene seconds (default 0.1 s).
    public var window: SceneDuration
    /// The shortest span between oldest and newest sample that gives a velocity (default 5 ms).
    public var minimumSpan: SceneDuration
    /// The fastest velocity reported, in points per second (default 5000).
    public var maximumSpeed: Double

    private var samples: [Sample] = []

    private struct Sample: Hashable, Sendable {
        var time: SceneTime
        var location: Point
    }

    /// Creates an estimator with honeycomb.md §8.3's constants by default.
    public init(window: SceneDuration = 0.1, minimumSpan: SceneDuration = .milliseconds(5), maximumSpeed: Double = 5000) {
        self.window = window
        self.minimumSpan = minimumSpan
        self.maximumSpeed = maximumSpeed
    }

    /// Adds a sample and drops the ones that fell out of the window. Samples must come in time
    /// order (as events do); a sample earlier than the newest is ignored.
    public mutating func add(_ location: Point, at time: SceneTime) {
        if let last = samples.last, time < last.time { return }
        samples.append(Sample(time: time, location: location))
        let cutoff = time.seconds - window.seconds - 1e-9
        if let firstKept = samples.firstIndex(where: { $0.time.seconds >= cutoff }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
    }

    /// Forgets every sample.
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// The estimated velocity in points per second (x right, y down); zero when there is not
    /// enough data.
    public var velocity: Size {
        guard let first = samples.first, let last = samples.last, samples.count >= 2 else { return .zero }
        let dt = last.time.seconds - first.time.seconds
        guard dt >= minimumSpan.seconds - 1e-12, dt > 0 else { return .zero }
        var vx = (last.location.x - first.location.x) / dt
        var vy = (last.location.y - first.location.y) / dt
        let speed = (vx * vx + vy * vy).squareRoot()
        if speed > maximumSpeed, speed.isFinite {
            vx *= maximumSpeed / speed
            vy *= maximumSpeed / speed
        }
        return Size(width: vx, height: vy)
    }
}
