import Drawing
import Foundation
import Geometry
import Raster
import Testing

/// A fresh temporary folder path (not created).
private func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-clip-\(UUID().uuidString)-\(name)").path
}

/// Frame `i` of a small moving clip: a square that moves 3 points a frame over a gradient.
private func movingFrame(_ i: Int, size: Size = Size(width: 60, height: 40)) -> Frame {
    var frame = Frame(size: size)
    let gradient = Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)])
    frame.operations.append(Frame.Operation(.fill(rect(0, 0, size.width, size.height), .linearGradient(gradient, startPoint: .zero, endPoint: Point(x: size.width, y: 0)), .nonZero)))
    frame.operations.append(Frame.Operation(fill(rect(Double(i) * 3, 10, 12, 12), .white)))
    return frame
}

/// The files in a folder and their bytes, by name.
private func files(_ folder: String) throws -> [String: Data] {
    var out: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
        out[name] = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }
    return out
}

/// `path` decoded by ffmpeg to raw RGBA bytes (an independent PNG reader), every frame; `decoder`
/// names the decoder (libvpx-vp9 for VP9's alpha, which ffmpeg's own VP9 decoder drops).
private func ffmpegRGBA(_ path: String, decoder: String? = nil) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["ffmpeg", "-v", "error"] + (decoder.map { ["-c:v", $0] } ?? []) + ["-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return [UInt8](data)
}

@Suite("Clips: the recorder and PNG files")
struct ClipRecorderTests {
    @Test("Writing on a second thread gives the same files, byte for byte, as writing on the drawing thread")
    func sameBytes() throws {
        var results: [[String: Data]] = []
        for ahead in [0, 1, 2] {
            let out = temporaryPath("frames") + "/"
            var progress: [Int] = []
            try ClipRecorder(format: .pngFolder, out: out, fps: 30, scale: 2, framesAhead: ahead)
                .record(frames: 12, frame: { movingFrame($0) }, progress: { progress.append($0) })
            defer { try? FileManager.default.removeItem(atPath: out) }
            results.append(try files(out))
            #expect(progress == progress.sorted() && progress.last == 12 && progress.allSatisfy { (0...12).contains($0) }, "\(progress)")
        }
        #expect(results[0].count == 12 && results[0].keys.sorted().first == "frame-000001.png")
        #expect(results[1] == results[0] && results[2] == results[0])
        #expect(results[0]["frame-000001.png"] != results[0]["frame-000002.png"])
    }

    @Test("A PNG decodes (by ffmpeg) to exactly the image's RGBA, translucent pixels included")
    func pngRoundTrip() throws {
        var frame = movingFrame(4, size: Size(width: 37, height: 23))
        frame.operations.append(Frame.Operation(fill(rect(5, 5, 20, 10), Color(red: 0.2, green: 0.9, blue: 0.4, opacity: 0.35))))
        let image = try FrameRasterizer().render(frame, scale: 1.5)
        let path = temporaryPath("one.png")
        try PNGEncoder.write(image, to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try ffmpegRGBA(path) == image.bytes)
    }

    @Test("An APNG decodes (by ffmpeg) to exactly the rasteriser's RGBA, frame by frame: every alpha, repeated and moving frames")
    func apngExact() throws {
        // Every alpha from 0 to 255 (a gradient to transparent) under a moving square, at an odd size.
        func frame(_ i: Int) -> Frame {
            var frame = movingFrame(i, size: Size(width: 37, height: 23))
            let fade = Gradient(stops: [.init(color: Color(red: 0.1, green: 0.8, blue: 0.5, opacity: 0), location: 0),
                                        .init(color: Color(red: 0.9, green: 0.3, blue: 0.2, opacity: 1), location: 1)])
            frame.operations.insert(Frame.Operation(.fill(rect(0, 0, 37, 23), .linearGradient(fade, startPoint: .zero, endPoint: Point(x: 37, y: 0)), .nonZero)), at: 0)
            frame.operations[1] = Frame.Operation(fill(rect(0, 0, 37, 12), Color(red: 0.2, green: 0.9, blue: 0.4, opacity: 0.35)))
            return frame
        }
        let indices = [0, 1, 1, 2, 5]
        let out = temporaryPath("exact.apng")
        defer { try? FileManager.default.removeItem(atPath: out) }
        try ClipRecorder(format: .apng, out: out, fps: 10, scale: 1.5).record(frames: indices.count) { frame(indices[$0]) }
        let rasterizer = FrameRasterizer()
        let expected = try indices.flatMap { try rasterizer.render(frame($0), scale: 1.5).bytes }
        let alphas = Set(try rasterizer.render(frame(0), scale: 1.5).bytes.enumerated().filter { $0.offset % 4 == 3 }.map(\.element))
        #expect(alphas.count > 40, "the frames cover many alpha values")
        #expect(try ffmpegRGBA(out) == expected)
    }

