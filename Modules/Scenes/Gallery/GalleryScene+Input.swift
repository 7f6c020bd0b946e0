import Geometry
import Stage

extension GalleryScene {
    /// Routes the primary pointer (§3.1): a press lands on Reset all or on a tile's control
    /// (converted to tile space); a slider follows the press and its drag; any other control
    /// activates on pointer-up if the pointer moved at most 10 screen points. Other pointers,
    /// the wheel and keys are ignored.
    public mutating func receive(_ input: InputEvent, in context: SceneContext) {
        guard case .pointer(let p) = input else { return }
        switch p.phase {
        case .down:
            guard press == nil, p.buttons.contains(.primary) || p.kind != .mouse else { return }
            pressDown(p, at: context.time)
        case .move:
            guard var current = press, current.pointer == p.id else { return }
            if distance(p.location, current.start) > GalleryPress.slop { current.movedTooFar = true }
            press = current
            drag(current, to: p.location)
        case .up:
            guard let current = press, current.pointer == p.id else { return }
            press = nil
            let moved = current.movedTooFar || distance(p.location, current.start) > GalleryPress.slop
            guard !moved else { return }
            switch current.target {
            case .resetAll: resetAll(at: context.time)
            case .page(let step): page(by: step)
            case .tile(let tile, let control) where control.activatesOnTap: activate(control, of: tile, at: context.time)
            default: break
            }
        case .cancel:
            if press?.pointer == p.id { press = nil }
        }
    }

    /// Starts a press at `p`: finds its target and sets a pressed slider at once.
    mutating func pressDown(_ p: PointerEvent, at time: SceneTime) {
        if layout.resetButton.contains(p.location) {
            press = GalleryPress(pointer: p.id, start: p.location, target: .resetAll, placement: nil)
            return
        }
        if layout.isPaged {
            for (rect, step) in [(layout.previousButton, -1), (layout.nextButton, 1)] where rect.contains(p.location) {
                press = GalleryPress(pointer: p.id, start: p.location, target: .page(step), placement: nil)
                return
            }
        }
        guard let (tile, placement) = layout.tile(at: p.location, focused: focused),
              let local = placement.tilePoint(p.location),
              let control = control(of: tile, at: local)
        else {
            press = GalleryPress(pointer: p.id, start: p.location, target: .none, placement: nil)
            return
        }
        let current = GalleryPress(pointer: p.id, start: p.location, target: .tile(tile, control), placement: placement)
        press = current
        drag(current, to: p.location)
    }

    /// A slider press follows the pointer: `value = lo + (hi − lo)·clamp((x − 130)/200, 0, 1)`.
    mutating func drag(_ current: GalleryPress, to location: Point) {
        guard case .tile(let tile, .slider(let index)) = current.target,
              let local = current.placement?.tilePoint(location),
              index < tile.spec.sliders.count
        else { return }
        tiles[tile.index].setSlider(index, to: tile.spec.sliders[index].value(atX: local.x))
    }

    /// The control of `tile` under `point` (tile space), if any: sliders and checkboxes first
    /// (they are drawn on top), then the title strip, the stepper, the button, stage items.
    func control(of tile: TileID, at point: Point) -> TileControl? {
        let spec = tile.spec
        if let i = spec.sliders.firstIndex(where: { $0.contains(point) }) { return .slider(i) }
        if let i = spec.checkboxes.firstIndex(where: { $0.contains(point) }) { return .checkbox(i) }
        guard point.x >= 0, point.x <= GalleryLayout.tileSize.width, point.y >= 0, point.y <= GalleryLayout.tileSize.height
        else { return nil }
        if point.y < TileControl.titleStripHeight { return .titleStrip }
        if spec.hasStepper {
            if TileControl.minusRect.contains(point) { return .stepperMinus }
            if TileControl.plusRect.contains(point) { return .stepperPlus }
        }
        if spec.button != nil, TileControl.buttonRect.contains(point) { return .button }
        if point.y < TileControl.controlStripTop, let item = tiles[tile.index].item(at: point) { return .item(item) }
        return nil
    }

    /// Performs a named operation: `reset-all`, `focus-all`, `focus-<id>`, or a tile control's
    /// action (`TileSpec.actions(for:)`).
    public mutating func perform(_ action: String, in context: SceneContext) {
        if action == "reset-all" { return resetAll(at: context.time) }
        if action == "focus-all" { focused = nil; return }
        if action == "next-tile" { return page(by: 1) }
        if action == "previous-tile" { return page(by: -1) }
        if action.hasPrefix("focus-") {
            focused = TileID(name: String(action.dropFirst("focus-".count)))
            return
        }
        for tile in TileID.allCases {
            if let entry = tile.spec.actions(for: tile).first(where: { $0.name == action }) {
                return activate(entry.control, of: tile, at: context.time)
            }
        }
    }

    /// The `tile` parameter: "all" shows the grid, a tile id focuses that tile.
    public mutating func parameterChanged(_ name: String, in context: SceneContext) {
        if name == Self.tileKey.name { focused = TileID(name: context.parameters[Self.tileKey]) }
    }

    /// Lays out for the new viewport.
    public mutating func viewportChanged(in context: SceneContext) {
        layout = GalleryLayout(viewport: context.viewport)
    }

    /// The distance between two screen points.
    func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
