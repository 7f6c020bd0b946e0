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

    @OptionGroup var options: SessionOptions

    @OptionGroup var frameOptions: FrameFormatOptions

    @Option(help: ArgumentHelp("Write to this file instead of standard output (required for png).", valueName: "FILE"))
    var out: String?

    func validate() throws {
        if frameOptions.format == .png, out == nil {
            throw ValidationError("--format png needs --out FILE (a PNG is binary; it is not written to the terminal)")
        }
    }

    func run() throws {
        var session = try options.makeSession(in: App.sceneRegistry())
        let frame = session.frame(at: SceneTime(seconds: options.time))
        if frameOptions.format == .png, let out {
            try CommandFiles.checkOutputPath(out, example: "frame.png")
            do {
                try PNGEncoder.write(frameOptions.rasterize(frame), to: out)
            } catch let error as RasterError {
                throw CommandError(error.description)
            }
            return
        }
        if let out {
            try CommandFiles.write(frameOptions.document(of: frame), to: out)
        } else {
            print(frameOptions.text(of: frame), terminator: "")
        }
    }
}
