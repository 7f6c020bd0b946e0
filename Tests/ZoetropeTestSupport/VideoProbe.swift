import Foundation
import Testing

/// What `ffprobe` reads from a clip file: the first video stream's size and frame count (frames
/// decoded and counted), and the container's duration when it has one.
public struct VideoProbe {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Frames decoded.
    public var frames: Int
    /// The duration in seconds, or nil when the container states none.
    public var duration: Double?

    /// Probes the file at `path` with `ffprobe` (on `PATH`).
    public init(_ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                             "-show_entries", "stream=width,height,nb_read_frames:format=duration", "-of", "json", path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let doc = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let stream = try #require((doc["streams"] as? [[String: Any]])?.first)
        width = try #require(stream["width"] as? Int)
        height = try #require(stream["height"] as? Int)
        let count = try #require(stream["nb_read_frames"] as? String)
        frames = try #require(Int(count))
        duration = ((doc["format"] as? [String: Any])?["duration"] as? String).flatMap(Double.init)
    }
}
