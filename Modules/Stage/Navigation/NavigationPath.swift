import Drawing

/// The values of the screens pushed on a `NavigationStack`, bottom first (SwiftUI's
/// `NavigationPath`; the root screen has no value, so an empty path is the root alone).
///
/// Its JSON form, an array of `NavigationValue.json`, is what `preview state` shows and what a
/// deep link carries.
public struct NavigationPath: Hashable, Sendable {
    /// The pushed values, bottom first.
    public var values: [NavigationValue]

    /// A path of `values` (default: empty, the root alone).
    public init(_ values: [NavigationValue] = []) { self.values = values }

    /// How many screens are pushed above the root.
    public var count: Int { values.count }

    /// Whether only the root is shown.
    public var isEmpty: Bool { values.isEmpty }

    /// Pushes `value` on top (SwiftUI: `path.append(value)`).
    public mutating func append(_ value: NavigationValue) { values.append(value) }

    /// Removes the top `k` values (clamped to what there is; SwiftUI: `path.removeLast(k)`).
    public mutating func removeLast(_ k: Int = 1) { values.removeLast(Swift.min(Swift.max(k, 0), values.count)) }

    /// The path as a JSON array, bottom first.
    public var json: JSONValue { .array(values.map(\.json)) }

    /// Reads a JSON array of navigation values, e.g. from a deep link.
    ///
    /// - Throws: `NavigationError.malformedValue` naming the bad element (by index).
    public init(json: JSONValue) throws(NavigationError) {
        guard case .array(let elements) = json else {
            throw .malformedValue("a navigation path is an array of {\"route\": …, \"value\": …}, not \(json.serialized())")
        }
        var values: [NavigationValue] = []
        for (i, element) in elements.enumerated() {
            do { values.append(try NavigationValue(json: element)) } catch {
                throw .malformedValue("path[\(i)]: \(error.description)")
            }
        }
        self.values = values
    }
}
