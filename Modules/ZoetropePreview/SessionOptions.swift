import ArgumentParser
import Stage

/// The options `preview state` and `preview render` share: the scene options and the time.
struct SessionOptions: ParsableArguments {
    @OptionGroup var sceneOptions: SceneOptions

    @Option(name: .customLong("at"), parsing: .unconditional,
            help: ArgumentHelp("Scene time in seconds (0…3600).", valueName: "T"))
    var time: Double

    func validate() throws {
        guard time.isFinite, time >= 0, time <= SceneTime.maximum.seconds else {
            throw ValidationError("--at must be a time in seconds between 0 and \(Int(SceneTime.maximum.seconds)), not \(time)")
        }
    }

    /// A session of the scene in `registry` (see `SceneOptions.makeSession(in:events:)`).
    func makeSession(in registry: SceneRegistry, events inline: EventsDocument? = nil) throws -> any SceneSessionProtocol {
        try sceneOptions.makeSession(in: registry, events: inline)
    }
}
