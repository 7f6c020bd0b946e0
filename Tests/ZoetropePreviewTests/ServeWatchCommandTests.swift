import Foundation
import Testing

/// `preview serve --watch` run as a real process on an empty folder (no package: every build
/// fails fast), for what does not need a real rebuild: scenes served from the scene host, a
/// save noticed and its failed build reported, the host stopped with the server. The full
/// scenario with real rebuilds is the browser test `Tests/Browser/test_live_reload.py`.
@Suite("preview serve --watch")
struct ServeWatchCommandTests {
    static func wait(timeout: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    @Test("scenes run in a scene-host child; a save is noticed, its failed build reported; SIGTERM ends both")
    func watchAndStop() throws {
        let root = try ServeCommandTests.makeWebRoot()
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: package)
        }
        let server = try ServerProcess(["serve", "--watch", "--port", "0", "--web-root", root.path, "--package-path", package.path])
        let line = try server.waitForLine(timeout: 30)
        let match = try #require(line.wholeMatch(of: /Zoetrope preview: http:\/\/127\.0\.0\.1:(\d+)\//))
        let port = try #require(Int(match.1))
        #expect(try HTTPGet.fetch(port: port, path: "/api/scenes").contains(#""id":"demo""#))
        #expect(Self.wait(timeout: 5) { server.standardError.contains("watching \(package.path) (inotify, 1 folders)") }, "\(server.standardError)")

        // Children are listed per thread of the server; any thread may have spawned the host.
        let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(server.processID)/task")
        let children = tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(server.processID)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { Int32($0) }
        }
        let host = try #require(children.first, "the scene host is a child of the server")
        #expect(try String(contentsOfFile: "/proc/\(host)/cmdline", encoding: .utf8).contains("scene-host"))

        try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/A"), withIntermediateDirectories: true)
        try "let x = 1\n".write(to: package.appendingPathComponent("Sources/A/Scene.swift"), atomically: true, encoding: .utf8)
        #expect(Self.wait(timeout: 10) { server.standardError.contains("reload 1: Sources/A/Scene.swift changed — building preview…") }, "\(server.standardError)")
        #expect(Self.wait(timeout: 120) { server.standardError.contains("reload 1: build failed in") }, "\(server.standardError)")
        #expect(server.standardError.contains("the last good build keeps running"))
        #expect(try HTTPGet.fetch(port: port, path: "/api/health").contains(#""status":"ok""#))

        server.signal(SIGTERM)
        #expect(try server.waitForExit(timeout: 15) == 0)
        // Gone, or a zombie waiting for a parent that reaps (a container's init may not).
        #expect(Self.wait(timeout: 5) {
            guard let stat = try? String(contentsOfFile: "/proc/\(host)/stat", encoding: .utf8) else { return true }
            return stat.contains(") Z ")
        }, "the scene host is stopped with the server")
    }

    @Test("--product, --build-flag, --poll and paths need --watch")
    func optionsNeedWatch() throws {
        let result = try CommandRunner.run(["serve", "--product", "Previews"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("need --watch"))
    }
}
