import Drawing
import Geometry

/// The events file: a scripted session as JSON, `{"events": [{"t": 0.5, "type": "pointerDown",
/// "id": 1, "x": 200, "y": 300}, …]}`. `docs/events.md` is the full reference.
///
/// Parsing is strict: unknown keys, missing or mistyped fields, unknown event types, non-finite
/// numbers and events that break the log rules of `EventSequenceValidator` (time order, pointer
/// ids) are all rejected with an `EventsFileError` naming the event.
public enum EventsFile {
    /// Every event type, in documentation order.
    public static let eventTypes = [
        "pointerDown", "pointerMove", "pointerUp", "pointerCancel", "wheel", "key", "action", "set", "viewport",
    ]

    private static let commonFields: Set<String> = ["t", "type"]
    private static let modifierFields: Set<String> = ["ctrl", "shift", "alt", "meta"]
    private static let pointerFields = commonFields.union(["id", "x", "y", "buttons", "pointerType"]).union(modifierFields)
    private static let wheelFields = commonFields.union(["x", "y", "dx", "dy"]).union(modifierFields)
    private static let keyFields = commonFields.union(["key", "phase"]).union(modifierFields)
    private static let actionFields = commonFields.union(["name"])
    private static let setFields = commonFields.union(["name", "value"])
    private static let viewportFields = commonFields.union(["width", "height"])

    /// The fields an event of `type` may have (including `t` and `type`).
    public static func fields(of type: String) -> Set<String> {
        switch type {
        case "pointerDown", "pointerMove", "pointerUp", "pointerCancel": pointerFields
        case "wheel": wheelFields
        case "key": keyFields
        case "action": actionFields
        case "set": setFields
        case "viewport": viewportFields
        default: commonFields
        }
    }

    /// Parses and validates an events file, header ignored (see `parseDocument(_:)`).
    ///
    /// - Returns: The events, in file order (which is time order).
    /// - Throws: `EventsFileError` for the first problem found.
    public static func parse(_ text: String) throws(EventsFileError) -> [SceneEvent] {
        try parseDocument(text).events
    }

