import Foundation
import Testing

/// Runs `preview state <scene> --at <t> --events <file> [extra]` on `events` (an events-file
/// document) and returns the scene's own state (the document's `state` member).
func sceneState(_ scene: String, at t: Double, events: String, extra: [String] = []) throws -> [String: Any] {
    let file = try temporaryFile(events)
    let result = try CommandRunner.run(["state", scene, "--at", "\(t)", "--events", file] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    let doc = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    return try #require(doc["state"] as? [String: Any])
}

/// The number at the path `keys` in a parsed state, or NaN when it is missing, so comparisons
/// fail loudly.
func number(_ s: [String: Any], _ keys: String...) -> Double {
    var v: Any? = s
    for k in keys { v = (v as? [String: Any])?[k] }
    return (v as? Double) ?? (v as? Int).map(Double.init) ?? .nan
}
