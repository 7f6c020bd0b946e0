import ArgumentParser
import Foundation
import PreviewServer

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

                The server listens on 127.0.0.1 unless told otherwise. Any other address exposes the \
                preview to the network; browsers must then reach it by a name passed with --allow-host.
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

    func validate() throws {
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
        let configuration = PreviewServerConfiguration(host: host, port: port, webRoot: root, additionalHosts: allowedHosts)
        if !configuration.isLoopback {
            FileHandle.standardError.write(Data("""
                warning: listening on \(host) exposes the preview to your network; browsers on other \
                machines must use a host name passed with --allow-host.\n
                """.utf8))
        }
        let service = PreviewService(configuration: configuration, scenes: RegistrySceneProvider(registry: try App.sceneRegistry()))
        let open = self.open
        do {
            try await service.run { actualPort in
                let url = configuration.url(port: actualPort)
                // Written straight to the descriptor: scripts wait for this line through a pipe.
                FileHandle.standardOutput.write(Data("Zoetrope preview: \(url)\n".utf8))
                if open { BrowserOpener.open(url) }
            }
        } catch let error as PreviewServiceError {
            throw CommandError(error.description)
        }
    }
}
