import Drawing
import Stage

/// How a scene-at-times snapshot writes each frame.
public enum FrameTextFormat: Sendable {
    /// `Frame.canonicalJSON()`.
    case canonicalJSON
    /// `Frame.svgDocument()`.
    case svg

    /// The frame's text in this format.
    func text(of frame: Frame) -> String {
        switch self {
        case .canonicalJSON: frame.canonicalJSON()
        case .svg: frame.svgDocument()
        }
    }

    /// The session's frames at `times`, each after a line `# t = <seconds>`.
    func text<S: Scene>(of session: SceneSession<S>, at times: [SceneTime]) -> String {
        var session = session
        return times.map { time in
            "# t = \(JSONValue.format(time.seconds))\n" + text(of: session.frame(at: time))
        }.joined(separator: "\n")
    }
}
