/// Why an export request (`POST /api/export/png`, `/api/export/clip`) was refused or failed;
/// ``ErrorResponse`` turns it into the status and message (docs/session-protocol.md §1.4).
public enum ExportError: Error, Equatable, Sendable {
    /// The request has no `Origin` header (exports are for the page only).
    case originMissing
    /// The body is not `application/json` (the media type given, or nil without one).
    case notJSON(String?)
    /// The body is larger than ``ExportLimits/maximumBodyBytes`` (`maximum`, bytes).
    case bodyTooLarge(maximum: Int)
    /// The body is not a valid request: what is wrong with it.
    case invalidRequest(String)
    /// The session log could not be replayed: the events file's or the scene's own message.
    case invalidLog(String)
    /// The image or clip would exceed a limit: what and which.
    case tooLarge(String)
    /// Another export of this kind is running (one at a time).
    case busy
    /// `ffmpeg` is not installed (clips only).
    case ffmpegMissing
    /// No scenes to replay the log with: `serve --watch` has no scene host running (the last
    /// build failed, or the host stopped), or the server was made without an export source.
    case unavailable
    /// Drawing or encoding failed on the server: the message.
    case failed(String)
}
