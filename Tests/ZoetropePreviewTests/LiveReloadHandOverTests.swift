import Foundation
@testable import PreviewServer
import Demo
import Stage
import Testing

/// The session hand-over of `serve --watch` with real scene hosts (`preview scene-host`
/// children): a session driven through the supervisor keeps its time, speed, pause, parameter
/// and drag when the host is replaced by a new one and when the host dies and a new one starts.
@Suite("serve --watch: session hand-over")
struct LiveReloadHandOverTests {
    static func host() throws -> SceneHostProcess {
        try SceneHostProcess(executable: CommandRunner.executableURL.path, arguments: ["scene-host"], timeout: 20)
    }

    static func texts(_ reply: SessionController.Reply) -> [String] {
        reply.messages.compactMap(\.json)
    }

    static func send(_ session: inout HostedSession, _ text: String) async -> SessionController.Reply {
        await session.respond(to: Array(text.utf8))
    }

    /// The frame info of a reply without its sequence number, render time and size (a new
    /// host's wire encoder starts with an empty path cache, so its first frame is larger).
    static func frameInfo(_ reply: SessionController.Reply) -> String? {
        texts(reply).first { $0.hasPrefix(#"{"type":"frame""#) }?
            .replacingOccurrences(of: #""seq":[0-9]+,"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #""renderMs":[0-9.e-]+,"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #""bytes":[0-9]+,"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #","state":.*\}$"#, with: "}", options: .regularExpression)
    }

    /// The scene state a reply's frame info carries (only when it changed), as JSON text.
    static func state(_ reply: SessionController.Reply) -> String? {
        texts(reply).lazy.compactMap { text in
            text.hasPrefix(#"{"type":"frame""#) ? text.range(of: #","state":"#).map { String(text[$0.upperBound...].dropLast()) } : nil
        }.first
    }

    @Test("a new host, then a crashed host and a new one: the page's session continues where it was")
    func handOver() async throws {
        let hub = LiveReloadHub()
        try await hub.install(Self.host(), grace: 0)
        var session = HostedSession(hub: hub, sceneID: "demo")
        let opening = Self.texts(SessionController.Reply(messages: await session.opening(), isRejection: false))
        #expect(opening.first?.hasPrefix(#"{"type":"hello""#) == true)
        var t = 1000.0
        for text in [
            #"{"type":"viewport","width":400,"height":300,"t":1000}"#,
            #"{"type":"pointerDown","id":1,"x":200,"y":150,"t":1010}"#,
            #"{"type":"pointerMove","id":1,"x":260,"y":170,"t":1030}"#,
            #"{"type":"set","name":"size","value":150,"t":1040}"#,
            #"{"type":"speed","value":0.25,"t":1050}"#,
        ] {
            #expect(!(await Self.send(&session, text)).isRejection, "\(text)")
        }
        for _ in 0..<30 {
            t += 16
            _ = await Self.send(&session, #"{"type":"frame","t":\#(t)}"#)
        }
        _ = await Self.send(&session, #"{"type":"pause","t":\#(t)}"#)
        t += 16
        let before = await Self.send(&session, #"{"type":"frame","t":\#(t)}"#)
        let beforeInfo = try #require(Self.frameInfo(before))
        #expect(beforeInfo.contains(#""playing":false,"speed":0.25"#))
        // The state as the page last saw it (sent with the first frame after the last change).
        var lastState: String?
        t += 16
        for text in [#"{"type":"frame","t":\#(t)}"#] {
            let reply = await Self.send(&session, text)
            lastState = Self.state(reply) ?? lastState
        }

        // A new build: the next message moves the session, replaying its log.
        let generation = try await hub.install(Self.host(), grace: 0)
        t += 16
        let moved = await Self.send(&session, #"{"type":"frame","t":\#(t)}"#)
        let reload = try #require(Self.texts(moved).first { $0.hasPrefix(#"{"type":"reload""#) })
        #expect(reload.contains(#""notes":[]"#))
        #expect(Self.frameInfo(moved) == beforeInfo, "same scene time, pause and speed")
        let restoredState = try #require(Self.state(moved))
        #expect(restoredState.contains(#""side":150"#), "the parameter")
        #expect(restoredState.contains(#""dragging":true"#), "the drag is still held")
        let (reports, waiting) = await hub.restores(for: generation, timeout: 1)
        #expect(reports.count == 1 && waiting == 0)

        // The host dies: the page gets the crash status and no frame; the log is kept.
        hub.current?.host.terminate()
        try await Task.sleep(for: .milliseconds(200))
        t += 16
        let crashed = await Self.send(&session, #"{"type":"frame","t":\#(t)}"#)
        #expect(Self.texts(crashed).contains { $0.contains(#""host":{"state":"crashed""#) })
        #expect(!crashed.messages.contains { if case .binary = $0 { true } else { false } })
        t += 16
        #expect(await Self.send(&session, #"{"type":"frame","t":\#(t)}"#).messages.isEmpty, "the status is sent once")

        // The next good build recovers at the same moment.
        try await hub.install(Self.host(), grace: 0)
        t += 16
        let recovered = await Self.send(&session, #"{"type":"frame","t":\#(t)}"#)
        #expect(Self.texts(recovered).contains { $0.hasPrefix(#"{"type":"reload""#) })
        #expect(Self.texts(recovered).contains { $0.contains(#""host":{"state":"running""#) })
        #expect(Self.frameInfo(recovered) == beforeInfo)
        #expect(Self.state(recovered) == restoredState)
        _ = lastState
        await session.close()
        hub.current?.host.terminate()
    }

    /// 60 s of a page's input: a drag of the demo's square (centred at 195, 422 in the default
    /// viewport) sampled at 60 Hz, a frame request per display frame.
    static func sixtySecondsOfInput() -> [String] {
        var t = 1000.0
        var messages = [#"{"type":"pointerDown","id":1,"x":195,"y":422,"t":\#(t)}"#]
        for index in 0..<3600 {
            t += 1000.0 / 60
            let x = 195 + 80 * sin(Double(index) / 30)
            messages.append(#"{"type":"pointerMove","id":1,"x":\#(x),"y":430,"t":\#(t)}"#)
            messages.append(#"{"type":"frame","t":\#(t)}"#)
        }
        return messages
    }

    /// Processor time of the calling thread, in milliseconds.
    static func threadCPUMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
    }

    @Test("swap with 60 s of input through real hosts: new host ready, log replayed, session restored (wall times printed)")
    func swapThroughHosts() async throws {
        let hub = LiveReloadHub()
        try await hub.install(Self.host(), grace: 0)
        var session = HostedSession(hub: hub, sceneID: "demo")
        _ = await session.opening()
        let messages = Self.sixtySecondsOfInput()
        var last: String?
        for text in messages {
            last = Self.state(await Self.send(&session, text)) ?? last
        }
        let started = ContinuousClock.now
        let generation = try await hub.install(Self.host(), grace: 0)
        let ready = ContinuousClock.now - started
        let moved = await Self.send(&session, #"{"type":"frame","t":1e6}"#)
        let (reports, _) = await hub.restores(for: generation, timeout: 5)
        let report = try #require(reports.first)
        print("swap with 60 s of input: host ready \(ready), replay of \(report.entries) entries \(report.milliseconds) ms (wall, supervisor side), ready + replay + first frame \(ContinuousClock.now - started)")
        #expect(report.entries == messages.count)
        #expect(report.refused == 0)
        #expect(Self.state(moved)?.contains(#""dragging":true"#) == true, "the drag is held: \(Self.state(moved) ?? "no state")")
        await session.close()
        hub.current?.host.terminate()
    }

    @Test("swap cost: replaying 60 s of input takes at most 300 ms of processor time (debug build)")
    func replayCost() throws {
        let registry = try SceneRegistry(validating: [DemoScene.self])
        var log = SessionLog()
        for text in Self.sixtySecondsOfInput() {
            log.record(text: text, message: try ClientMessage(json: Array(text.utf8)))
        }
        var host = SceneHostServer(scenes: RegistrySceneProvider(registry: registry))
        let before = Self.threadCPUMilliseconds()
        let reply = host.handle(.replay(session: 1, sceneID: "demo", log: log))
        let cost = Self.threadCPUMilliseconds() - before
        print("replay of \(log.entries.count) entries: \(cost) ms of processor time")
        #expect(reply.messages.count == 1, "no refusals")
        #expect(cost <= 300)
    }
}
