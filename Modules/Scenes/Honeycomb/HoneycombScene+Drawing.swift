import Drawing
import Geometry
import Stage

extension HoneycombScene {
    /// Draws the frame at `time`, back to front (§6): the background, the header, the bubbles
    /// in `cells` order clipped to the grid region (invisible ones skipped), the status line, the
    /// progress track and fill.
    public func draw(in context: inout GraphicsContext, at time: SceneTime) {
        let size = context.size
        context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: size.height)),
                     with: .color(Palette.background), name: "background")
        for (i, line) in header.enumerated() { context.draw(line, name: i == 0 ? "header" : nil) }

        var grid = context
        grid.clip(to: Path(layout.grid))
        let placed = placements(at: time)
        for (bubble, place) in zip(bubbles, placed) where !place.isInvisible {
            var g = grid
            g.translateBy(x: place.centre.x, y: place.centre.y)
            g.scaleBy(x: place.scale, y: place.scale)
            let fill = selected.contains(bubble.cell.topic) ? Palette.selected : Palette.unselected
            BubbleArtwork.draw(fill: fill, dim: bubble.$dimAlpha.at(time), label: bubble.label, name: bubble.name, in: g)
        }

        context.draw(StatusLine(count: selected.count).text, at: layout.statusCentre, font: Self.statusFont,
                     paint: .color(Palette.text), name: "status")
        let track = layout.track
        let radius = Swift.min(6, track.height / 2)
        context.fill(Path(roundedRect: track, cornerRadius: Swift.min(radius, track.width / 2), style: .circular),
                     with: .color(Palette.track), name: "progress/track")
        let fill = layout.fill(fraction: $progressFraction.at(time))
        context.fill(Path(roundedRect: fill, cornerRadius: Swift.min(radius, fill.width / 2), style: .circular),
                     with: .color($progressTint.at(time)), name: "progress/fill")
    }
}
