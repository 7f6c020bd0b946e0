import Drawing
import Stage
import Testing

/// An action event: the scene's action `name` at `seconds` of scene time.
public func act(_ name: String, _ seconds: Double) -> SceneEvent {
    .action(name: name, time: SceneTime(seconds: seconds))
}

extension SceneSession {
    /// A session at the scene's own seed and viewport with the script `events` appended.
    public init(replaying events: [SceneEvent]) throws {
        self = try SceneSession()
        try append(contentsOf: events)
    }
}

/// Expects that a session of `events` scrubbed back to `seconds` (after drawing the frame at
/// `farthest` seconds first) gives the straight run's state and frame there, equal as values and
/// as wire bytes (each through a fresh encoder).
public func expectScrubEqualsStraightRun<S: Scene>(
    _ scene: S.Type, _ events: [SceneEvent], at seconds: Double, after farthest: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let time = SceneTime(seconds: seconds)
    var straight = try SceneSession<S>(replaying: events)
    let frame = straight.frame(at: time)
    let state = straight.state(seconds)
    var scrubbed = try SceneSession<S>(replaying: events)
    _ = scrubbed.frame(at: SceneTime(seconds: farthest))
    let again = scrubbed.frame(at: time)
    #expect(again == frame, "frame at \(seconds) s", sourceLocation: sourceLocation)
    #expect(scrubbed.state(seconds) == state, "state at \(seconds) s", sourceLocation: sourceLocation)
    var a = WireEncoder(), b = WireEncoder()
    #expect(try a.encode(again) == b.encode(frame), "wire bytes at \(seconds) s", sourceLocation: sourceLocation)
}
