import Drawing
import Foundation
import Geometry

/// What `preview state` prints for a view: its state values by view path, its running animated
/// attributes with presented values and animations, and its diagnostics.
enum ViewStateDescription {
    static func json(of storage: GraphStorage, at time: Double) -> JSONValue {
        var state: [String: JSONValue] = [:]
        for (key, value) in storage.state {
            var owner = state[key.owner]?.objectValue ?? [:]
            owner[key.name] = json(value)
            state[key.owner] = .object(owner)
        }
        var animations: [JSONValue] = []
        for key in storage.attributes.keys.sorted() {
            guard let slot = storage.attributes[key] else { continue }
            let dot = key.lastIndex(of: ".")!
            animations.append([
                "path": .string(String(key[..<dot])), "attribute": .string(String(key[key.index(after: dot)...])),
                "presented": .array(slot.presentedComponents(at: time).map { .number($0) }),
                "animating": .bool(slot.isAnimating(at: time)),
                "animations": .array(slot.animationDescriptions.map { .string($0) }),
            ])
        }
        return [
            "state": .object(state), "animations": .array(animations),
            "diagnostics": .array(storage.diagnostics.map { .string($0.description) }),
        ]
    }

    /// A state value as JSON: numbers, strings, booleans, collections, optionals; other values
    /// by their stored properties (enums by their description).
    static func json(_ value: Any, depth: Int = 0) -> JSONValue {
        guard depth < 16 else { return .string(String(describing: value)) }
        switch value {
        case let b as Bool: return .bool(b)
        case let i as Int: return .number(Double(i))
        case let d as Double: return d.isFinite ? .number(d) : .string(String(d))
        case let f as CGFloat: return Double(f).isFinite ? .number(Double(f)) : .string(String(describing: f))
        case let f as Float: return .number(Double(f))
        case let s as String: return .string(s)
        case let j as JSONValue: return j
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let child = mirror.children.first else { return .null }
            return json(child.value, depth: depth + 1)
        case .collection, .tuple:
            return .array(mirror.children.map { json($0.value, depth: depth + 1) })
        case .set:
            // A set's iteration order differs from run to run: sorted by text, so the state is
            // the same every run.
            return .array(mirror.children.map { json($0.value, depth: depth + 1) }.sorted { $0.serialized() < $1.serialized() })
        case .struct, .class:
            var object: [String: JSONValue] = [:]
            for child in mirror.children {
                object[child.label ?? "_"] = json(child.value, depth: depth + 1)
            }
            return .object(object)
        case .dictionary:
            var object: [String: JSONValue] = [:]
            for child in mirror.children {
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                if pair.count == 2 { object[String(describing: pair[0])] = json(pair[1], depth: depth + 1) }
            }
            return .object(object)
        default:
            return .string(String(describing: value))
        }
    }
}
