import ArgumentParser
import Drawing
import Foundation
import Raster
import Stage

/// `preview record SCENE --to T --out clip.mp4`: a clip of a scene, drawn without a browser.
struct RecordCommand<App: PreviewApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "record",
            abstract: "Record a clip of a scene as MP4, WebM, GIF, APNG or numbered PNG files.",
            discussion: """
                Replays the events file (if any) on a fresh session and draws the frames at \
                --from, --from + 1/fps, … up to (not including) --to with the Raster module, \
                without a browser; ffmpeg (Debian package ffmpeg) encodes them: .mp4 is H.264 \
                (drawn over --background, white by default; odd sizes padded to even), .webm is \
                VP9 with alpha, .gif has a palette made for the clip (GIF delays are whole \
                hundredths of a second: use 25, 50 or 100 fps for exact timing); .apng is an \
                animated PNG written without ffmpeg (each frame the rectangle that changed). An --out path ending in / writes frame-000001.png, … into that \
                folder (which must not exist or be empty). The clip appears at --out only when \
                complete. A progress line shows on a terminal.

                Example: \(PreviewCommand<App>.executableName) record \(PreviewCommand<App>.exampleSceneID) --from 0 --to 3 --fps 60 --scale 2 --out clip.mp4
                """
        )
    }

    @OptionGroup var sceneOptions: SceneOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Start time in seconds (default 0).", valueName: "T"))
    var from: Double = 0

    @Option(parsing: .unconditional, help: ArgumentHelp("End time in seconds (exclusive), at most 3600.", valueName: "T"))
    var to: Double

    @Option(help: ArgumentHelp("Frames per second, 1…\(Self.maximumFPS) (default 60).", valueName: "N"))
    var fps: Int = 60

    @Option(parsing: .unconditional, help: ArgumentHelp("Device pixels per point (default 1).", valueName: "S"))
    var scale: Double = 1

    @Option(help: ArgumentHelp("Colour drawn under every frame, e.g. #FFFFFF (default: white for .mp4, none otherwise).", valueName: "HEX"))
    var background: String?

    @Option(help: ArgumentHelp("The clip file (.mp4, .webm, .gif, .apng) or a folder path ending in /.", valueName: "PATH"))
    var out: String

    /// The highest frame rate accepted.
    static var maximumFPS: Int { 240 }

    func validate() throws {
        guard (1...Self.maximumFPS).contains(fps) else {
            throw ValidationError("--fps must be a whole number of frames per second from 1 to \(Self.maximumFPS), not \(fps)")
        }
        let end = SceneTime.maximum.seconds
        guard from.isFinite, from >= 0, from < end else {
            throw ValidationError("--from must be a time in seconds from 0 to \(Int(end)), not \(from)")
        }
        guard to.isFinite, to <= end else {
            throw ValidationError("--to \(to) is past the end of scene time (\(Int(end)) s)")
        }
        guard to > from else { throw ValidationError("--to (\(to)) must be later than --from (\(from))") }
        guard frameCount >= 1 else {
            throw ValidationError("--from \(from) --to \(to) at \(fps) fps is less than one frame; record a longer range")
        }
        guard scale.isFinite, scale > 0 else { throw ValidationError("--scale must be a number above 0 (e.g. 1 or 2), not \(scale)") }
        if let background, (try? Color(hex: background)) == nil {
            throw ValidationError("--background must be a hex colour such as #FFFFFF or #00000080, not \"\(background)\"")
        }
        _ = try Self.format(out)
    }

    /// Frames in the clip: (to − from) × fps, rounded to the nearest whole frame.
    var frameCount: Int { Int(((to - from) * Double(fps)).rounded()) }

    func run() throws {
        signal(SIGPIPE, SIG_IGN)  // a dying ffmpeg must give an error, not kill us
        let format = try Self.format(out)
        try checkOutput(format)
        var session = try sceneOptions.makeSession(in: App.sceneRegistry())
        let backgroundColor = try background.map { try Color(hex: $0) } ?? (format == .mp4 ? .white : nil)
        let total = frameCount
        var progress = ProgressLine(total: total)
        defer { progress.finish() }
        let recorder = ClipRecorder(format: format, out: out, fps: fps, scale: scale, background: backgroundColor, startTime: from)
        do {
            try recorder.record(frames: total, frame: { i in
                session.frame(at: SceneTime(seconds: from + Double(i) / Double(fps)))
            }, progress: { done in progress.update(done: done) })
        } catch {
            throw CommandError(error.description)
        }
    }

    /// The clip format for an `--out` path, or a `CommandError` naming the ones there are.
    static func format(_ out: String) throws -> ClipFormat {
        do {
            return try ClipFormat(path: out)
        } catch {
            throw CommandError(error.description)
        }
    }

    /// Refuses unusable `--out` paths before any frame is drawn.
    private func checkOutput(_ format: ClipFormat) throws {
        guard format == .pngFolder else {
            try CommandFiles.checkOutputPath(out, example: "clip.mp4")
            return
        }
        let folder = String(out.dropLast())
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CommandError("cannot record to \(out): \(folder) is a file, not a folder") }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            guard contents.isEmpty else {
                throw CommandError("cannot record to \(out): the folder is not empty; give a new or empty folder")
            }
        }
        // The folder is made next to it (as a temporary one, renamed at the end): its parent
        // must exist and be writable.
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError("cannot record to \(out): the folder \(parent) does not exist; create it first or choose another --out path")
        }
        guard FileManager.default.isWritableFile(atPath: parent) else {
            throw CommandError("cannot record to \(out): the folder \(parent) is not writable; choose another --out path")
        }
    }
}
