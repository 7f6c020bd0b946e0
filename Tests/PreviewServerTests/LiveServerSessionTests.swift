import Foundation
import Testing
@testable import PreviewServer

/// A real server on a free port with WebSocket clients speaking the session protocol.
@Suite("Live server: sessions")
struct LiveServerSessionTests {
    static let target = "/session?scene=dot"

    @Test("a session starts with a hello, then answers each frame request with one binary message: info and frame")
    func helloAndFrames() async throws {
        try await withLiveServer { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { socket in
            let hello = try await socket.receive(type: "hello")
            #expect(hello["protocol"] as? Int == 2)
            #expect((hello["scene"] as? [String: Any])?["id"] as? String == "dot")
            for index in 1...3 {
                try await socket.send(#"{"type":"frame","t":\#(index * 16)}"#)
                guard case .binary(let message) = try await socket.receive(), let (text, bytes) = FrameMessage.split(message) else {
                    Issue.record("expected a binary frame message")
                    return
                }
                let info = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
                #expect(info["type"] as? String == "frame")
                #expect(info["seq"] as? Int == index)
                #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("dot "))
                #expect(info["bytes"] as? Int == bytes.count)
            }
            }
        }
    }

    @Test("pointer input changes the scene's state, and transport commands move its clock")
    func inputAndTransport() async throws {
        try await withLiveServer { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { socket in
            _ = try await socket.receive(type: "hello")
            try await socket.send(#"{"type":"frame","t":0}"#)
            let initial = try await socket.receive(type: "state")
            #expect((initial["state"] as? [String: Any])?["x"] as? Double == 0)
            try await socket.send(#"{"type":"pointerDown","id":1,"x":30,"y":40,"t":4,"buttons":1}"#)
            try await socket.send(#"{"type":"pointerMove","id":1,"x":55,"y":66,"t":8,"buttons":1}"#)
            try await socket.send(#"{"type":"frame","t":16}"#)
            let info = try await socket.receive(type: "frame")
            #expect(info["inputT"] as? Double == 8)
            #expect((info["state"] as? [String: Any])?["x"] as? Double == 55, "the changed state rides in the frame info")
            #expect((info["state"] as? [String: Any])?["y"] as? Double == 66)

            try await socket.send(#"{"type":"pause","t":20}"#)
            try await socket.send(#"{"type":"seek","time":2,"t":20}"#)
            try await socket.send(#"{"type":"frame","t":500}"#)
            let paused = try await socket.receive(type: "frame")
            #expect(paused["time"] as? Double == 2)
            #expect(paused["playing"] as? Bool == false)
            try await socket.send(#"{"type":"speed","value":0.25,"t":500}"#)
            try await socket.send(#"{"type":"play","t":500}"#)
            try await socket.send(#"{"type":"frame","t":580}"#)
            let playing = try await socket.receive(type: "frame")
            #expect(abs((playing["time"] as? Double ?? 0) - 2.02) < 1e-9)
            #expect(playing["speed"] as? Double == 0.25)
            }
        }
    }

    @Test("bad messages get an error naming the problem and the session survives; pings get pongs")
    func badMessages() async throws {
        try await withLiveServer { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { socket in
            _ = try await socket.receive(type: "hello")
            let cases = [
                ("not json", "not valid JSON"),
                (#"{"type":"warp","t":1}"#, #"unknown message type "warp""#),
                (#"{"type":"pointerDown","id":1,"x":"left","y":0,"t":1}"#, #"field "x" is a JSON string; expected a number"#),
                (#"{"type":"speed","value":99,"t":1}"#, "outside 0.01…16"),
                (#"{"type":"action","name":"jump","t":1}"#, #"has no action "jump""#),
                (#"{"type":"frame","t":1,"extra":1}"#, #"unknown field "extra""#),
            ]
            for (message, fragment) in cases {
                try await socket.send(message)
                let error = try await socket.receive(type: "error")
                #expect((error["message"] as? String)?.contains(fragment) == true, "\(error)")
            }
            try await socket.send(frame: .init(fin: true, opcode: .binary, data: .init(bytes: [1, 2, 3])))
            #expect((try await socket.receive(type: "error")["message"] as? String)?.contains("binary") == true)
            let big = #"{"type":"action","name":"x","t":1,"pad":""# + String(repeating: "a", count: 70_000) + #""}"#
            try await socket.send(big)
            #expect((try await socket.receive(type: "error")["message"] as? String)?.contains("the limit is 65536") == true)
            try await socket.send(#"{"type":"ping","id":42}"#)
            #expect(try await socket.receive(type: "pong")["id"] as? Int == 42)
            try await socket.send(#"{"type":"frame","t":2}"#)
            #expect(try await socket.receive(type: "frame")["seq"] as? Int == 1)
            }
        }
    }

    @Test("a client that keeps sending garbage is closed with 1008")
    func garbageCloses() async throws {
        try await withLiveServer { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { socket in
            _ = try await socket.receive(type: "hello")
            for _ in 0..<40 { try await socket.send("garbage") }
            var closed: TestWebSocket.Received?
            for _ in 0..<60 {
                let received = try await socket.receive()
                if case .close = received { closed = received; break }
            }
            guard case .close(let code, let reason) = closed else {
                Issue.record("the server did not close the connection")
                return
            }
            #expect(code == 1008)
            #expect(reason.contains("bad messages"))
            }
        }
    }

    @Test("a flooding client is closed with 1008")
    func floodCloses() async throws {
        var limits = SessionLimits.standard
        limits.messageBurst = 50
        limits.messagesPerSecond = 10
        try await withLiveServer(limits: limits) { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { socket in
            _ = try await socket.receive(type: "hello")
            for index in 0..<200 { try? await socket.send(#"{"type":"ping","id":\#(index)}"#) }
            var closed: TestWebSocket.Received?
            for _ in 0..<300 {
                let received = try await socket.receive()
                if case .close = received { closed = received; break }
            }
            guard case .close(let code, let reason) = closed else {
                Issue.record("the server did not close the connection")
                return
            }
            #expect(code == 1008)
            #expect(reason.contains("too many messages"))
            }
        }
    }

    @Test("sessions are isolated: one client's input and garbage do not touch another's")
    func isolation() async throws {
        try await withLiveServer { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { first in
            try await TestWebSocket.with(port: port, target: Self.target) { second in
            _ = try await first.receive(type: "hello")
            _ = try await second.receive(type: "hello")
            try await first.send(#"{"type":"pointerDown","id":1,"x":90,"y":90,"t":1}"#)
            for _ in 0..<40 { try await first.send("garbage") }
            try await second.send(#"{"type":"frame","t":16}"#)
            let state = try await second.receive(type: "state")
            #expect((state["state"] as? [String: Any])?["x"] as? Double == 0)
            try await second.send(#"{"type":"ping"}"#)
            _ = try await second.receive(type: "pong")
            }
            }
        }
    }
}
