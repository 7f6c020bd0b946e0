import Stage

/// What the page's Animations panel asks a session (docs/session-protocol.md §2.4). Neither
/// request moves the clock or is logged: they only read the session.
public enum InspectionRequest: Equatable, Sendable {
    /// `{"type":"animations"}`: the scene's animated properties at the clock's time
    /// (`SceneAnimations`).
    case animations
    /// `{"type":"animationSamples","path","from","to","count"}`: the presented value of the
    /// property at `path` at `count` evenly spaced scene times from `from` to `to` (seconds, both
    /// included), evaluated on a copy of the session.
    case samples(path: String, from: SceneTime, to: SceneTime, count: Int)

    /// Longest accepted property path, in characters.
    public static let maximumPathLength = 256
    /// Most samples in one request.
    public static let maximumSampleCount = 512
    /// Most properties at rest an `animations` reply lists (every animating one is listed; the
    /// rest are counted in its `omitted`), so a scene with thousands of animated values still
    /// answers with a small message.
    public static let maximumRestingProperties = 200
    /// Widest sampled window, in scene seconds (the copy simulates all of it).
    public static let maximumWindow = 30.0
    /// Longest reply, in bytes of JSON text (1 MiB): a longer description or set of samples is
    /// answered with an error instead (`SessionRejection.inspectionTooLarge`).
    public static let maximumReplyBytes = 1 << 20

    /// The sample times of a `samples` request: `count` times from `from` to `to`, evenly
    /// spaced, both ends included (computed from the index, so the last is exactly `to`).
    public static func sampleTimes(from: SceneTime, to: SceneTime, count: Int) -> [SceneTime] {
        guard count > 1 else { return [from] }
        let step = (to.seconds - from.seconds) / Double(count - 1)
        return (0..<count).map { $0 == count - 1 ? to : SceneTime(seconds: from.seconds + Double($0) * step) }
    }
}
