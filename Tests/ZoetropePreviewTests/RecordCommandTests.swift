import Foundation
import Testing
import ZoetropeTestSupport

/// A fresh temporary folder.
private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The sum of the first video stream's packet durations in seconds, as `ffprobe` reads them (an
/// APNG's frame delays), or nil without packets.
private func packetDuration(_ path: String) throws -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "packet=duration_time", "-of", "csv=p=0", path]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let durations = text.split(whereSeparator: \.isNewline).compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    return durations.isEmpty ? nil : durations.reduce(0, +)
}

/// The files in `folder` (names), sorted.
private func contents(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}

@Suite("preview render --format png")
struct RenderPNGCommandTests {
    @Test("writes a PNG of the frame at --scale, which ffprobe reads with the scaled size")
    func png() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("frame.png").path
        let result = try CommandRunner.run(["render", "demo", "--at", "0.5", "--size", "120x80", "--format", "png", "--scale", "2", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let probe = try VideoProbe(out)
        #expect(probe.width == 240 && probe.height == 160)
        #expect(contents(folder) == ["frame.png"])  // no temporary left behind
    }

    static let bad: [([String], String)] = [
        (["--format", "png"], "--format png needs --out"),
        (["--format", "png", "--scale", "0", "--out", "/tmp/x.png"], "--scale must be a number above 0"),
        (["--format", "png", "--scale", "-1", "--out", "/tmp/x.png"], "--scale must be a number above 0"),
        (["--format", "svg", "--scale", "2"], "--scale applies to --format png only"),
        (["--format", "png", "--size", "16384x16384", "--out", "/tmp/zoetrope-never.png"], "16384×16384 pixels is too large"),
        (["--format", "png", "--out", "/nonexistent-zoetrope/frame.png"], "the folder /nonexistent-zoetrope does not exist"),
        (["--format", "png", "--out", "/proc/zoetrope.png"], "cannot write /proc/zoetrope.png"),
    ]

    @Test("bad input: a clear error and no file", arguments: bad)
    func badInput(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(["render", "demo", "--at", "0.5"] + arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/zoetrope-never.png"))
    }

    @Test("1×1 points renders a 1×1 image")
    func tiny() throws {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent("one.png").path
        let result = try CommandRunner.run(["render", "demo", "--at", "0", "--size", "1x1", "--format", "png", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let probe = try VideoProbe(out)
        #expect(probe.width == 1 && probe.height == 1)
    }
}

@Suite("preview record")
struct RecordCommandTests {
    private func record(_ name: String, _ extra: [String]) throws -> (URL, CommandResult) {
        let folder = try temporaryFolder()
        let out = folder.appendingPathComponent(name)
        let result = try CommandRunner.run(["record", "demo", "--size", "101x51"] + extra + ["--out", out.path + (name.hasSuffix("/") ? "/" : "")])
        return (out, result)
    }

    @Test("MP4: H.264 with the frame count, size padded to even, and duration ffprobe reads",
          arguments: [("clip.mp4", 30, 0.0, 1.0), ("clip.webm", 30, 0.5, 1.0), ("clip.apng", 20, 0, 0.5)])
    func video(name: String, fps: Int, from: Double, to: Double) throws {
        let (out, result) = try record(name, ["--fps", "\(fps)", "--from", "\(from)", "--to", "\(to)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "no progress line when not on a terminal: \(result.stderr)")
        let probe = try VideoProbe(out.path)
        let frames = Int(((to - from) * Double(fps)).rounded())
        #expect(probe.frames == frames)
        if name.hasSuffix(".mp4") {
            #expect(probe.width == 102 && probe.height == 52)
        } else {
            #expect(probe.width == 101 && probe.height == 51)
        }
        // ffprobe states no container duration for APNG: there it is the frames' delays added up.
        let duration = try #require(name.hasSuffix(".apng") ? try packetDuration(out.path) : probe.duration,
                                    "ffprobe reads the clip's duration")
        #expect(abs(duration - (to - from)) < 0.02, "\(duration)")
        #expect(contents(out.deletingLastPathComponent()) == [name])
    }

    @Test("GIF at 25 fps: palette GIF with the frame count and exact duration")
    func gif() throws {
        let (out, result) = try record("clip.gif", ["--fps", "25", "--to", "0.4", "--scale", "0.5"])
        #expect(result.status == 0, "\(result.stderr)")
        let probe = try VideoProbe(out.path)
        #expect(probe.frames == 10)
        #expect(probe.width == 51 && probe.height == 26)
        let duration = try #require(probe.duration, "ffprobe reads the GIF's duration")
        #expect(abs(duration - 0.4) < 0.02, "\(duration)")
    }

    @Test("A folder path ending in / gets numbered PNG files")
    func pngFolder() throws {
        let (out, result) = try record("frames/", ["--fps", "10", "--to", "0.5"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(contents(out) == (1...5).map { String(format: "frame-%06d.png", $0) })
        #expect(contents(out.deletingLastPathComponent()) == ["frames"])
        #expect(try VideoProbe(out.appendingPathComponent("frame-000005.png").path).width == 101)
    }

    static let bad: [([String], String)] = [
        (["--to", "1", "--fps", "0"], "--fps must be a whole number of frames per second from 1 to 240, not 0"),
        (["--to", "1", "--fps", "1000"], "not 1000"),
        (["--to", "4000"], "--to 4000.0 is past the end of scene time (3600 s)"),
        (["--from", "2", "--to", "1"], "must be later than --from"),
        (["--from", "0", "--to", "0.001", "--fps", "10"], "less than one frame"),
        (["--to", "1", "--scale", "0"], "--scale must be a number above 0"),
        (["--to", "1", "--scale", "-2"], "--scale must be a number above 0"),
        (["--to", "1", "--size", "16384x16384"], "is too large"),
        (["--to", "1", "--set", "nonsense"], "--set must look like NAME=VALUE"),
        (["--to", "1", "--set", "nosuch=1"], "--set nosuch=1"),
        (["--to", "1", "--background", "teal-ish"], "--background must be a hex colour"),
    ]

    @Test("bad input: a clear error, nothing written", arguments: bad)
    func badInput(arguments: [String], message: String) throws {
        let folder = try temporaryFolder()
        let result = try CommandRunner.run(["record", "demo"] + arguments + ["--out", folder.appendingPathComponent("clip.mp4").path])
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(contents(folder).isEmpty)
    }

    @Test("bad --out paths: unknown extensions, missing or unwritable folders, non-empty PNG folders")
    func badPaths() throws {
        let folder = try temporaryFolder()
        let full = folder.appendingPathComponent("full")
        try FileManager.default.createDirectory(at: full, withIntermediateDirectories: true)
        try Data([1]).write(to: full.appendingPathComponent("keep.txt"))
        let cases: [(String, String)] = [
            (folder.appendingPathComponent("clip.avi").path, "it ends in .avi; use .mp4 (H.264), .webm (VP9), .gif, .apng"),
            (folder.appendingPathComponent("clip").path, "it has no extension"),
            ("/nonexistent-zoetrope/clip.mp4", "the folder /nonexistent-zoetrope does not exist"),
            ("/proc/clip.mp4", "cannot write /proc/clip.mp4"),
            (full.path + "/", "the folder is not empty"),
        ]
        for (out, message) in cases {
            let result = try CommandRunner.run(["record", "demo", "--to", "0.1", "--out", out])
            #expect(result.status != 0)
            #expect(result.stderr.contains(message), "\(out): \(result.stderr)")
        }
        #expect(contents(folder) == ["full"])
        #expect(contents(full) == ["keep.txt"])
    }

    @Test("Without ffmpeg on PATH: an error naming the Debian package, nothing written")
    func missingFFmpeg() throws {
        let folder = try temporaryFolder()
        let result = try CommandRunner.run(
            ["record", "demo", "--to", "0.1", "--out", folder.appendingPathComponent("clip.webm").path],
            environment: ["PATH": "/nonexistent-zoetrope-bin"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("ffmpeg was not found on PATH") && result.stderr.contains("apt-get install ffmpeg"), "\(result.stderr)")
        #expect(contents(folder).isEmpty)
    }
}
