import Foundation

/// The size of wire messages after permessage-deflate (RFC 7692) as browsers and our server
/// negotiate it: raw deflate, window 2¹⁵, one compression context kept across messages, a sync
/// flush per message with its trailing `00 00 FF FF` removed. Measured with zlib through
/// `python3`, so tests can report compressed sizes without a zlib binding of their own.
public enum PermessageDeflate {
    /// Each message's compressed size in bytes, in order, or nil when `python3` cannot be run.
    ///
    /// - Parameter messages: The messages as sent, one after another on one connection.
    public static func sizes(of messages: [[UInt8]]) throws -> [Int]? {
        let script = """
            import sys, zlib, struct
            data = sys.stdin.buffer.read()
            c = zlib.compressobj(zlib.Z_DEFAULT_COMPRESSION, zlib.DEFLATED, -15)
            i = 0
            while i < len(data):
                (n,) = struct.unpack_from('<I', data, i); i += 4
                out = c.compress(data[i:i + n]) + c.flush(zlib.Z_SYNC_FLUSH); i += n
                assert out.endswith(b'\\x00\\x00\\xff\\xff')
                print(len(out) - 4)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        var payload = Data()
        for m in messages {
            var n = UInt32(m.count).littleEndian
            payload.append(Data(bytes: &n, count: 4))
            payload.append(contentsOf: m)
        }
        // python3 reads all its input before printing, so writing it all first cannot stall.
        input.fileHandleForWriting.write(payload)
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return text.split(separator: "\n").compactMap { Int($0) }
    }
}
