import Foundation
import PreviewServer
import Synchronization
import Testing

/// Issue #26 item 5: sessions doing expensive but legal work must not starve the HTTP side,
/// other sessions or new upgrades, and a session's CPU is budgeted.
@Suite("Live server: scene work and fairness")
struct LiveServerFairnessTests {
    static let target = "/session?scene=busy"

    @Test("scene work runs on the scene executor's own threads, not on the ones serving HTTP")
    func sceneThreads() async throws {
        let threads = BusyScene.ThreadNames()
        try await withLiveServer(scenes: BusyScene.Provider(slices: 2, threads: threads)) { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { socket in
                _ = try await socket.receive(type: "hello")
                try await socket.send(#"{"type":"frame","t":1}"#)
                _ = try await socket.receive(type: "frame")
            }
        }
        #expect(threads.all == ["zoetrope-scene"])
    }

    @Test("a cheap session's frames are drawn where its messages are read, after a first frame on the scene executor; a seek sends the next frame there again")
    func cheapFramesRunInline() async throws {
        var limits = SessionLimits.standard
        // A generous limit, so that a loaded machine's preemption never makes a cheap frame look long.
        limits.sceneInlineLimit = 1
        let threads = BusyScene.ThreadNames()
        try await withLiveServer(limits: limits, scenes: BusyScene.Provider(slices: 1, sliceSeconds: 0, threads: threads)) { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { socket in
                _ = try await socket.receive(type: "hello")
                for t in 1...4 {
                    try await socket.send(#"{"type":"frame","t":\#(t)}"#)
                    _ = try await socket.receive(type: "frame")
                }
                try await socket.send(#"{"type":"seek","time":0,"t":5}"#)
                try await socket.send(#"{"type":"frame","t":6}"#)
                _ = try await socket.receive(type: "frame")
            }
        }
        let names = threads.all
        try #require(names.count == 5)
        #expect(names.first == "zoetrope-scene")
        #expect(names[1...3].allSatisfy { $0 != "zoetrope-scene" })
        #expect(names.last == "zoetrope-scene")
    }

    @Test("while two sessions each have a 1 s frame in progress, /api/health and a third session are answered first")
    func busySessionsDoNotStarveOthers() async throws {
        let threads = BusyScene.ThreadNames()
        // 500 slices of 2 ms of processor time: a second of work per frame, more than the 0.5 s
        // burst, so the budget also slows them down; that only delays their own frames. The
        // comparison is of order, not of times: health and a new session need a few ms of work,
        // the busy frames 1 s each, however loaded the machine (the work is processor time).
        try await withLiveServer(scenes: BusyScene.Provider(slices: 500, threads: threads)) { port, _ in
            let order = Arrivals()
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<2 {
                    group.addTask {
                        try await TestWebSocket.with(port: port, target: Self.target) { socket in
                            _ = try await socket.receive(type: "hello")
                            try await socket.send(#"{"type":"frame","t":1}"#)
                            _ = try await socket.receive(type: "frame", timeout: .seconds(300))
                            order.note("busy frame \(index)")
                        }
                    }
                }
                // The busy frames under way (polled: a loaded machine may take a while to start them).
                for _ in 0..<3000 where threads.slicesDone < 20 { try await Task.sleep(for: .milliseconds(10)) }
                #expect(threads.slicesDone >= 20)
                let health = try await RawHTTPClient.get(port: port, target: "/api/health", host: "localhost:\(port)")
                #expect(health.status == 200)
                order.note("health")
                try await TestWebSocket.with(port: port, target: Self.target) { socket in
                    _ = try await socket.receive(type: "hello")
                    try await socket.send(#"{"type":"ping","id":1}"#)
                    _ = try await socket.receive(type: "pong")
                    order.note("third session")
                }
                try await group.waitForAll()
            }
            #expect(Array(order.all.prefix(2)) == ["health", "third session"])
        }
    }

    @Test("a session over its CPU budget is told so, and carries on")
    func throttledSessionIsTold() async throws {
        var limits = SessionLimits.standard
        limits.sceneBurst = 0.01
        limits.sceneShare = 0.02
        let threads = BusyScene.ThreadNames()
        // 20 slices of 2 ms: 40 ms of processor time, four times the burst. The budget charges
        // processor time, so a session that gets less than its share of a core (other tests' busy
        // sessions on the same scene threads) is not over it: the share is 2 % of a core, which
        // a loaded machine still gives, and the 30 ms owed then take 1.5 s to repay.
        try await withLiveServer(limits: limits, scenes: BusyScene.Provider(slices: 20, threads: threads)) { port, _ in
            try await TestWebSocket.with(port: port, target: Self.target) { socket in
                _ = try await socket.receive(type: "hello")
                try await socket.send(#"{"type":"frame","t":1}"#)
                // The notice comes first, then the (late) frame itself.
                let notice = try await socket.receive(type: "error")
                #expect((notice["message"] as? String)?.contains("more scene work than its share") == true)
                _ = try await socket.receive(type: "frame")
                try await socket.send(#"{"type":"ping","id":2}"#)
                #expect(try await socket.receive(type: "pong")["id"] as? Int == 2)
            }
        }
    }
}

/// What arrived, in order, from several tasks.
final class Arrivals: Sendable {
    private let items = Mutex<[String]>([])
    var all: [String] { items.withLock { $0 } }
    func note(_ item: String) { items.withLock { $0.append(item) } }
}