    /// Parses and validates an events file with its header (scene, seed, viewport, parameters).
    ///
    /// - Returns: The header and the events, in file order (which is time order).
    /// - Throws: `EventsFileError` for the first problem found.
    public static func parseDocument(_ text: String) throws(EventsFileError) -> (header: EventsFileHeader, events: [SceneEvent]) {
        let document: JSONValue
        do {
            document = try JSONValue.parse(text)
        } catch {
            throw EventsFileError(reason: .invalidJSON(error))
        }
        guard case .object(let top) = document else {
            throw EventsFileError(reason: .documentNotAnObject(found: document.typeName))
        }
        for key in top.keys.sorted() where key != "events" && !EventsFileHeader.keys.contains(key) {
            throw EventsFileError(reason: .unknownTopLevelKey(key))
        }
        let header = try EventsFileHeader(members: top)
        guard let list = top["events"] else { throw EventsFileError(reason: .missingEvents) }
        guard case .array(let items) = list else {
            throw EventsFileError(reason: .eventsNotAnArray(found: list.typeName))
        }
        var validator = EventSequenceValidator()
        var events: [SceneEvent] = []
        events.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let event = try decodeEvent(item, index: index)
            do {
                try validator.accept(event)
            } catch {
                throw EventsFileError(index: index, time: event.time.seconds, type: typeName(of: event),
                                      reason: .sequence(error))
            }
            events.append(event)
        }
        return (header, events)
    }

    /// The events file for `events` (pretty-printed, one field per line, sorted keys), which
    /// `parseDocument(_:)` reads back to the same header and events. Defaults are written out
    /// explicitly.
    public static func serialize(_ events: [SceneEvent], header: EventsFileHeader = EventsFileHeader()) -> String {
        var members = header.jsonMembers
        members["events"] = .array(events.map(json(for:)))
        return JSONValue.object(members).serialized(.pretty) + "\n"
    }

    /// The `type` string of an event.
    public static func typeName(of event: SceneEvent) -> String {
        switch event {
        case .input(.pointer(let p)):
            switch p.phase {
            case .down: return "pointerDown"
            case .move: return "pointerMove"
            case .up: return "pointerUp"
            case .cancel: return "pointerCancel"
            }
        case .input(.wheel): return "wheel"
        case .input(.key): return "key"
        case .action: return "action"
        case .set: return "set"
        case .viewport: return "viewport"
        }
    }

    /// One event as an events-file object.
    public static func json(for event: SceneEvent) -> JSONValue {
        var o: [String: JSONValue] = ["t": .number(event.time.seconds), "type": .string(typeName(of: event))]
        func addModifiers(_ m: EventModifiers) {
            o["ctrl"] = .bool(m.contains(.control))
            o["shift"] = .bool(m.contains(.shift))
            o["alt"] = .bool(m.contains(.option))
            o["meta"] = .bool(m.contains(.command))
        }
        switch event {
        case .input(.pointer(let p)):
            o["id"] = .number(Double(p.id.rawValue))
            o["x"] = .number(p.location.x)
            o["y"] = .number(p.location.y)
            o["buttons"] = .number(Double(p.buttons.rawValue))
            o["pointerType"] = .string(p.kind.rawValue)
            addModifiers(p.modifiers)
        case .input(.wheel(let w)):
            o["x"] = .number(w.location.x)
            o["y"] = .number(w.location.y)
            o["dx"] = .number(w.dx)
            o["dy"] = .number(w.dy)
            addModifiers(w.modifiers)
        case .input(.key(let k)):
            o["key"] = .string(k.key)
            o["phase"] = .string(k.phase.rawValue)
            addModifiers(k.modifiers)
        case .action(let name, _):
            o["name"] = .string(name)
        case .set(let name, let value, _):
            o["name"] = .string(name)
            o["value"] = value.json
        case .viewport(let size, _):
            o["width"] = .number(size.width)
            o["height"] = .number(size.height)
        }
        return .object(o)
    }

    /// Decodes one event object (structure and field types only; log rules are checked by the
    /// caller with an `EventSequenceValidator`).
    public static func decodeEvent(_ item: JSONValue, index: Int) throws(EventsFileError) -> SceneEvent {
        guard case .object(let o) = item else {
            throw EventsFileError(index: index, reason: .eventNotAnObject(found: item.typeName))
        }
        let reader = FieldReader(object: o)
        let t: Double
        let type: String
        do {
            t = try reader.number("t")
            type = try reader.string("type")
        } catch {
            throw EventsFileError(index: index, time: reader.number(ifPresent: "t"), reason: error)
        }
        do {
            return try event(type: type, fields: o, at: SceneTime(seconds: t))
        } catch {
            let known = eventTypes.contains(type)
            throw EventsFileError(index: index, time: t, type: known ? type : nil, reason: error)
        }
    }

    /// Decodes an event of type `type` from the fields of its event object, as happening at
    /// `time`: the one reader of the events-file encoding, used for events files and for the
    /// preview socket's input messages alike (which carry `t` as the page's clock, so `t` is
    /// allowed in `fields` but not read here).
    ///
    /// - Throws: The reason the object is not an event of `type`: an unknown type, an unknown
    ///   field, a missing or mistyped field, or a value out of its domain.
    public static func event(type: String, fields o: [String: JSONValue], at time: SceneTime)
        throws(EventsFileError.Reason) -> SceneEvent
    {
        guard eventTypes.contains(type) else { throw .unknownEventType(type) }
        let allowed = fields(of: type)
        // Sorted only when there is an unknown field, so the one named does not depend on hashing.
        if o.keys.contains(where: { !allowed.contains($0) }) {
            for key in o.keys.sorted() where !allowed.contains(key) {
                throw .unknownField(field: key, type: type)
            }
        }
        let reader = FieldReader(object: o)
        switch type {
        case "pointerDown", "pointerMove", "pointerUp", "pointerCancel":
            let phase: PointerEvent.Phase =
                type == "pointerDown" ? .down : type == "pointerMove" ? .move : type == "pointerUp" ? .up : .cancel
            let id = try reader.integer("id")
            let x = try reader.number("x")
            let y = try reader.number("y")
            var buttons: PointerButtons? = nil
            if let b = try reader.optionalInteger("buttons") {
                guard b >= 0, b <= 0xFFFF else {
                    throw .invalidValue(field: "buttons", reason: "must be a bitmask between 0 and 65535")
                }
                buttons = PointerButtons(rawValue: b)
            }
            var kind = PointerEvent.Kind.mouse
            if let k = try reader.optionalString("pointerType") {
                guard let parsed = PointerEvent.Kind(rawValue: k) else {
                    throw .invalidValue(field: "pointerType", reason: "is \"\(k)\"; expected \"mouse\", \"touch\" or \"pen\"")
                }
                kind = parsed
            }
            let modifiers = try reader.modifiers()
            return .input(.pointer(PointerEvent(phase, id: PointerID(id), location: Point(x: x, y: y), time: time,
                                                buttons: buttons, modifiers: modifiers, kind: kind)))
        case "wheel":
            let x = try reader.optionalNumber("x") ?? 0
            let y = try reader.optionalNumber("y") ?? 0
            let dx = try reader.optionalNumber("dx") ?? 0
            let dy = try reader.optionalNumber("dy") ?? 0
            let modifiers = try reader.modifiers()
            return .input(.wheel(WheelEvent(dx: dx, dy: dy, location: Point(x: x, y: y), modifiers: modifiers, time: time)))
        case "key":
            let key = try reader.string("key")
            var phase = KeyEvent.Phase.down
            if let p = try reader.optionalString("phase") {
                guard let parsed = KeyEvent.Phase(rawValue: p) else {
                    throw .invalidValue(field: "phase", reason: "is \"\(p)\"; expected \"down\" or \"up\"")
                }
                phase = parsed
            }
            let modifiers = try reader.modifiers()
            return .input(.key(KeyEvent(key, phase: phase, modifiers: modifiers, time: time)))
        case "action":
            return .action(name: try reader.string("name"), time: time)
        case "set":
            let name = try reader.string("name")
            guard let raw = o["value"] else { throw .missingField("value") }
            guard let value = ParameterValue(json: raw) else {
                throw .wrongType(field: "value", expected: ParameterValue.jsonForms, found: raw.typeName)
            }
            return .set(name: name, value: value, time: time)
        default:  // viewport
            let width = try reader.number("width")
            let height = try reader.number("height")
            return .viewport(size: Size(width: width, height: height), time: time)
        }
    }
}

