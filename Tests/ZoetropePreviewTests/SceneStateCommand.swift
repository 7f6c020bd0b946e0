import Foundation
import Testing

/// Runs `preview state <scene> <arguments>` and returns its `state` object (parsed by
/// Foundation, as a user's script would), recording an issue when the command fails.
func sceneState(_ scene: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
    let result = try CommandRunner.run(["state", scene] + arguments)
    #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
    let doc = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
                           sourceLocation: sourceLocation)
    return try #require(doc["state"] as? [String: Any], sourceLocation: sourceLocation)
}

/// The number at `keys` in a parsed JSON object, or NaN when it is missing or not a number, so
/// comparisons fail loudly.
func number(_ object: [String: Any], _ keys: String...) -> Double {
    var v: Any? = object
    for k in keys { v = (v as? [String: Any])?[k] }
    return (v as? Double) ?? (v as? Int).map(Double.init) ?? .nan
}
