import Testing
@testable import ZoetropePreview

@Suite("preview record: formats and progress line")
struct ClipFormatTests {
    @Test("The --out path picks the format; a trailing / is a PNG folder", arguments: [
        ("a/clip.mp4", ClipFormat.mp4), ("CLIP.MP4", .mp4), ("x.webm", .webm), ("x.gif", .gif), ("x.apng", .apng), ("frames/", .pngFolder),
    ])
    func formats(path: String, format: ClipFormat) throws {
        #expect(try ClipFormat(path: path) == format)
    }

    @Test("Only MP4 loses alpha; H.264 is padded to even sizes in yuv420p")
    func arguments() {
        #expect(ClipFormat.allVideo.filter { !$0.keepsAlpha } == [.mp4])
        let mp4 = ClipFormat.mp4.ffmpegArguments(fps: 60)
        #expect(mp4.contains("libx264") && mp4.contains("yuv420p") && mp4.contains("pad=ceil(iw/2)*2:ceil(ih/2)*2"))
        #expect(ClipFormat.webm.ffmpegArguments(fps: 60).contains("libvpx-vp9"))
        #expect(ClipFormat.gif.ffmpegArguments(fps: 60).joined().contains("palettegen"))
    }

    @Test("The progress line: bar, frames, rate and time left")
    func progress() {
        #expect(ProgressLine.text(done: 120, total: 240, seconds: 2) == "[############............] 120/240 frames  60.0 fps  ETA 2.0 s")
        #expect(ProgressLine.text(done: 0, total: 10, seconds: 0) == "[........................] 0/10 frames  0.0 fps  ETA 0.0 s")
    }
}
