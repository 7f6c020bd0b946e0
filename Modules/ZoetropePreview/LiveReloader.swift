import Foundation
import PreviewServer
import ZoetropeWatch

/// The loop behind `preview serve --watch`: waits for source changes, runs an incremental
/// `swift build` of the preview product, and on success starts the new build as the scene host
/// (the hub then moves every session to it by replaying its log); on failure it keeps the last
/// good build running. Prints one line per change and the compiler's diagnostics.
struct LiveReloader: Sendable {
    /// The supervisor's state, shared with the server.
    let hub: LiveReloadHub
    /// How to build the product.
    let build: SwiftBuild
    /// Where new builds' executables are copied before they run, so that the next build can
    /// replace the product while they do.
    let hostsFolder: String
    /// Seconds a scene host may take to answer one request before it is killed.
    let hostTimeout: Double
    /// Writes one line to the terminal.
    let say: @Sendable (String) -> Void

    /// Starts a scene host running `executable` and makes it the hub's current one.
    ///
    /// - Returns: The generation and the milliseconds until the host answered its first request.
    func startHost(executable: String) async throws(HostFailure) -> (generation: Int, milliseconds: Double) {
        let started = ContinuousClock.now
        let say = self.say
        let host = try SceneHostProcess(executable: executable, arguments: ["scene-host"], timeout: hostTimeout) { line in
            say("scene host: \(line)")
        }
        let generation = try await hub.install(host)
        return (generation, Self.milliseconds(since: started))
    }

    /// Watches forever (until the task is cancelled).
    func run(watcher: any SourceWatcher) async {
        let batches = AsyncStream<[SourceChange]> { continuation in
            let thread = Thread {
                while true {
                    let batch = watcher.debouncedChanges(timeout: 1)
                    if !batch.isEmpty, case .terminated = continuation.yield(batch) { return }
                }
            }
            thread.name = "zoetrope.watch"
            thread.start()
        }
        // Builds run one at a time; saves during a build queue up and build next.
        var reload = 0
        for await changes in batches {
            if Task.isCancelled { return }
            reload += 1
            await rebuild(number: reload, changes: changes)
        }
    }

    private func rebuild(number: Int, changes: [SourceChange]) async {
        let what = Self.describe(changes, under: build.packagePath)
        hub.setBuild(.building)
        say("reload \(number): \(what) changed — building \(build.product)…")
        let build = self.build
        // On a thread of its own: a build blocks for seconds to minutes, which would hold one of
        // Swift concurrency's threads (one per core; they serve HTTP and the sessions).
        let result = await BlockingThread.run { build.run() }
        let seconds = String(format: "%.1f", result.seconds)
        guard result.succeeded else {
            let errors = result.diagnostics.filter { $0.severity == .error }
            hub.setBuild(.failed(seconds: result.seconds, diagnostics: errors))
            for diagnostic in errors { say(diagnostic.terminalText) }
            if errors.isEmpty { say(String(result.output.suffix(2000))) }
            say("reload \(number): build failed in \(seconds) s (\(errors.count) error\(errors.count == 1 ? "" : "s")); the last good build keeps running")
            return
        }
        let reloader = self
        guard let executable = await BlockingThread.run({ build.executablePath() }),
              let copy = await BlockingThread.run({ reloader.copyForHosting(executable, number: number) }) else {
            hub.setBuild(.failed(seconds: result.seconds, diagnostics: []))
            say("reload \(number): built in \(seconds) s, but the product '\(build.product)' was not found; the last good build keeps running")
            return
        }
        do {
            let (generation, ready) = try await startHost(executable: copy)
            hub.setBuild(.built(seconds: result.seconds))
            let (reports, waiting) = await hub.restores(for: generation, timeout: 1)
            let replay = reports.map(\.milliseconds).max() ?? 0
            let entries = reports.map(\.entries).reduce(0, +)
            let refused = reports.map(\.refused).reduce(0, +)
            var line = "reload \(number): built in \(seconds) s · host ready in \(Self.format(ready)) ms · "
            line += "\(reports.count) session\(reports.count == 1 ? "" : "s") restored (\(entries) log entries, slowest \(Self.format(replay)) ms)"
            if refused > 0 { line += " · \(refused) logged message\(refused == 1 ? "" : "s") refused by the new build" }
            if waiting > 0 { line += " · \(waiting) idle session\(waiting == 1 ? "" : "s") will restore on their next frame" }
            say(line)
        } catch {
            hub.setBuild(.built(seconds: result.seconds))
            say("reload \(number): built in \(seconds) s, but the new scene host failed: \(error)")
        }
    }

    /// Hard-links (or copies) the built executable to a name of its own, so the running host's
    /// file is never the one the next link rewrites; removes copies older than the previous one.
    private func copyForHosting(_ executable: String, number: Int) -> String? {
        let files = FileManager.default
        try? files.createDirectory(atPath: hostsFolder, withIntermediateDirectories: true)
        let name = URL(fileURLWithPath: executable).lastPathComponent
        let copy = hostsFolder + "/\(name)-\(number)"
        try? files.removeItem(atPath: copy)
        if link(executable, copy) != 0 {
            do { try files.copyItem(atPath: executable, toPath: copy) } catch { return nil }
        }
        if number > 2 { try? files.removeItem(atPath: hostsFolder + "/\(name)-\(number - 2)") }
        return copy
    }

    static func describe(_ changes: [SourceChange], under root: String) -> String {
        if changes.contains(.rescanned) { return "sources (rescanned after an overflow)" }
        let paths = changes.compactMap(\.path).map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 }
        guard let first = paths.first else { return "sources" }
        return paths.count == 1 ? first : "\(first) and \(paths.count - 1) more"
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18) * 1000
    }

    static func format(_ milliseconds: Double) -> String { String(format: "%.0f", milliseconds) }
}
