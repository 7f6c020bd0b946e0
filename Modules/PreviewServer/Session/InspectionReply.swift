import Drawing
import Stage

/// The session's answers to the Animations panel (docs/session-protocol.md §2.4), as JSON text.
enum InspectionReply {
    /// `{"type":"animations","time":s,"properties":[…]}` (see `SceneAnimations.json`).
    static func animations(_ description: SceneAnimations) -> String {
        guard case .object(var object) = description.json else { return "{}" }
        object["type"] = .string("animations")
        return JSONValue.object(object).serialized()
    }

    /// `{"type":"animationSamples","path","from","to","values":[[numbers] or null, …]}`.
    static func samples(path: String, from: SceneTime, to: SceneTime, values: [[Double]?]) -> String {
        let object: JSONValue = [
            "type": "animationSamples", "path": .string(path), "from": .number(from.seconds), "to": .number(to.seconds),
            "values": .array(values.map { sample in
                sample.map { .array($0.map { $0.isFinite ? .number($0) : .null }) } ?? .null
            }),
        ]
        return object.serialized()
    }
}