/// Reads typed fields from one event object; errors are the reasons, which the caller places.
private struct FieldReader {
    let object: [String: JSONValue]

    /// The number at `field` when there is one (for error context).
    func number(ifPresent field: String) -> Double? {
        if case .number(let n)? = object[field] { return n }
        return nil
    }

    func optionalNumber(_ field: String) throws(EventsFileError.Reason) -> Double? {
        guard let v = object[field] else { return nil }
        guard case .number(let n) = v else {
            throw .wrongType(field: field, expected: "a number", found: v.typeName)
        }
        return n
    }

    func number(_ field: String) throws(EventsFileError.Reason) -> Double {
        guard let n = try optionalNumber(field) else { throw .missingField(field) }
        return n
    }

    func optionalInteger(_ field: String) throws(EventsFileError.Reason) -> Int? {
        guard let n = try optionalNumber(field) else { return nil }
        guard n.rounded() == n, abs(n) <= 9_007_199_254_740_992 else {
            throw .invalidValue(field: field, reason: "is \(JSONValue.format(n)); expected a whole number")
        }
        return Int(n)
    }

    func integer(_ field: String) throws(EventsFileError.Reason) -> Int {
        guard let n = try optionalInteger(field) else { throw .missingField(field) }
        return n
    }

    func optionalString(_ field: String) throws(EventsFileError.Reason) -> String? {
        guard let v = object[field] else { return nil }
        guard case .string(let s) = v else {
            throw .wrongType(field: field, expected: "a string", found: v.typeName)
        }
        return s
    }

    func string(_ field: String) throws(EventsFileError.Reason) -> String {
        guard let s = try optionalString(field) else { throw .missingField(field) }
        return s
    }

    func optionalBool(_ field: String) throws(EventsFileError.Reason) -> Bool? {
        guard let v = object[field] else { return nil }
        guard case .bool(let b) = v else {
            throw .wrongType(field: field, expected: "a boolean", found: v.typeName)
        }
        return b
    }

    func modifiers() throws(EventsFileError.Reason) -> EventModifiers {
        var m: EventModifiers = []
        if try optionalBool("ctrl") == true { m.insert(.control) }
        if try optionalBool("shift") == true { m.insert(.shift) }
        if try optionalBool("alt") == true { m.insert(.option) }
        if try optionalBool("meta") == true { m.insert(.command) }
        return m
    }
}
