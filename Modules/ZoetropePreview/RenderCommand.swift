import ArgumentParser
import Drawing
import Raster
import Stage

/// `preview render SCENE --at T`: one frame of a scene, as canonical JSON, SVG or PNG.
struct RenderCommand<App: PreviewApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "render",
            abstract: "Render one frame of a scene as canonical JSON, SVG or PNG.",
            discussion: """
                Replays the events file (if any) on a fresh session and writes the frame at the \
                given time to standard output or --out. PNG (drawn without a browser, by the \
                Raster module) needs --out and takes --scale, the device pixels per point; images \
                are at most \(RasterLimits.maximumSide) pixels a side and \(RasterLimits.maximumPixelCount / 1_048_576) megapixels.

                Examples:
                  \(PreviewCommand<App>.executableName) render \(PreviewCommand<App>.exampleSceneID) --at 0.5 --format svg --out frame.svg
                  \(PreviewCommand<App>.executableName) render \(PreviewCommand<App>.exampleSceneID) --at 0.5 --format png --scale 2 --out frame.png
                """
        )
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, svg, png
    }

    @OptionGroup var options: SessionOptions

    @Option(help: "Output format: json (canonical frame JSON), svg or png.")
    var format: Format = .json

    @Option(parsing: .unconditional, help: ArgumentHelp("Device pixels per point for --format png (default 1; 2 for a retina image).", valueName: "S"))
    var scale: Double?

    @Option(help: ArgumentHelp("Write to this file instead of standard output (required for png).", valueName: "FILE"))
    var out: String?

    func validate() throws {
        if let scale {
            guard format == .png else { throw ValidationError("--scale applies to --format png only") }
            guard scale.isFinite, scale > 0 else { throw ValidationError("--scale must be a number above 0 (e.g. 1 or 2), not \(scale)") }
        }
        if format == .png, out == nil {
            throw ValidationError("--format png needs --out FILE (a PNG is binary; it is not written to the terminal)")
        }
    }

    func run() throws {
        var session = try options.makeSession(in: App.sceneRegistry())
        let frame = session.frame(at: SceneTime(seconds: options.time))
        if format == .png, let out {
            try CommandFiles.checkOutputPath(out, example: "frame.png")
            do {
                let image = try FrameRasterizer().render(frame, scale: scale ?? 1)
                try PNGEncoder.write(image, to: out)
            } catch let error as RasterError {
                throw CommandError(error.description)
            }
            return
        }
        let text = format == .json ? frame.canonicalJSON() : frame.svgDocument()
        if let out {
            try CommandFiles.write(text, to: out)
        } else {
            print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        }
    }
}
