import Foundation
import Testing

/// The `state` object `preview state <scene> --at <t> --events <file>` prints for the events
/// file `events` (extra arguments appended), expecting the command to succeed.
func sceneState(_ scene: String, at t: Double, events: String, extra: [String] = [],
                sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
    let file = try temporaryFile(events)
    let result = try CommandRunner.run(["state", scene, "--at", "\(t)", "--events", file] + extra)
    #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    let doc = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
                           sourceLocation: sourceLocation)
    return try #require(doc["state"] as? [String: Any], sourceLocation: sourceLocation)
}

/// The number at the key path `keys` of a parsed JSON object, NaN when missing (so comparisons
/// fail loudly).
func number(_ object: [String: Any], _ keys: String...) -> Double {
    var v: Any? = object
    for k in keys { v = (v as? [String: Any])?[k] }
    return (v as? Double) ?? (v as? Int).map(Double.init) ?? .nan
}
