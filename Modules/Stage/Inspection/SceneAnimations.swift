import Drawing

/// A read-only description of a scene's animated properties at a time: every `@Animated`
/// property found in the scene (by `Mirror`, see `SceneSession.animations(at:)`), its
/// presented value, model value, velocity and running animations. What
/// `preview state --animations` prints and the page's Animations panel shows.
public struct SceneAnimations: Hashable, Sendable {
    /// The scene time described.
    public var time: SceneTime
    /// The properties, in the scene's declaration order (nested structs depth first).
    public var properties: [AnimatedPropertyDescription]
    /// How many properties at rest were left out (see `init(of:at:restingLimit:)`); 0 when all
    /// are listed.
    public var omittedRestingCount: Int
    /// Whether the scene was too large to walk completely (more values than the finder visits);
    /// the properties listed are right, but some may be missing.
    public var isTruncated: Bool

    /// Creates a description from its parts.
    public init(time: SceneTime, properties: [AnimatedPropertyDescription], omittedRestingCount: Int = 0, isTruncated: Bool = false) {
        self.time = time
        self.properties = properties
        self.omittedRestingCount = omittedRestingCount
        self.isTruncated = isTruncated
    }

    /// Describes the animated properties of `scene` at `time` (the scene as simulated up to it).
    ///
    /// - Parameter restingLimit: The most properties at rest to list (nil: all). Every property
    ///   with a running animation is listed; resting ones in order while they fit, except that a
    ///   collection of `@Animated` values (an array or dictionary of them) whose resting entries
    ///   do not all fit lists none of them. The rest are counted in `omittedRestingCount`.
    public init(of scene: Any, at time: SceneTime, restingLimit: Int? = nil) {
        self.init(of: scene, at: time, restingLimit: restingLimit, usesShapes: true)
    }

    /// Describes `scene` with or without skipping what its types show cannot animate
    /// (`ReflectedShape`; without: a full `Mirror` walk, to check that both find the same).
    init(of scene: Any, at time: SceneTime, restingLimit: Int?, usesShapes: Bool) {
        if let describing = scene as? any AnimationDescribing {
            self.init(time: time, properties: describing.animatedProperties(at: time))
            return
        }
        var finder = AnimatedPropertyFinder(at: time, restingLimit: restingLimit, usesShapes: usesShapes)
        finder.walk(scene)
        self.init(time: time, properties: finder.found.map { $0.property.describe(path: $0.path, at: time) },
                  omittedRestingCount: finder.omittedCount, isTruncated: finder.isTruncated)
    }

    /// The property at `path`, or nil.
    public func property(_ path: String) -> AnimatedPropertyDescription? {
        properties.first { $0.path == path }
    }

    /// How many properties have an animation running.
    public var animatingCount: Int { properties.count { $0.isAnimating } }
}

extension SceneAnimations {
    /// The description as JSON, kept small for the socket: `{"time": s, "properties": [...]}`
    /// where each property is `{"path", "type", "value": [numbers]}` and, while animating, also
    /// `"model"`, `"velocity"` (units per second) and `"animations": [{"animation": source,
    /// "start": s, "end": s or null (never), "merged": true (only when merged)}]`; a property at
    /// rest has `value == model` and zero velocity, which are left out. `"omitted": N` only when
    /// resting properties were left out, `"truncated": true` only when the walk stopped early.
    public var json: JSONValue {
        var object: [String: JSONValue] = [
            "time": .number(time.seconds),
            "properties": .array(properties.map(\.json)),
        ]
        if omittedRestingCount > 0 { object["omitted"] = .number(Double(omittedRestingCount)) }
        if isTruncated { object["truncated"] = .bool(true) }
        return .object(object)
    }
}

extension AnimatedPropertyDescription {
    /// The property as JSON (see `SceneAnimations.json`).
    public var json: JSONValue {
        var object: [String: JSONValue] = [
            "path": .string(path), "type": .string(valueType), "value": .array(presented.map(JSONValue.finite)),
        ]
        guard isAnimating else { return .object(object) }
        object["model"] = .array(model.map(JSONValue.finite))
        object["velocity"] = .array(velocity.map(JSONValue.finite))
        object["animations"] = .array(animations.map(\.json))
        return .object(object)
    }
}

extension RunningAnimationDescription {
    /// The animation as JSON (see `SceneAnimations.json`).
    public var json: JSONValue {
        var object: [String: JSONValue] = [
            "animation": .string(animation), "start": .number(start.seconds),
            "end": end.map { .number($0.seconds) } ?? .null,
        ]
        if isMerged { object["merged"] = .bool(true) }
        return .object(object)
    }
}

extension JSONValue {
    /// A number, or null when it is not finite (JSON has no NaN or infinity).
    static func finite(_ number: Double) -> JSONValue {
        number.isFinite ? .number(number) : .null
    }
}
