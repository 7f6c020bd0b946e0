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

/// `path` decoded by ffmpeg to raw RGBA bytes (an independent PNG reader).
private func ffmpegRGBA(_ path: String) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
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

    @Test("Clip frames go to ffmpeg in Cairo's own layout with straight alpha: a lossless APNG decodes to exactly the rasteriser's RGBA")
    func nativePixelsReachFFmpegExactly() throws {
        // Every alpha from 0 to 255 (a gradient to transparent) over a moving square, at an odd size.
        func frame(_ i: Int) -> Frame {
            var frame = movingFrame(i, size: Size(width: 37, height: 23))
            let fade = Gradient(stops: [.init(color: Color(red: 0.1, green: 0.8, blue: 0.5, opacity: 0), location: 0),
                                        .init(color: Color(red: 0.9, green: 0.3, blue: 0.2, opacity: 1), location: 1)])
            frame.operations.insert(Frame.Operation(.fill(rect(0, 0, 37, 23), .linearGradient(fade, startPoint: .zero, endPoint: Point(x: 37, y: 0)), .nonZero)), at: 0)
            frame.operations[1] = Frame.Operation(fill(rect(0, 0, 37, 12), Color(red: 0.2, green: 0.9, blue: 0.4, opacity: 0.35)))
            return frame
        }
        let out = temporaryPath("native.apng")
        defer { try? FileManager.default.removeItem(atPath: out) }
        try ClipRecorder(format: .apng, out: out, fps: 10, scale: 1.5).record(frames: 4) { frame($0) }
        let rasterizer = FrameRasterizer()
        let expected = try (0..<4).flatMap { try rasterizer.render(frame($0), scale: 1.5).bytes }
        let alphas = Set(try rasterizer.render(frame(0), scale: 1.5).bytes.enumerated().filter { $0.offset % 4 == 3 }.map(\.element))
        #expect(alphas.count > 40, "the frames cover many alpha values")
        #expect(try ffmpegRGBA(out) == expected)
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
