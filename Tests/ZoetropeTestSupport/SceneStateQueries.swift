import Drawing
import Stage

extension JSONValue {
    /// The number at `path` — object keys (`String`) and array indices (`Int`) — or NaN when
    /// something on the way is missing or not a number, so that a comparison fails.
    public func number(_ path: Any...) -> Double { value(path)?.doubleValue ?? .nan }

    /// The value at `path` (object keys and array indices), or nil when missing.
    public func value(_ path: [Any]) -> JSONValue? {
        var v: JSONValue? = self
        for key in path {
            if let k = key as? String { v = v?[k] } else if let i = key as? Int { v = v?[i] } else { return nil }
        }
        return v
    }

    /// The array's element count (0 when not an array).
    public var arrayCount: Int { arrayValue?.count ?? 0 }
}

extension SceneSession {
    /// The scene's semantic state at `seconds` of scene time.
    public mutating func state(_ seconds: Double) -> JSONValue { sceneState(at: SceneTime(seconds: seconds)) }
}
