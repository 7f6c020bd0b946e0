import Geometry
import Stage

extension HoneycombScene {
    /// The grid's offset from C at `time`: the presented `dragOffset` plus the live translation,
    /// points.
    func gridOffset(at time: SceneTime) -> Vector {
        $dragOffset.at(time) + translation
    }

    /// Every bubble's placement at `time`, in draw order (§7): offset, fish-eye (evaluated from
    /// the presented offset every frame), drawn centre and scale.
    func placements(at time: SceneTime) -> [BubblePlacement] {
        let grid = gridOffset(at: time)
        let region = layout.grid.size
        let c = layout.gridCentre
        let fishEye = configuration.fishEye
        return bubbles.map { bubble in
            let centre = bubble.cell.centre
            let o = Vector(dx: centre.x + grid.dx, dy: centre.y + grid.dy)
            let effect = fishEye ? FishEye(offset: o, region: region) : .none
            let press = bubble.$pressScale.at(time)
            let scale = bubble.$appear.at(time) * Swift.max(0.001, press * effect.size / HexCell.diameter)
            return BubblePlacement(offset: o, fishEye: effect, centre: c + o + effect.shift, scale: scale)
        }
    }

    /// The topmost bubble whose hit disc (centre P, radius 58.5 × scale) contains `point` at
    /// `time`, as an index into `bubbles`; nil when none does.
    func hitTest(_ point: Point, at time: SceneTime) -> Int? {
        let placed = placements(at: time)
        return placed.indices.reversed().first { i in
            placed[i].centre.distance(to: point) <= placed[i].hitRadius
        }
    }
}
