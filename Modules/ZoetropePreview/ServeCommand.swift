import ArgumentParser
import Foundation
import PreviewServer
import ZoetropeWatch

/// `preview serve`: the live preview server.
struct ServeCommand<App: PreviewApp>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "serve",
            abstract: "Start the live preview: serve the page and run scenes for the browser.",
            discussion: """
                Prints one line, `Zoetrope preview: http://HOST:PORT/`, once connections are accepted; \
                open it in a browser and pick a scene. Stop with Ctrl-C (SIGINT) or SIGTERM: open \
                sessions are closed cleanly, within 3 s.

                With --watch, saving a source file rebuilds the preview product (an incremental \
                `swift build`) and the open pages switch to the new build at the same moment of the \
                same interaction: scenes run in a child process (`scene-host`) and each session's \
                log is replayed into the new one. A failed build shows its errors in the page and \
                the terminal, and the last good build keeps running; a scene that crashes or hangs \
                takes only the child down.

                The server listens on 127.0.0.1 unless told otherwise. Any other address exposes the \
                preview to the network; browsers must then reach it by a name passed with --allow-host.

                With --tls it serves HTTPS and WSS, so nothing (share links' keys included) crosses the \
                network in clear text. Without --tls-cert/--tls-key, a self-signed certificate for \
                localhost, 127.0.0.1, ::1, --host and every --allow-host name is made on first use and \
                kept in $XDG_CONFIG_HOME/zoetrope/ (~/.config/zoetrope/; key mode 0600), reused while \
                valid and naming those hosts, made anew otherwise; its SHA-256 fingerprint is printed \
                after the URL: browsers warn about it until you accept it, after checking they show \
                the same fingerprint.
                """
        )
    }

    @Option(help: "The address to listen on (127.0.0.1, ::1, 0.0.0.0, a host name).")
    var host = "127.0.0.1"

    @Option(help: "The TCP port; 0 picks a free port and prints it.")
    var port = PreviewServerConfiguration.defaultPort

    @Flag(help: "Open the page in the default browser once the server is ready.")
    var open = false

    @Option(name: .customLong("web-root"), help: ArgumentHelp("The folder with the page (default: web/ of the Zoetrope checkout this was built from).", valueName: "dir"))
    var webRoot: String?

    @Option(name: .customLong("allow-host"), help: ArgumentHelp("Another host name browsers may use (repeatable).", valueName: "name"))
    var allowedHosts: [String] = []

    @Option(help: ArgumentHelp("When WebSockets negotiate permessage-deflate: auto (with peers on other machines only; over loopback it costs processor time and saves nothing), always, never.", valueName: "when"))
    var compression: WebSocketCompression = .remotePeers

    @OptionGroup(title: "TLS")
    var tlsOptions: TLSOptions

    @Flag(help: "Rebuild on save and swap the running scenes for the new build, keeping every session's state.")
    var watch = false

    @Option(help: ArgumentHelp("With --watch: the executable product to build (default: this executable's name).", valueName: "name"))
    var product: String?

    @Option(name: .customLong("package-path"), help: ArgumentHelp("With --watch: the package to build (default: the current directory).", valueName: "dir"))
    var packagePath: String?

    @Option(name: .customLong("build-flag"), parsing: .unconditionalSingleValue, help: ArgumentHelp("With --watch: an argument for `swift build` (repeatable), e.g. --build-flag -Xswiftc --build-flag -warnings-as-errors; use the flags the running build was made with.", valueName: "arg"))
    var buildFlags: [String] = []

    @Flag(help: "With --watch: poll the file system instead of using inotify.")
    var poll = false

    @Argument(help: ArgumentHelp("With --watch: folders to watch (default: the package's folder; .build* and hidden folders are skipped).", valueName: "path"))
    var paths: [String] = []

    func validate() throws {
        if !watch && (product != nil || packagePath != nil || !buildFlags.isEmpty || poll || !paths.isEmpty) {
            throw ValidationError("--product, --package-path, --build-flag, --poll and paths need --watch.")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0…65535 (0 picks a free port), not \(port).") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty.") }
    }

    func run() async throws {
        let root: WebRoot
        if let webRoot {
            do { root = try WebRoot(path: webRoot) } catch { throw CommandError(error.description) }
        } else {
            guard let located = WebRootLocator.locate() else {
                throw CommandError("cannot find the page (web/index.html) in the Zoetrope checkout this executable was built from, next to it, or in the current directory; pass --web-root with the path of Zoetrope's web/ folder")
            }
            root = located
        }
        var configuration = PreviewServerConfiguration(host: host, port: port, webRoot: root, additionalHosts: allowedHosts)
        configuration.compression = compression
        var notes: [String] = []
        if tlsOptions.isEnabled {
            let (identity, lines) = try tlsOptions.identity(host: host, additionalHosts: allowedHosts)
            configuration.tls = identity
            notes = lines
        }
        if !configuration.isLoopback {
            let clear = configuration.tls == nil
                ? " in clear text: anyone on it can read the pages, the frames and share links with their keys (add --tls for HTTPS)"
                : " (over TLS)"
            FileHandle.standardError.write(Data("""
                warning: listening on \(host) exposes the preview to your network\(clear); browsers on \
                other machines must use a host name passed with --allow-host.\n
                """.utf8))
        }
        if watch { return try await runWatching(configuration: configuration, notes: notes) }
        let service = PreviewService(configuration: configuration, scenes: RegistrySceneProvider(registry: try App.sceneRegistry()))
        try await run(service, configuration: configuration, notes: notes)
    }

    /// Runs the server; once it listens, prints the URL line, then `notes` (the certificate's
    /// fingerprint with --tls), then calls `then`.
    private func run(
        _ service: PreviewService, configuration: PreviewServerConfiguration, notes: [String], then: @escaping @Sendable () -> Void = {}
    ) async throws {
        let open = self.open
        do {
            try await service.run { actualPort in
                let url = configuration.url(port: actualPort)
                // Written straight to the descriptor: scripts wait for this line through a pipe.
                let lines = ["Zoetrope preview: \(url)"] + notes
                FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
                if open { BrowserOpener.open(url) }
                then()
            }
        } catch let error as PreviewServiceError {
            throw CommandError(error.description)
        }
    }

    /// `serve --watch`: the supervisor. Scenes run in a scene host started from this very
    /// executable, then from each good build.
    private func runWatching(configuration: PreviewServerConfiguration, notes: [String]) async throws {
        let package = URL(fileURLWithPath: packagePath ?? FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let roots = paths.isEmpty ? [package] : paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let say: @Sendable (String) -> Void = { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
        let watcher: any SourceWatcher
        let watching: String
        do {
            if poll { throw WatchError.inotifyUnavailable(path: roots[0], errno: 0) }
            let inotify = try InotifyWatcher(roots: roots)
            watcher = inotify
            watching = "inotify, \(inotify.folderCount) folders"
        } catch WatchError.notAFolder(let path) {
            throw CommandError("cannot watch '\(path)': not a folder")
        } catch {
            if !poll { say("warning: \(error); polling instead") }
            do { watcher = try PollingWatcher(roots: roots) } catch { throw CommandError(error.description) }
            watching = "polling every 0.5 s"
        }
        let hub = LiveReloadHub { failure in say("scene host stopped: \(failure)") }
        let build = SwiftBuild(packagePath: package, product: product ?? PreviewCommand<App>.executableName, arguments: buildFlags)
        let reloader = LiveReloader(hub: hub, build: build, hostsFolder: package + "/.build/zoetrope-live", hostTimeout: 5, say: say)
        do {
            _ = try await reloader.startHost(executable: "/proc/self/exe")
        } catch {
            throw CommandError("cannot start the scene host: \(error)")
        }
        let watchTask = Task { await reloader.run(watcher: watcher) }
        defer {
            watchTask.cancel()
            hub.current?.host.terminate()
        }
        let service = PreviewService(configuration: configuration, hub: hub)
        let product = build.product
        try await run(service, configuration: configuration, notes: notes) {
            say("watching \(roots.joined(separator: ", ")) (\(watching)); saving a source rebuilds \(product)")
        }
    }
}

extension WebSocketCompression: ExpressibleByArgument {}
