/// Why a list of scene types cannot form a ``SceneRegistry``: mistakes in the list a package
/// hands to the preview command line, reported at start-up with the Swift types involved.
public enum SceneRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two types declare the same id. `first` and `second` are the types' full names
    /// (`String(reflecting:)`, e.g. `"MyScenes.OrbitScene"`), in list order.
    case duplicateID(String, first: String, second: String)
    /// A type's id is not lowercase letters, digits and hyphens (``SceneInfo/isValidID(_:)``).
    case invalidID(String, type: String)

    public var description: String {
        switch self {
        case .duplicateID(let id, let first, let second):
            return "the scene id \"\(id)\" is used by both \(first) and \(second); give each scene its own id in its SceneInfo"
        case .invalidID(let id, let type):
            return "\(type) has the scene id \"\(id)\", which is not allowed; an id is lowercase letters, digits and hyphens, "
                + "e.g. \"\(SceneRegistryError.suggestedID(for: id))\""
        }
    }

    /// `id` made valid: lowercased, with every run of other characters replaced by one hyphen
    /// (`"Orbit Scene"` → `"orbit-scene"`), or `"my-scene"` if nothing remains.
    static func suggestedID(for id: String) -> String {
        var result = ""
        for scalar in id.lowercased().unicodeScalars {
            if SceneInfo.isValidID(String(scalar)) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty && !result.hasSuffix("-") {
                result += "-"
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "my-scene" : result
    }
}
