import Geometry
import Stage

extension PlaygroundScene {
    /// Taps press buttons and rows; a drag or the wheel scrolls the animations list.
    public mutating func receive(_ input: InputEvent, in context: SceneContext) {
        if case .wheel(let wheel) = input {
            if tab == .animations && editing == nil { scroll(to: scroll - wheel.dy) }
            return
        }
        if case .pointer(let p) = input, p.phase == .down { scrollAtDragStart = scroll }
        if case .changed(let value)? = drag.update(with: input), tab == .animations, editing == nil {
            scroll(to: scrollAtDragStart + value.translation.height)
        }
        if case .ended(let value)? = tap.update(with: input) { tapped(at: value.location, time: context.time) }
    }

    /// Performs a named operation (see the type's documentation).
    public mutating func perform(_ action: String, in context: SceneContext) {
        switch action {
        case "animate": animate(at: context.time)
        case "add-row": addRow()
        case "remove-row": if let last = rows.last { deleteRow(id: last.id) }
        case "demo-set": for kind in AnimationKind.allCases { addRow(RowSettings(kind: kind)) }
        case "toggle-slow": slow.toggle()
        case "animations-tab": tab = .animations
        case "transitions-tab": tab = .transitions
        case "toggle-square": toggleSquare(at: context.time)
        case "next-transition": preset = preset.advanced(by: 1)
        case "previous-transition": preset = preset.advanced(by: -1)
        default: break
        }
    }

    /// Reads the Custom editors again (they apply from the next toggle).
    public mutating func parameterChanged(_ name: String, in context: SceneContext) {
        custom = CustomTransition(context.parameters)
    }

    /// Lays out for the new viewport and keeps the scroll in range.
    public mutating func viewportChanged(in context: SceneContext) {
        layout = PlaygroundLayout(viewport: context.viewport)
        clampScroll()
    }

    /// What a tap at `point` presses.
    mutating func tapped(at point: Point, time: SceneTime) {
        if let tab = layout.tab(at: point) {
            self.tab = tab
            return
        }
        switch tab {
        case .transitions:
            if layout.squareButton.contains(point) {
                toggleSquare(at: time)
            } else if let step = layout.pickerStep(at: point) {
                preset = preset.advanced(by: step)
            }
        case .animations:
            if editing != nil { tappedInEditor(at: point, time: time) } else { tappedInList(at: point, time: time) }
        }
    }

    /// A tap on the animations list: Animate!, the slow toggle, a row (delete or edit), Add.
    mutating func tappedInList(at point: Point, time: SceneTime) {
        if layout.animateButton.contains(point) {
            animate(at: time)
            return
        }
        guard let index = layout.listRow(at: point.y, scroll: scroll) else { return }
        if index == 0 {
            slow.toggle()
        } else if index <= rows.count {
            let row = rows[index - 1]
            if layout.hitsDelete(point, top: layout.rowTop(index, scroll: scroll)) {
                deleteRow(id: row.id)
            } else {
                openEditor(id: row.id)
            }
        } else if index == rows.count + 1 {
            addRow()
        }
    }

    /// A tap in the editor: back, a type, a stepper, the preview track.
    mutating func tappedInEditor(at point: Point, time: SceneTime) {
        guard let id = editing, let i = rowIndex(id) else { return }
        if PlaygroundLayout.backButton.contains(point) {
            editing = nil
            return
        }
        let pickerRow = Int(((point.y - PlaygroundLayout.pickerTop) / PlaygroundLayout.pickerRowHeight).rounded(.down))
        if point.y >= PlaygroundLayout.pickerTop, AnimationKind.allCases.indices.contains(pickerRow) {
            setKind(AnimationKind.allCases[pickerRow])
            return
        }
        for (k, field) in rows[i].settings.fields.enumerated() {
            let (minus, plus) = layout.stepperButtons(k)
            if abs(point.y - minus.y) <= PlaygroundLayout.stepperHeight / 2 {
                if abs(point.x - minus.x) <= 24 { step(field, by: -1) }
                if abs(point.x - plus.x) <= 24 { step(field, by: 1) }
                return
            }
        }
        if layout.previewTrack.contains(point) { togglePreview(at: time) }
    }
}
