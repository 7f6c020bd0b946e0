/// One piece of a tool's answer.
public enum PreviewToolContent: Sendable, Equatable {
    /// Text: JSON exactly as the command line prints it, or an SVG document.
    case text(String)
    /// A PNG image (its bytes; sent base64-encoded with MIME type `image/png`).
    case png([UInt8])
}
