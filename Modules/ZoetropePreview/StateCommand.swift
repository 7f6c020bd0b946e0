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
        print(try Self.output(options), terminator: "")
    }

    /// What the command prints for `options` (`preview mcp`'s `scene_state` answers the same
    /// text, with its inline events list if any).
    static func output(_ options: SessionOptions, events inline: EventsDocument? = nil) throws -> String {
        var session = try options.makeSession(in: App.sceneRegistry(), events: inline)
        return session.state(at: SceneTime(seconds: options.time)).serialized(.pretty) + "\n"
    }
}
