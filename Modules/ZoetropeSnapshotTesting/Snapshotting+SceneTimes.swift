import Drawing
import Geometry
import SnapshotTesting
import Stage

extension Snapshotting where Format == String {
    /// A scene's frames at several times in one reference file: for each time a line
    /// `# t = <seconds>` followed by the frame's text, compared line by line; references end in
    /// `.txt`.
    ///
    ///     var session = try SceneSession<OrbitScene>()
    ///     try session.append(.action(name: "toggle", time: 0.25))
    ///     assertSnapshot(of: session, as: .frames(at: [0, 0.5, 1]))
    ///
    /// Frames are pure functions of the session's events and the time, so the order of `times`
    /// does not change any frame; it is the order they are written in.
    ///
    /// - Parameters:
    ///   - times: Scene times in seconds.
    ///   - format: How each frame is written (default canonical JSON).
    public static func frames<S: Scene>(at times: [SceneTime], as format: FrameTextFormat = .canonicalJSON) -> Snapshotting
    where Value == SceneSession<S> {
        var strategy = SimplySnapshotting<String>.lines.pullback { (session: SceneSession<S>) in
            format.text(of: session, at: times)
        }
        strategy.pathExtension = "txt"
        return strategy
    }

    /// A scene's frames at several times, from a fresh session with the scene's defaults — or the
    /// given seed and viewport — and no events: `assertSnapshot(of: OrbitScene.self,
    /// as: .frames(at: [0, 0.5, 1]))`, written as the session variant writes it.
    ///
    /// - Parameters:
    ///   - times: Scene times in seconds.
    ///   - format: How each frame is written (default canonical JSON).
    ///   - seed: The random seed (default: the scene's).
    ///   - viewport: The viewport in points (default: the scene's); an invalid one is written
    ///     into the snapshot as the session's error, so the comparison fails and says why.
    public static func frames<S: Scene>(
        at times: [SceneTime], as format: FrameTextFormat = .canonicalJSON, seed: UInt64? = nil, viewport: Size? = nil
    ) -> Snapshotting where Value == S.Type {
        var strategy = SimplySnapshotting<String>.lines.pullback { (_: S.Type) in
            do {
                return format.text(of: try SceneSession<S>(seed: seed, viewport: viewport), at: times)
            } catch {
                return "cannot start a session of \(String(reflecting: S.self)): \(error)"
            }
        }
        strategy.pathExtension = "txt"
        return strategy
    }
}
