import Drawing
import Geometry
import Stage

extension SeatingScene {
    /// Draws the frame at `time` in the z-order of §7.3: the background; under the chart matrix
    /// the field fill and stroke, the sector outlines and the tribunes (trimmed by `appear`) and
    /// the selected tribune's seats (trimmed by `seatsTrim`); then the chrome.
    public func draw(in context: inout GraphicsContext, at time: SceneTime) {
        resolved(at: time).drawResolved(in: &context, at: time)
    }

    private func drawResolved(in context: inout GraphicsContext, at time: SceneTime) {
        let size = context.size
        context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: size.height)),
                     with: .color(Palette.background), name: "background")
        var chart = context
        chart.transform = chartTransform(at: time).matrix
        drawStadium(in: chart, at: time)
        drawSeats(in: chart, at: time)
        drawChrome(in: context, at: time)
    }

    /// Layers 2–5: field, sector outlines, tribunes.
    private func drawStadium(in chart: GraphicsContext, at time: SceneTime) {
        let a = $appear.at(time)
        func trimmed(_ measure: PathMeasure) -> Path { a >= 1 ? measure.path : measure.trimmedPath(from: 0, to: a) }
        let field = trimmed(layout.fieldOutline)
        if !field.isEmpty {
            chart.fill(field, with: .color(Palette.green), name: "field")
            chart.stroke(field, with: .color(Palette.white), lineWidth: 2, name: "field")
        }
        let sectors = trimmed(layout.sectorOutlines)
        if !sectors.isEmpty { chart.stroke(sectors, with: .color(Palette.white), lineWidth: 2, name: "sectors") }

        let outline = StrokeStyle(lineWidth: 1, lineJoin: .round)
        if a >= 1, let batch = tribuneBatch.path {
            if !batch.isEmpty {
                chart.fill(batch, with: .color(Palette.blue), name: "tribunes")
                chart.stroke(batch, with: .color(Palette.white), style: outline, name: "tribunes")
            }
            for id in tribuneBatch.excluded.sorted() {
                guard let tribune = layout.tribune(id) else { continue }
                drawTribune(tribune, path: tribune.path, at: time, style: outline, in: chart)
            }
            return
        }
        guard a > 0 else { return }
        for tribune in layout.tribunes {
            drawTribune(tribune, path: trimmed(tribune.outline), at: time, style: outline, in: chart)
        }
    }

    private func drawTribune(_ tribune: Tribune, path: Path, at time: SceneTime, style: StrokeStyle,
                             in chart: GraphicsContext)
    {
        guard !path.isEmpty else { return }
        let name = "tribune/\(tribune.id)"
        chart.fill(path, with: .color(tribuneFills[tribune.id]?.at(time) ?? Palette.blue), name: name)
        chart.stroke(path, with: .color(Palette.white), style: style, name: name)
    }

    /// Layer 6: the selected tribune's seats in seat order, fill then stroke, trimmed by
    /// `seatsTrim`. Drawn in, each seat is its placed path in chart units (cached by the wire
    /// encoder); while they draw in, the glyph is trimmed once per frame and drawn under each
    /// seat's matrix (rigid, so this equals trimming the placed path), so a frame carries one
    /// new path rather than one per seat.
    private func drawSeats(in chart: GraphicsContext, at time: SceneTime) {
        guard let id = selectedTribune, let seats = seatCache[id] else { return }
        let trim = $seatsTrim.at(time)
        guard trim > 0 else { return }
        let partial = trim < 1 ? glyph.path.trimmedPath(from: 0, to: trim) : nil
        let outline = StrokeStyle(lineWidth: 0.05)
        for (seat, art) in zip(seats, selectedSeatArt) {
            var context = chart
            var path = art.path
            if let partial {
                context.concatenate(seat.matrix)
                path = partial
            }
            context.fill(path, with: .color(seatColor(seat.id, at: time)), name: art.name)
            context.stroke(path, with: .color(Palette.black), style: outline, name: art.name)
        }
    }

    /// The fill of seat `id` at `time`: its running crossfade, or green if chosen, else blue.
    func seatColor(_ id: SeatID, at time: SceneTime) -> Color {
        if let fill = seatFills[id] { return fill.at(time) }
        return chosenSeats.contains(id) ? Palette.green : Palette.blue
    }
}
