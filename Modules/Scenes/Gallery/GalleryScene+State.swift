import Drawing
import Stage

extension GalleryScene {
    /// The semantic state at `time`: `layout` {`columns`, `rows`, `cellWidth`, `cellHeight`,
    /// `scale`, `focusScale`, `paged`}, `focused` (a tile id or null), `shown` (the tile shown
    /// alone: the focused one, or paged the first; null for the grid), and `tiles` keyed by tile id, each
    /// with the tile's presented values at `time` plus its `sliders` and `checkboxes` values
    /// when it has them.
    public func state(at time: SceneTime) -> JSONValue {
        var tileStates: [String: JSONValue] = [:]
        for id in TileID.allCases {
            let tile = tiles[id.index]
            var entry = tile.state(at: time).objectValue ?? [:]
            let spec = id.spec
            if !spec.sliders.isEmpty {
                entry["sliders"] = .object(Dictionary(uniqueKeysWithValues: spec.sliders.enumerated().map {
                    ($0.element.label, JSONValue.number(tile.sliderValue($0.offset)))
                }))
            }
            if !spec.checkboxes.isEmpty {
                entry["checkboxes"] = .object(Dictionary(uniqueKeysWithValues: spec.checkboxes.enumerated().map {
                    ($0.element.label, JSONValue.bool(tile.isChecked($0.offset)))
                }))
            }
            if let value = tile.stepperValue { entry["stepper"] = .number(Double(value)) }
            tileStates[id.rawValue] = .object(entry)
        }
        return [
            "layout": [
                "columns": .number(Double(layout.columns)), "rows": .number(Double(layout.rows)),
                "cellWidth": .number(layout.cell.width), "cellHeight": .number(layout.cell.height),
                "scale": .number(layout.scale), "focusScale": .number(layout.focusScale),
                "paged": .bool(layout.isPaged),
            ],
            "focused": focused.map { .string($0.rawValue) } ?? .null,
            "shown": layout.shown(focused: focused).map { .string($0.rawValue) } ?? .null,
            "tiles": .object(tileStates),
        ]
    }
}
