import Drawing
import Geometry
import Stage

extension HoneycombScene {
    /// The semantic state at `time` (for tests, scripted sessions and the inspector):
    ///
    /// - `offset` {`x`, `y`}: the grid's presented offset from C (dragOffset + translation);
    ///   `settleOffset`: dragOffset's model value (where it rests); `velocity`: the offset
    ///   animation's velocity (points/s); `translation`: the live drag translation;
    ///   `pointerVelocity`: the drag's velocity estimate; `dragging`; `clamp`: m;
    /// - `lastFling` (null before the first release) {`velocity` (points/s, as measured at the
    ///   release), `predictedTranslation`, `unclampedEnd` (start + 1.25·predicted, before the
    ///   clamp), `end` (E, clamped), `time` (s)}: kept until the next release;
    /// - `bubbles`: per bubble in draw order {`topic`, `q`, `r`, `x`, `y` (drawn centre), `scale`,
    ///   `size` (fish-eye), `pressScale`, `dimAlpha`, `appear`, `selected`};
    /// - `selected`: the selected topics in draw order; `touched`: a topic or null;
    /// - `status`: the status text; `progress` {`fraction`, `tint` (#RRGGBB)};
    /// - `grid` {`x`, `y`, `width`, `height`}: the region G; `centre` {`x`, `y`}: C.
    ///
    /// Lengths are points (viewport coordinates for `x`, `y`), times seconds.
    public func state(at time: SceneTime) -> JSONValue {
        let placed = placements(at: time)
        let offset = gridOffset(at: time)
        let velocity = $dragOffset.velocity(at: time)
        let bubbleStates: [JSONValue] = zip(bubbles, placed).map { bubble, place in
            [
                "topic": .string(bubble.cell.topic), "q": JSONValue(bubble.cell.hex.q), "r": JSONValue(bubble.cell.hex.r),
                "x": .number(place.centre.x), "y": .number(place.centre.y), "scale": .number(place.scale),
                "size": .number(place.fishEye.size), "pressScale": .number(bubble.$pressScale.at(time)),
                "dimAlpha": .number(bubble.$dimAlpha.at(time)), "appear": .number(bubble.$appear.at(time)),
                "selected": .bool(selected.contains(bubble.cell.topic)),
            ]
        }
        let grid = layout.grid
        return [
            "offset": Self.json(offset),
            "settleOffset": Self.json(dragOffset),
            "velocity": Self.json(velocity),
            "translation": Self.json(translation),
            "pointerVelocity": Self.json(pointerVelocity),
            "dragging": .bool(drag.isActive),
            "clamp": .number(clamp),
            "lastFling": lastFling.map { fling -> JSONValue in
                ["velocity": Self.json(fling.velocity), "predictedTranslation": Self.json(fling.predictedTranslation),
                 "unclampedEnd": Self.json(fling.unclampedEnd), "end": Self.json(fling.end), "time": .number(fling.time)]
            } ?? .null,
            "bubbles": .array(bubbleStates),
            "selected": .array(bubbles.filter { selected.contains($0.cell.topic) }.map { .string($0.cell.topic) }),
            "touched": touched.map { .string(bubbles[$0].cell.topic) } ?? .null,
            "status": .string(StatusLine(count: selected.count).text),
            "progress": ["fraction": .number($progressFraction.at(time)), "tint": .string($progressTint.at(time).hexRGB)],
            "grid": ["x": .number(grid.minX), "y": .number(grid.minY), "width": .number(grid.width), "height": .number(grid.height)],
            "centre": ["x": .number(layout.gridCentre.x), "y": .number(layout.gridCentre.y)],
        ]
    }

    /// `{"x": dx, "y": dy}`.
    static func json(_ v: Vector) -> JSONValue { ["x": .number(v.dx), "y": .number(v.dy)] }
}
