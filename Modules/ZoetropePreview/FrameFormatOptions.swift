import ArgumentParser
import Drawing
import Raster

/// The options saying how `preview render` (and `preview mcp`'s `render_frame`) writes a
/// frame: `--format` and `--scale`. Validates them and makes the text or the pixels.
struct FrameFormatOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, svg, png
    }

    @Option(help: "Output format: json (canonical frame JSON), svg or png.")
    var format: Format = .json

    @Option(parsing: .unconditional, help: ArgumentHelp("Device pixels per point for --format png (default 1; 2 for a retina image).", valueName: "S"))
    var scale: Double?

    func validate() throws {
        if let scale {
            guard format == .png else { throw ValidationError("--scale applies to --format png only") }
            guard scale.isFinite, scale > 0 else { throw ValidationError("--scale must be a number above 0 (e.g. 1 or 2), not \(scale)") }
        }
    }

    /// The frame as canonical JSON (format json) or an SVG document (format svg), as `--out`
    /// writes it.
    func document(of frame: Frame) -> String {
        format == .json ? frame.canonicalJSON() : frame.svgDocument()
    }

    /// The frame as the command prints it to standard output: ``document(of:)`` ending with a
    /// newline.
    func text(of frame: Frame) -> String {
        let text = document(of: frame)
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// The frame in pixels, ``scale`` device pixels per point (default 1).
    ///
    /// - Throws: `RasterError` when the image would be too large.
    func rasterize(_ frame: Frame) throws -> RasterImage {
        try FrameRasterizer().render(frame, scale: scale ?? 1)
    }
}
