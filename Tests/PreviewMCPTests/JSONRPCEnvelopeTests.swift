import Foundation
@testable import PreviewMCP
import Testing

/// Lines `preview mcp` answers itself before the SDK sees them (issue #43, item 3): JSON-RPC 2.0
/// wants every malformed request answered, with `"id": null` when the id cannot be known.
@Suite("PreviewMCP: JSON-RPC envelope")
struct JSONRPCEnvelopeTests {
    static func answer(_ line: String) throws -> [String: Any] {
        guard case .answer(let data) = JSONRPCEnvelope.classify(Data(line.utf8)) else {
            Issue.record("\(line) was not answered")
            return [:]
        }
        return try #require(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any])
    }

    @Test("a request whose id is not a string or an integer is an invalid request answered with id null", .bug(id: "43"),
          arguments: ["1.5", "true", "false", "{\"a\":1}", "[1]", "1e300", "123456789012345678901234567890", "null"])
    func invalidID(_ id: String) throws {
        let answer = try Self.answer(#"{"jsonrpc":"2.0","id":\#(id),"method":"tools/list"}"#)
        #expect(answer["id"] is NSNull, "\(id): \(answer)")
        #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32600)
        #expect(answer["jsonrpc"] as? String == "2.0")
    }

    @Test("lines that are not JSON, or not JSON-RPC messages, are answered with id null", .bug(id: "43"), arguments: [
        ("{this is not JSON", -32700), ("\"just a string\"", -32600), ("42", -32600), ("{}", -32600),
        (#"{"jsonrpc":"1.0","id":"x","method":"a"}"#, -32600), (#"{"jsonrpc":"2.0","id":7,"method":5}"#, -32600),
        (#"{"id":7,"method":"tools/list"}"#, -32600), (#"{"jsonrpc":"2.0","id":7}"#, -32600),
    ])
    func notJSONRPC(_ line: String, _ code: Int) throws {
        let answer = try Self.answer(line)
        #expect((answer["error"] as? [String: Any])?["code"] as? Int == code, "\(line): \(answer)")
        #expect(answer["id"] != nil)
    }

    @Test("an envelope error keeps a valid id", .bug(id: "43"))
    func keepsValidID() throws {
        #expect(try Self.answer(#"{"jsonrpc":"2.0","id":"seven","method":5}"#)["id"] as? String == "seven")
        #expect(try Self.answer(#"{"id":8,"method":"tools/list"}"#)["id"] as? Int == 8)
    }

    @Test("requests, notifications, responses and batches go to the SDK; requests are tracked by id", .bug(id: "43"), arguments: [
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#, JSONRPCEnvelope.Verdict.forward(requestID: "1")),
        (#"{"jsonrpc":"2.0","id":"a\"b","method":"tools/list","params":{}}"#, .forward(requestID: #""a\"b""#)),
        (#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#, .forward(requestID: nil)),
        (#"{"jsonrpc":"2.0","id":3,"result":{}}"#, .forward(requestID: nil)),
        (#"[{"jsonrpc":"2.0","id":1,"method":"tools/list"}]"#, .forward(requestID: nil)),
        ("   ", .blank),
    ])
    func forwarded(_ line: String, _ verdict: JSONRPCEnvelope.Verdict) {
        #expect(JSONRPCEnvelope.classify(Data(line.utf8)) == verdict)
    }

    @Test("a response's id is read the way a request's was tracked", .bug(id: "43"))
    func responseID() {
        #expect(JSONRPCEnvelope.id(ofResponse: Data(#"{"jsonrpc":"2.0","id":"a\"b","result":{}}"#.utf8)) == #""a\"b""#)
        #expect(JSONRPCEnvelope.id(ofResponse: Data(#"{"jsonrpc":"2.0","id":12,"error":{"code":1,"message":"x"}}"#.utf8)) == "12")
        #expect(JSONRPCEnvelope.id(ofResponse: Data(#"{"jsonrpc":"2.0","id":12,"method":"x"}"#.utf8)) == nil)
    }
}

/// ``LineReader`` reads lines in time linear in their length (issue #43).
@Suite("PreviewMCP: LineReader")
struct LineReaderTests {
    static func lines(of bytes: [UInt8]) throws -> [Data] {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let writeEnd = descriptors[1]
        let writer = Thread {
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let count = write(writeEnd, buffer.baseAddress! + offset, buffer.count - offset)
                    if count <= 0 { break }
                    offset += count
                }
            }
            close(writeEnd)
        }
        writer.start()
        var lines: [Data] = []
        LineReader.read(descriptors[0]) { lines.append($0) }
        close(descriptors[0])
        return lines
    }

    @Test("lines split at each newline, across reads; a last line without one counts", .bug(id: "43"))
    func splitting() throws {
        let text = "a\n\nbc\n" + String(repeating: "x", count: 200_000) + "\nlast"
        let lines = try Self.lines(of: Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
        #expect(lines == ["a", "", "bc", String(repeating: "x", count: 200_000), "last"])
    }

    @Test("a 16 MB line is read in well under a second per MB", .bug(id: "43"))
    func longLine() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: "7"), count: 16 << 20) + [UInt8(ascii: "\n")]
        let clock = ContinuousClock()
        var count = 0
        let elapsed = try clock.measure { count = try Self.lines(of: bytes).first?.count ?? 0 }
        #expect(count == 16 << 20)
        #expect(elapsed < .seconds(16), "\(elapsed)")
    }
}
