import ArgumentParser
import Stage

/// `preview state SCENE --at T`: a scene's semantic state at a time, as JSON.
struct StateCommand<App: PreviewApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "state",
            abstract: "Print a scene's semantic state at a time, as JSON.",
            discussion: """
                Replays the events file (if any) on a fresh session and prints {"scene", "time", \
                "viewport", "seed", "parameters", "eventsApplied", "state"} with sorted keys; \
                "state" is the scene's own state.

                Example: \(PreviewCommand<App>.executableName) state \(PreviewCommand<App>.exampleSceneID) --at 1.5 --events drag.json
                """
        )
    }

    @OptionGroup var options: SessionOptions

    func run() throws {
        var session = try options.makeSession(in: App.sceneRegistry())
        print(session.state(at: SceneTime(seconds: options.time)).serialized(.pretty))
    }
}
