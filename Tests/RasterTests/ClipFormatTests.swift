import Raster
import Testing

@Suite("Clip formats")
struct ClipFormatTests {
    @Test("The --out path picks the format; a trailing / is a PNG folder", arguments: [
        ("a/clip.mp4", ClipFormat.mp4), ("CLIP.MP4", .mp4), ("x.webm", .webm), ("x.gif", .gif), ("x.apng", .apng), ("frames/", .pngFolder),
    ])
    func formats(path: String, format: ClipFormat) throws {
        #expect(try ClipFormat(path: path) == format)
    }

    @Test("Other extensions are refused, naming the ones there are", arguments: ["clip.mov", "clip", "a.b/clip"])
    func unknown(path: String) {
        #expect(throws: ClipError.self) { try ClipFormat(path: path) }
        do {
            _ = try ClipFormat(path: path)
        } catch {
            #expect(error.description.contains("use .mp4 (H.264), .webm (VP9), .gif, .apng"))
            #expect(error.description.contains(path.hasSuffix("mov") ? "ends in .mov" : "has no extension"))
        }
    }

    @Test("Only MP4 loses alpha; H.264 is padded to even sizes in yuv420p")
    func arguments() {
        #expect(ClipFormat.allVideo.filter { !$0.keepsAlpha } == [.mp4])
        let mp4 = ClipFormat.mp4.ffmpegArguments(fps: 60)
        #expect(mp4.contains("libx264") && mp4.contains("yuv420p") && mp4.contains("pad=ceil(iw/2)*2:ceil(ih/2)*2"))
        #expect(ClipFormat.webm.ffmpegArguments(fps: 60).contains("libvpx-vp9"))
        #expect(ClipFormat.gif.ffmpegArguments(fps: 60).joined().contains("palettegen"))
    }

    @Test("Media types", arguments: [(ClipFormat.mp4, "video/mp4"), (.webm, "video/webm"), (.gif, "image/gif"), (.apng, "image/apng")])
    func mediaTypes(format: ClipFormat, type: String) {
        #expect(format.mediaType == type)
    }
}
