import ArgumentParser
import PreviewServer

/// `preview scene-host` (hidden): the child process of `serve --watch`. Runs this build's scenes
/// for the supervisor over standard input and output (see `docs/architecture.md`, "Live
/// reload"); not for people.
struct SceneHostCommand<App: PreviewApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "scene-host",
            abstract: "Run scenes for a `serve --watch` supervisor over standard input and output.",
            shouldDisplay: false
        )
    }

    func run() throws {
        // The supervisor's other pipes and sockets, if a spawn raced their creation, are not ours.
        InheritedDescriptors.close()
        var host = SceneHostServer(scenes: RegistrySceneProvider(registry: try App.sceneRegistry()))
        host.runOverStandardStreams()
    }
}
