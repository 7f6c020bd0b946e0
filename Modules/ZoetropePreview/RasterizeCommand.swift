import ArgumentParser
import Drawing
import Raster

/// `preview rasterize FRAME.json --out frame.png`: a canonical JSON frame (a snapshot, or
/// `preview render` output) drawn as PNG without a browser.
struct RasterizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rasterize",
        abstract: "Draw a canonical JSON frame file (a snapshot, `render` output) as PNG.",
        discussion: """
            Reads the frame, draws it with the Raster module as the page would, and writes a PNG \
            of its size times --scale.

            Example: preview rasterize Tests/Fixtures/protocol/basic.json --scale 2 --out basic.png
            """
    )

    @Argument(help: ArgumentHelp("A canonical JSON frame file.", valueName: "FRAME"))
    var frame: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Device pixels per point (default 1).", valueName: "S"))
    var scale: Double = 1

    @Option(help: ArgumentHelp("The PNG file to write.", valueName: "FILE"))
    var out: String

    func validate() throws {
        guard scale.isFinite, scale > 0 else { throw ValidationError("--scale must be a number above 0 (e.g. 1 or 2), not \(scale)") }
    }

    func run() throws {
        let text = try CommandFiles.readText(frame, what: "the frame file")
        let parsed: Frame
        do {
            parsed = try Frame(canonicalJSON: text)
        } catch {
            throw CommandError("frame file \(frame): \(error.description)")
        }
        try CommandFiles.checkOutputPath(out, example: "frame.png")
        do {
            try PNGEncoder.write(try FrameRasterizer().render(parsed, scale: scale), to: out)
        } catch let error as RasterError {
            throw CommandError(error.description)
        }
    }
}
