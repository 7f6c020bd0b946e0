import Curves
import Geometry
import Stage

extension PlaygroundScene {
    /// "Animate!": toggles the shared location; every row animates the change with its own
    /// animation at `time` (A.6: a response spring merges with its running spring, the others
    /// combine by the chained blend). Does nothing without rows (the button is disabled).
    mutating func animate(at time: SceneTime) {
        guard !rows.isEmpty else { return }
        location = location == 0 ? 1 : 0
        for i in rows.indices {
            rows[i].location.set(location, animation: rows[i].settings.animation(slow: slow), at: time)
        }
    }

    /// Adds a row with `settings`; it shows the shared location at rest.
    mutating func addRow(_ settings: RowSettings = RowSettings()) {
        rows.append(AnimationRow(id: nextRowID, settings: settings, location: Animated(wrappedValue: location)))
        nextRowID += 1
    }

    /// Deletes the row with `id` (closing its editor) and keeps the scroll in range.
    mutating func deleteRow(id: Int) {
        rows.removeAll { $0.id == id }
        if editing == id { editing = nil }
        clampScroll()
    }

    /// Opens the editor of the row with `id`, with a fresh preview track at 0.
    mutating func openEditor(id: Int) {
        guard rowIndex(id) != nil else { return }
        editing = id
        $previewLocation.reset(to: 0)
    }

    /// "Tap to Preview": toggles the editor's own location with the row's animation, never in
    /// slow motion.
    mutating func togglePreview(at time: SceneTime) {
        guard let id = editing, let i = rowIndex(id) else { return }
        $previewLocation.set(previewLocation == 0 ? 1 : 0, animation: rows[i].settings.animation(slow: false), at: time)
    }

    /// Steps `field` of the edited row by `steps` (clamped to the field's range).
    mutating func step(_ field: RowField, by steps: Int) {
        guard let id = editing, let i = rowIndex(id) else { return }
        rows[i].settings[field] = field.stepped(rows[i].settings[field], by: steps)
    }

    /// Sets the edited row's type.
    mutating func setKind(_ kind: AnimationKind) {
        guard let id = editing, let i = rowIndex(id) else { return }
        rows[i].settings.kind = kind
    }

    /// Toggles `showSquare` with the preset's transition: under easeInOut 0.35 s, or instantly
    /// for Instant (the transition is read at the toggle, so a preset picked meanwhile applies
    /// from the next toggle).
    mutating func toggleSquare(at time: SceneTime) {
        showSquare.toggle()
        squares.transition = preset.transition(custom: custom)
        let transaction = Transaction(time: time, animation: preset.isAnimated ? Self.squareAnimation : nil)
        squares.update(to: showSquare ? [Square()] : [], in: transaction)
    }

    /// Scrolls the list to `offset`, clamped to the content.
    mutating func scroll(to offset: Double) {
        scroll = offset.isFinite ? offset : scroll
        clampScroll()
    }

    /// Keeps the scroll offset within the content.
    mutating func clampScroll() {
        scroll = Swift.min(0, Swift.max(layout.minimumScroll(rowCount: rows.count), scroll))
    }
}
