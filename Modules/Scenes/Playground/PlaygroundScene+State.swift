import Drawing
import Geometry
import Stage

extension PlaygroundScene {
    /// The semantic state at `time`:
    ///
    /// - `tab` ("animations" or "transitions"), `slow`, `location` (the shared model value, 0 or
    ///   1), `animateEnabled`, `scroll` (points, ≤ 0), `trackWidth` (w, points);
    /// - `rows`: for each row `id`, `type`, `description` (its two lines), `location` (presented),
    ///   `starOffset` (0.8·w·location, points), `gearDegrees` (360·location), `animating`;
    /// - `editor`: null, or `row` (id), `type`, `fields` (name → value) and `previewLocation`;
    /// - `transitions`: `showSquare`, `preset`, `custom` (the Custom editors' summary) and
    ///   `square`: the drawn squares back to front, each with `direction` ("insertion" or
    ///   "removal"), `presence` (1 = identity), `opacity` and the transformed box `x`, `y`,
    ///   `width`, `height` (points).
    public func state(at time: SceneTime) -> JSONValue {
        let rowsJSON: [JSONValue] = rows.map { row in
            let l = row.location.at(time)
            return [
                "id": JSONValue(row.id), "type": .string(row.settings.kind.rawValue),
                "description": .array(row.settings.description.map { .string($0) }),
                "location": .number(l), "starOffset": .number(layout.starOffset(location: l)),
                "gearDegrees": .number(360 * l), "animating": .bool(row.location.isAnimating(at: time)),
            ]
        }
        var editor = JSONValue.null
        if let id = editing, let i = rowIndex(id) {
            let settings = rows[i].settings
            var fields: [String: JSONValue] = [:]
            for field in settings.fields { fields[field.rawValue] = .number(settings[field]) }
            editor = [
                "row": JSONValue(id), "type": .string(settings.kind.rawValue), "fields": .object(fields),
                "previewLocation": .number($previewLocation.at(time)),
            ]
        }
        let square: [JSONValue] = squares.items(at: time).map { item in
            let look = item.appearance(in: layout.square)
            let box = layout.square.applying(look.transform)
            return [
                "direction": .string(item.direction == .insertion ? "insertion" : "removal"),
                "presence": .number(item.presence), "opacity": .number(look.opacity),
                "x": .number(box.origin.x), "y": .number(box.origin.y),
                "width": .number(box.size.width), "height": .number(box.size.height),
            ]
        }
        return [
            "tab": .string(tab.rawValue), "slow": .bool(slow), "location": .number(location),
            "animateEnabled": .bool(!rows.isEmpty), "scroll": .number(scroll), "trackWidth": .number(layout.trackWidth),
            "rows": .array(rowsJSON), "editor": editor,
            "transitions": [
                "showSquare": .bool(showSquare), "preset": .string(preset.rawValue), "custom": .string(custom.summary),
                "square": .array(square),
            ],
        ]
    }
}
