import Drawing
import Geometry
import PullToRefresh
import Stage

extension EventDetailsScene {
    /// Draws the list back to front (B.9): the background, the pull-to-refresh ball layer, the
    /// cards and the chip panel above them (both moved down by the list offset O), the header
    /// band; then the details sliding over it.
    public func draw(in context: inout GraphicsContext, at time: SceneTime) {
        let size = context.size
        if isPushedDetails, let event = openEvent {
            drawDetails(event, in: context, at: time)  // a pushed details screen: the stack slides it
            return
        }
        context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.white), name: "background")
        drawBallLayer(at: time, artwork: ballArtwork, in: context)
        var list = context  // the cards and the chip panel hang off L + O (B.3, D.2)
        list.translateBy(x: 0, y: refresh.listOffset(at: time))
        drawCards(in: list, at: time)
        drawChips(in: list, at: time)
        drawListHeader(in: context)
        if detailsVisible(at: time), let id = details, let event = feed.events.first(where: { $0.id == id }) {
            var c = context
            c.translateBy(x: size.width * (1 - $push.at(time)), y: 0)
            drawDetails(event, in: c, at: time)
        }
    }

    /// The cards, present or leaving, at their slots (content coordinates: before O).
    func drawCards(in context: GraphicsContext, at time: SceneTime) {
        let size = context.size
        let panel = $panelHeight.at(time)
        for item in items.items(at: time) {
            guard let card = cards[item.element.id], let slot = slots[item.element.id] else { continue }
            let top = cardTop(slot: slot.at(time), panel: panel)
            guard top < size.height, top + ListLayout.cardHeight > 0 else { continue }
            let box = Rect(x: ListLayout.inset, y: top, width: size.width - 2 * ListLayout.inset, height: ListLayout.cardHeight)
            let look = item.appearance(in: box)
            var c = context
            c.opacity *= look.opacity
            c.concatenate(look.transform)
            card.draw(at: box.origin, artwork: artwork, in: c)
        }
    }

    /// The chips, present or leaving: a rounded rectangle (radius 24, orange when selected) with
    /// a 2-point soft shadow and a 3-point orange border inside its edge, and its label; an
    /// entering chip turns from its seeded rotation.
    func drawChips(in context: GraphicsContext, at time: SceneTime) {
        let laidOut = chipShapes(width: context.size.width)
        for item in chips.items(at: time) {
            guard let shapes = laidOut.chips[item.element.sport] else { continue }
            let box = shapes.box
            let look = item.appearance(in: box)
            var c = context
            c.opacity *= look.opacity
            c.concatenate(look.transform)
            let spin = (look.values["spin"] ?? 0) * item.element.rotationDegrees
            if spin != 0 {
                c.concatenate(AffineTransform(rotationAngle: .degrees(spin), anchor: Point(x: box.midX, y: box.midY)))
            }
            let isSelected = selected.contains(item.element.sport)
            var shadowed = c
            shadowed.addFilter(.shadow(color: EventDetailsStyle.shadow, radius: 2))
            shadowed.fill(shapes.fill, with: .color(isSelected ? EventDetailsStyle.accent : EventDetailsStyle.chipIdle),
                          name: "chip/" + item.element.sport.rawValue)
            c.stroke(shapes.border, with: .color(EventDetailsStyle.accent), lineWidth: 3)
            c.draw(item.element.sport.label, at: Point(x: box.midX, y: box.midY), font: SportChip.font,
                   paint: .color(isSelected ? .white : .black))
        }
    }

    /// The header band: white while the list is scrolled (transparent at or above the top), the
    /// "Events" title and the orange filter icon (three stacked
    /// lines of decreasing length inside a circle).
    func drawListHeader(in context: GraphicsContext) {
        let width = context.size.width
        if listScroll < 0 {  // B.3: transparent at the top, so the ball shows through it
            context.fill(Path(Rect(x: 0, y: 0, width: width, height: listTop)), with: .color(.white), name: "header/fill")
        }
        context.draw("Events", at: Point(x: 16, y: listTop - 14), font: Font(size: 34, weight: .bold), paint: .color(.black),
                     alignment: .leading, baseline: .alphabetic, name: "header/title")
        let c = filterIcon
        let orange = Paint.color(EventDetailsStyle.accent)
        context.stroke(Path(ellipseIn: Rect(x: c.x - 11, y: c.y - 11, width: 22, height: 22)), with: orange, lineWidth: 2,
                       name: "filter")
        let lines = Path { p in
            for (k, half) in [6.0, 4.0, 2.0].enumerated() {
                let y = c.y - 4 + Double(k) * 4
                p.move(to: Point(x: c.x - half, y: y))
                p.addLine(to: Point(x: c.x + half, y: y))
            }
        }
        context.stroke(lines, with: orange, lineWidth: 1.5)
    }
}
