import Drawing

extension NavigationStack {
    /// The stack's semantic state at `time`:
    ///
    /// - `depth` (screens above the root), `path` (`NavigationPath.json`), `top` (the top screen's
    ///   scene id);
    /// - `screens`: root first, each `scene` (id), `value` (null for the root) and `state` (the
    ///   scene's own state);
    /// - `transition`: null at rest, else `kind` ("push", "pop" or "swipe"), `reveal` (how far
    ///   the front screen is in, 0…1), `front` and `back` (scene ids);
    /// - `lastRefusal`: null, or `message` and `time` (seconds) of the last refused request (kept
    ///   until the next refusal).
    public func state(at time: SceneTime) -> JSONValue {
        let screensJSON: [JSONValue] = screens.map { screen in
            ["scene": .string(type(of: screen.scene).info.id), "value": screen.value?.json ?? .null,
             "state": screen.scene.state(at: time)]
        }
        let (back, front, reveal) = layers(at: time)
        var transition = JSONValue.null
        if let back {
            let kind = swipe.isActive ? "swipe" : (outgoing != nil ? "pop" : "push")
            transition = ["kind": .string(kind), "reveal": .number(reveal),
                          "front": .string(type(of: front.scene).info.id), "back": .string(type(of: back.scene).info.id)]
        }
        var refusal = JSONValue.null
        if let lastRefusal {
            refusal = ["message": .string(lastRefusal.error.description), "time": .number(lastRefusal.time.seconds)]
        }
        return [
            "depth": .number(Double(depth)), "path": path.json, "top": .string(type(of: top).info.id),
            "screens": .array(screensJSON), "transition": transition, "lastRefusal": refusal,
        ]
    }
}