    @Test("APNG frames after the first hold only the rectangle that changed (1×1 when nothing did), replacing it (blend source)")
    func apngRectangles() throws {
        let out = temporaryPath("rects.apng")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let indices = [0, 1, 1, 3]
        try ClipRecorder(format: .apng, out: out, fps: 25, scale: 1).record(frames: indices.count) { movingFrame(indices[$0]) }
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
        // (width, height, x, y, delay numerator, denominator, dispose, blend) of every fcTL, in order.
        var controls: [[Int]] = []
        var frameCount = -1
        var at = 8
        while at + 8 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            let data = Array(bytes[at + 8..<at + 8 + length])
            func u32(_ i: Int) -> Int { data[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
            if type == "acTL" { frameCount = u32(0) }
            if type == "fcTL" { controls.append([u32(4), u32(8), u32(12), u32(16), u32(20) >> 16, u32(20) & 0xFFFF, Int(data[24]), Int(data[25])]) }
            at += 12 + length
        }
        #expect(frameCount == 4)
        #expect(controls == [
            [60, 40, 0, 0, 1, 25, 0, 0],  // the whole first frame
            [15, 12, 0, 10, 1, 25, 0, 0],  // the square moved 3 points: x 0…15, its rows
            [1, 1, 0, 0, 1, 25, 0, 0],  // the same frame again
            [18, 12, 3, 10, 1, 25, 0, 0],  // from x 3 to x 9 + 12
        ])
    }

    @Test("Frames reach ffmpeg in Cairo's layout with straight alpha: colours keep their channels, a translucent colour is not darkened")
    func ffmpegChannels() throws {
        var frame = Frame(size: Size(width: 64, height: 64))
        let colours: [(Color, Double, Double)] = [(Color(red: 1, green: 0, blue: 0), 0, 0), (Color(red: 0, green: 1, blue: 0), 32, 0), (Color(red: 0, green: 0, blue: 1), 0, 32)]
        for (colour, x, y) in colours { frame.operations.append(Frame.Operation(fill(rect(x, y, 32, 32), colour))) }
        frame.operations.append(Frame.Operation(fill(rect(32, 32, 32, 32), Color(red: 1, green: 0, blue: 0, opacity: 0.5))))
        let out = temporaryPath("channels.webm")
        defer { try? FileManager.default.removeItem(atPath: out) }
        try ClipRecorder(format: .webm, out: out, fps: 10, scale: 1).record(frames: 2) { _ in frame }
        let decoded = Array(try ffmpegRGBA(out, decoder: "libvpx-vp9").prefix(64 * 64 * 4))
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<4).map { Int(decoded[(y * 64 + x) * 4 + $0]) } }
        func near(_ a: [Int], _ b: [Int], _ tolerance: Int) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }
        #expect(near(pixel(16, 16), [255, 0, 0, 255], 16), "\(pixel(16, 16))")
        #expect(near(pixel(48, 16), [0, 255, 0, 255], 16), "\(pixel(48, 16))")
        #expect(near(pixel(16, 48), [0, 0, 255, 255], 16), "\(pixel(16, 48))")
        #expect(near(pixel(48, 48), [255, 0, 0, 128], 16), "straight, not premultiplied (128, 0, 0): \(pixel(48, 48))")
    }

    @Test("A viewport that changes mid-clip stops the clip with a clear error, and nothing is left behind")
    func sizeChange() throws {
        let folder = temporaryPath("sizes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let recorder = ClipRecorder(format: .pngFolder, out: folder + "/frames/", fps: 10, scale: 1, startTime: 2)
        #expect(throws: ClipError.viewportChanged(time: 2.3, from: "60x40", to: "50x40")) {
            try recorder.record(frames: 6) { i in movingFrame(i, size: Size(width: i < 3 ? 60 : 50, height: 40)) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("Cancelling stops before the next frame and removes everything")
    func cancel() throws {
        let folder = temporaryPath("cancel")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var drawn = 0
        #expect(throws: ClipError.cancelled) {
            try ClipRecorder(format: .pngFolder, out: folder + "/frames/", fps: 10, scale: 1)
                .record(frames: 10, frame: { drawn += 1; return movingFrame($0) }, isCancelled: { drawn >= 3 })
        }
        #expect(drawn == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
