import Foundation
import Raster
import Testing

/// What Python's `zipfile` (an independent reader) finds in `archive`: each entry's name, bytes
/// (hex) and stored method, after checking every CRC (`testzip`).
private func pythonReads(_ archive: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-zip-\(UUID().uuidString).zip").path
    try Data(archive).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", """
        import sys, zipfile
        z = zipfile.ZipFile(sys.argv[1])
        assert z.testzip() is None, "a CRC is wrong"
        print(";".join(f"{i.filename}={z.read(i).hex()}:{i.compress_type}:{i.date_time}" for i in z.infolist()))
        """, path]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
}

@Suite("ZIP archives of clip frames")
struct ZipArchiveTests {
    @Test("One stored entry, byte for byte: local header, data, central directory, end record")
    func layout() throws {
        var zip = ZipArchive()
        try zip.append(name: "a", bytes: Array("hi".utf8))
        let crc: [UInt8] = [0xAC, 0x2A, 0x93, 0xD8]  // CRC-32 of "hi", 0xD8932AAC
        let shared: [UInt8] = [10, 0, 0, 0, 0, 0, 0, 0, 0x21, 0] + crc + [2, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0]
        let local: [UInt8] = [0x50, 0x4B, 3, 4] + shared + Array("a".utf8) + Array("hi".utf8)
        let central: [UInt8] = [0x50, 0x4B, 1, 2, 20, 0] + shared + [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0] + Array("a".utf8)
        let end: [UInt8] = [0x50, 0x4B, 5, 6, 0, 0, 0, 0, 1, 0, 1, 0, UInt8(central.count), 0, 0, 0, UInt8(local.count), 0, 0, 0, 0, 0]
        #expect(zip.finished() == local + central + end)
    }

    @Test("An independent reader finds every entry, in order, stored, with the right bytes and CRCs; the same files give the same archive")
    func readable() throws {
        var zip = ZipArchive()
        let files: [(String, [UInt8])] = [("frames/frame-000001.png", Array(0...255)), ("frames/frame-000002.png", []),
                                          ("frames/frame-000003.png", (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })]
        for (name, bytes) in files { try zip.append(name: name, bytes: bytes) }
        let expected = files.map { "\($0.0)=\($0.1.map { String(format: "%02x", $0) }.joined()):0:(1980, 1, 1, 0, 0, 0)" }.joined(separator: ";")
        #expect(try pythonReads(zip.finished()) == expected)
        var again = ZipArchive()
        for (name, bytes) in files { try again.append(name: name, bytes: bytes) }
        #expect(again.finished() == zip.finished())
        #expect(try pythonReads(ZipArchive().finished()) == "", "an empty archive is valid")
    }

    @Test("Names ZIP cannot hold are refused", arguments: ["", "é.png", String(repeating: "a", count: 65_536)])
    func badNames(name: String) {
        var zip = ZipArchive()
        #expect(throws: ZipArchive.Failure.invalidName(name)) { try zip.append(name: name, bytes: [1]) }
    }
}
