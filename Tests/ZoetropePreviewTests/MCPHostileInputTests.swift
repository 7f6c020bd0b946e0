import Drawing
import Foundation
import Testing

/// `preview mcp` under the second hostile battery (issue #43, item 3), driven over stdio.
@Suite("preview mcp: hostile input", .serialized)
struct MCPHostileInputTests {
    @Test("a request whose id is not a string or an integer is answered with an error and id null; the server still exits at end of input",
          .bug(id: "43"))
    func invalidIDs() throws {
        let client = try MCPClient()
        try client.initialize()
        let ids = ["1.5", "true", "{\"a\":1}", "[1]", "1e300", "123456789012345678901234567890", "null"]
        for id in ids {
            client.send(line: #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/list"}"#)
            let answer = try client.answer(id: nil)
            #expect(answer["id"] == .null, "\(id): \(answer)")
            #expect(answer["error"]?["code"] == -32600, "\(id): \(answer)")
        }
        #expect(client.close() == 0)
    }

    @Test("answers to requests sent all at once never interleave: every line is one whole JSON-RPC answer", .bug(id: "43"))
    func concurrentAnswersStayWhole() throws {
        let client = try MCPClient()
        try client.initialize()
        var lines: [String] = []
        for id in 0..<4 {
            lines.append(#"{"jsonrpc":"2.0","id":"render-\#(id)","method":"tools/call","params":{"name":"render_frame","arguments":{"scene":"demo","at":0.5,"format":"png","size":"1200x900"}}}"#)
        }
        for id in 0..<400 { lines.append(#"{"jsonrpc":"2.0","id":\#(id),"method":"tools/list"}"#) }
        client.send(line: lines.joined(separator: "\n"))
        var answered: Set<JSONValue> = []
        var renders = 0
        // Read while the server answers (a pipe holds only 64 KiB); `receive` throws on a line
        // that is not JSON.
        while answered.count < 404, let message = try client.receive() {
            if let id = message["id"] { answered.insert(id) }
            if message["result"]?["content"]?[0]?["type"] == "image" { renders += 1 }
        }
        #expect(answered.count == 404)
        #expect(renders == 4)
        #expect(client.close() == 0)
    }

    @Test("eventsFile naming a FIFO (or a folder) is refused at once, without opening it", .bug(id: "43"))
    func fifoEventsFile() throws {
        let (folder, client) = try MCPCommandTests.openSession()
        #expect(mkfifo(folder.appendingPathComponent("Events/pipe.json").path, 0o644) == 0)
        for (path, kind) in [("Events/pipe.json", "a FIFO"), ("Events", "a folder")] {
            let answer = try client.call("scene_state", ["scene": "demo", "at": 1, "eventsFile": .string(path)])
            #expect(answer.isError)
            #expect(answer.text?.contains("it is \(kind)") == true, "\(answer.text ?? "")")
        }
        #expect(client.close() == 0)
    }

    @Test("an expression nested or chained past the depth limit is a clear error, in the tool and on the command line", .bug(id: "43"),
          arguments: [
            ".spring(" + String(repeating: "Spring(", count: 3_000),
            // 90 KB: a single command-line argument may not exceed 128 KiB.
            ".easeIn" + String(repeating: ".delay(1)", count: 10_000),
          ])
    func deepExpressions(_ expression: String) throws {
        let client = try MCPClient()
        try client.initialize()
        let answer = try client.call("sample_curve", ["expression": .string(expression)])
        #expect(answer.isError)
        #expect(answer.text?.contains("levels deep") == true, "\(answer.text?.prefix(300) ?? "")")
        #expect(client.close() == 0)
        // The command prints the expression back with a caret: kept under the 64 KiB a pipe
        // holds, since CommandRunner reads standard output to its end before standard error.
        let cli = try CommandRunner.run(["curve", "--", String(expression.prefix(12_000))])
        #expect(cli.status == 1, "\(cli.stderr.prefix(300))")
        #expect(cli.stderr.contains("levels deep"))
        let spring = try CommandRunner.run(["spring", "--", String(repeating: "Spring(", count: 1_500)])
        #expect(spring.status == 1)
        #expect(spring.stderr.contains("levels deep"))
    }

    @Test("a long line (times with 10^6 numbers, 5 MB) is answered, in time linear in its length", .bug(id: "43"))
    func longLine() throws {
        let client = try MCPClient()
        try client.initialize()
        let clock = ContinuousClock()
        let times = Array(repeating: "0.125", count: 1_000_000).joined(separator: ",")
        let start = clock.now
        client.send(line: #"{"jsonrpc":"2.0","id":"long","method":"tools/call","params":{"name":"sample_curve","arguments":{"expression":".linear","times":[\#(times)]}}}"#)
        let answer = try client.answer(id: "long")
        let elapsed = clock.now - start
        #expect(answer["result"]?["isError"] == true, "\(answer)")
        #expect(answer["result"]?["content"]?[0]?["text"]?.stringValue?.contains("at most 100000 samples") == true)
        #expect(elapsed < .seconds(60), "\(elapsed)")
        #expect(client.close() == 0)
    }
}
