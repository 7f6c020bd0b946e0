import Drawing
import Stage

/// The frames of one export: a session with the posted log replayed, asked for frames at
/// increasing scene times. In process it is the session itself (``ReplayedSession``); under
/// `serve --watch` the session lives in the scene host and each frame is a request to it
/// (``HostedExportScene``).
public protocol ExportScene {
    /// The frame at `seconds` of scene time.
    ///
    /// - Throws: ``ExportError/failed(_:)`` when the frame cannot be had (the scene host stopped).
    mutating func frame(at seconds: Double) throws(ExportError) -> Frame
}

/// An export's session in this process.
public struct ReplayedSession: ExportScene {
    /// The session, its log replayed.
    public var session: any SceneSessionProtocol

    /// Wraps a session whose log has been replayed.
    public init(_ session: any SceneSessionProtocol) {
        self.session = session
    }

    public mutating func frame(at seconds: Double) throws(ExportError) -> Frame {
        session.frame(at: SceneTime(seconds: seconds))
    }
}
