import Drawing
import Geometry

/// What a scene is, before any session runs it: its id, title, summary, default viewport,
/// actions and parameters, default seed, and whether it advances in fixed ticks.
public struct SceneInfo: Hashable, Sendable {
    /// The id commands take (`preview render pull-to-refresh …`): lowercase letters, digits and
    /// hyphens (``isValidID(_:)``). A ``SceneRegistry`` refuses a scene whose id is not.
    public var id: String
    /// A human title ("Pull to refresh").
    public var title: String
    /// One line saying what the scene shows.
    public var summary: String
    /// The viewport a session starts with, in points (default 390 × 844, a phone in portrait).
    public var viewport: Size
    /// The scene's actions.
    public var actions: [SceneAction]
    /// The scene's live parameters.
    public var parameters: [Parameter]
    /// The seed of the scene's random generator when no other is given (default 1).
    public var seed: UInt64
    /// Ticks per second for scenes whose spec defines a tick order (pull-to-refresh.md A.2), or
    /// nil for scenes that change only on events (the default). A ticking scene applies each
    /// event at the first tick at or after its time and has `Scene.tick(in:)` called at every
    /// tick `k / tickRate`.
    public var tickRate: Double?

    /// Describes a scene.
    ///
    /// - Precondition: action and parameter names are unique; a tick rate is finite and positive.
    ///   The id is checked where it is used, by ``SceneRegistry/init(validating:)``, so that a
    ///   user's package with a mistyped id gets an error naming the scene type, not a trap.
    public init(
        id: String, title: String, summary: String, viewport: Size = Size(width: 390, height: 844),
        actions: [SceneAction] = [], parameters: [Parameter] = [], seed: UInt64 = 1, tickRate: Double? = nil
    ) {
        precondition(Set(actions.map(\.name)).count == actions.count, "duplicate action names in \(id)")
        precondition(Set(parameters.map(\.name)).count == parameters.count, "duplicate parameter names in \(id)")
        precondition(tickRate.map { $0.isFinite && $0 > 0 } ?? true, "tick rate must be finite and positive")
        self.id = id
        self.title = title
        self.summary = summary
        self.viewport = viewport
        self.actions = actions
        self.parameters = parameters
        self.seed = seed
        self.tickRate = tickRate
    }

    /// Whether `id` can name a scene: non-empty, only lowercase ASCII letters, digits and hyphens
    /// (it appears in commands and in the page's URL, `#/scene/<id>`).
    public static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// The parameter named `name`, if any.
    public func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }

    /// The description `preview list --json` prints.
    public var json: JSONValue {
        [
            "id": .string(id), "title": .string(title), "summary": .string(summary),
            "viewport": ["width": .number(viewport.width), "height": .number(viewport.height)],
            "actions": .array(actions.map(\.json)), "parameters": .array(parameters.map(\.json)),
            "seed": JSONValue(seed: seed), "tickRate": JSONValue(tickRate),
        ]
    }
}
