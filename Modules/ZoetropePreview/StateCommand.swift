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

                With --animations, prints instead every @Animated property of the scene (named by \
                its Swift path, e.g. ball.offsetY or rows[3].offset) with its presented value, \
                model value, velocity and running animations (SwiftUI source, start and end in \
                scene seconds); add --json for the JSON the page's Animations panel reads.

                Example: \(PreviewCommand<App>.executableName) state \(PreviewCommand<App>.exampleSceneID) --at 1.5 --events drag.json
                """
        )
    }

    @OptionGroup var options: SessionOptions

    @Flag(name: .long, help: "Print the scene's animated properties and running animations instead of its state.")
    var animations = false

    @Flag(name: .long, help: "With --animations: print them as JSON.")
    var json = false

    func validate() throws {
        if json && !animations {
            throw ValidationError("--json goes with --animations (the state is always JSON)")
        }
    }

    func run() throws {
        if animations {
            print(try Self.animationsOutput(options, json: json), terminator: "")
        } else {
            print(try Self.output(options), terminator: "")
        }
    }

    /// What `--animations` prints: the description as text, or as JSON with `json`.
    static func animationsOutput(_ options: SessionOptions, json: Bool, events inline: EventsDocument? = nil) throws -> String {
        var session = try options.makeSession(in: App.sceneRegistry(), events: inline)
        let description = session.animations(at: SceneTime(seconds: options.time), restingLimit: nil)
        return json ? description.json.serialized(.pretty) + "\n" : AnimationsText.text(description)
    }

    /// What the command prints for `options` (`preview mcp`'s `scene_state` answers the same
    /// text, with its inline events list if any).
    static func output(_ options: SessionOptions, events inline: EventsDocument? = nil) throws -> String {
        var session = try options.makeSession(in: App.sceneRegistry(), events: inline)
        return session.state(at: SceneTime(seconds: options.time)).serialized(.pretty) + "\n"
    }
}
