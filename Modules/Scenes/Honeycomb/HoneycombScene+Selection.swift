import Curves
import Geometry
import Stage

extension HoneycombScene {
    /// A tap on bubble `index` (§9): toggles its selection (a new selection of a main topic may
    /// add its subtopics, §12), switches its colour at once, springs the grid to centre it (not
    /// clamped), and animates the status bar (§10). Everything starts at the current
    /// transaction's time.
    mutating func tap(_ index: Int) {
        guard bubbles.indices.contains(index) else { return }
        let cell = bubbles[index].cell
        if selected.contains(cell.topic) {
            selected.remove(cell.topic)
        } else {
            selected.insert(cell.topic)
            expand(cell)
        }
        centre(on: cell)
        updateProgress()
    }

    /// Adds `cell`'s three subtopics when §12.1 allows: placed by `SubtopicPlacement`, appended
    /// to the draw order, each growing from scale 0 with the spring (§12.4).
    mutating func expand(_ cell: HexCell) {
        guard Topics.expands(cell.topic, among: bubbles.lazy.map(\.cell.topic)) else { return }
        let topics = Topics.subtopics(of: cell.topic)
        let hexes = SubtopicPlacement.cells(count: topics.count, around: cell.hex, occupied: Set(bubbles.map(\.cell.hex)))
        for (hex, topic) in zip(hexes, topics) {
            var bubble = Bubble(cell: HexCell(hex: hex, topic: topic), appear: 0)
            withAnimation(configuration.spring) { bubble.appear = 1 }
            bubbles.append(bubble)
        }
    }

    /// Springs the grid from where it is, at rest, to centre `cell`: offset −centre.
    mutating func centre(on cell: HexCell) {
        $dragOffset.stop(at: Transaction.current.time)
        withAnimation(configuration.spring) { dragOffset = Vector(dx: -cell.centre.x, dy: -cell.centre.y) }
    }

    /// Animates the bar's fraction and tint from where they are to the status of the current
    /// selection, when that changed.
    mutating func updateProgress() {
        let now = Transaction.current.time
        let status = StatusLine(count: selected.count)
        if status.fraction != progressFraction {
            $progressFraction.stop(at: now)
            withAnimation(configuration.progressAnimation) { progressFraction = status.fraction }
        }
        if status.tint != progressTint {
            $progressTint.stop(at: now)
            withAnimation(configuration.progressAnimation) { progressTint = status.tint }
        }
    }
}
