import Drawing
import Geometry
import Pour
import Stage

extension TimerScene {
    /// Draws the frame at `time` (after bringing the clock-driven changes up to `time` on a
    /// copy): an isolated component, or the app's screens with a push/pop slide and the done
    /// overlay on top.
    public func draw(in context: inout GraphicsContext, at time: SceneTime) {
        let scene = settled(at: time)
        if scene.isApp {
            scene.drawApp(in: context, at: time)
        } else {
            scene.drawComponent(in: context, at: time)
        }
    }

    /// The navigation stack: while the top screen slides in (or a popped one slides out), the
    /// screen under it is drawn first. The done overlay covers the whole viewport with the
    /// opaque app background (§4.4), so while it shows nothing under it is drawn.
    func drawApp(in context: GraphicsContext, at time: SceneTime) {
        if let done {
            drawDone(done, in: context, at: time)
            return
        }
        let w = viewport.width
        if let leaving, leaveOffset.isAnimating(at: time) {
            drawScreen(stack.last ?? .list, in: context, at: time)
            var c = context
            c.translateBy(x: w * leaveOffset.at(time), y: 0)
            drawScreen(leaving, in: c, at: time)
        } else {
            let offset = pushOffset.at(time)
            if offset > 0, stack.count > 1 {
                drawScreen(stack[stack.count - 2], in: context, at: time)
            }
            var c = context
            if offset > 0 { c.translateBy(x: w * offset, y: 0) }
            drawScreen(stack.last ?? .list, in: c, at: time)
        }
    }

    /// One full screen: background, header and content.
    func drawScreen(_ screen: TimerScreen, in context: GraphicsContext, at time: SceneTime) {
        let size = viewport
        let chrome = currentChrome
        let name = screen.rawValue
        context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: size.height)), with: TimerPalette.background(in: size),
                     name: name + "/background")
        switch screen {
        case .list: drawList(in: context)
        case .timer: drawTimerScreen(chrome, in: context, at: time)
        case .ratings: drawRatings(in: context, at: time)
        }
        if let title = chrome.titles[screen] { drawHeader(title, screen: name, in: context) }
    }

    /// The header bar (§9): BlackRussian, the title centred (white 20 bold; smaller, or after the
    /// back control, where it would reach it: `FittedFont`), the back control at x = 16 (white 17).
    func drawHeader(_ title: TimerChrome.Title, screen: String, in context: GraphicsContext) {
        let h = AppLayout.headerHeight
        context.fill(Path(Rect(x: 0, y: 0, width: viewport.width, height: h)), with: .color(TimerPalette.blackRussian))
        context.draw(title.text, at: Point(x: title.x, y: h / 2), font: title.font, paint: .color(TimerPalette.white),
                     alignment: title.alignment, name: screen + "/title")
        if let back = title.back {
            context.draw(back, at: Point(x: 16, y: h / 2), font: .body, paint: .color(TimerPalette.white), alignment: .leading,
                         name: screen + "/back")
        }
    }

    /// The tea list (§9): one card per tea, scrolled, below the header.
    func drawList(in context: GraphicsContext) {
        let app = AppLayout(size: viewport)
        var c = context
        c.clip(to: Path(Rect(x: 0, y: AppLayout.headerHeight, width: viewport.width, height: Swift.max(0, viewport.height - AppLayout.headerHeight))))
        for (i, tea) in Tea.all.enumerated() {
            let card = app.teaCard(i).offsetBy(dx: 0, dy: -listScroll)
            guard card.maxY > AppLayout.headerHeight, card.minY < viewport.height else { continue }
            c.fill(Path(roundedRect: card, cornerRadius: 25, style: .circular), with: .color(TimerPalette.quarterSpanishWhite),
                   name: "list/card/\(i)")
            c.draw(tea.name, at: card.center, font: .title2, paint: .color(TimerPalette.blackRussian))
        }
    }

    /// The timer screen (§9): the face toggle, the timer card, then — clipped below the timer
    /// card and scrolled — the brew-info and ratings cards; the popup above everything.
    func drawTimerScreen(_ chrome: TimerChrome, in context: GraphicsContext, at time: SceneTime) {
        let layout = chrome.layout
        drawToggle(chrome, in: context)
        let card = Paint.color(TimerPalette.quarterSpanishWhite)
        context.fill(chrome.timerCard, with: card, name: "timer/card")
        drawBorder(border.look(for: timer.status, at: time), outline: chrome.border, center: layout.borderBox.center, in: context)
        switch face {
        case .digital:
            drawDigitRow(center: layout.digitRowCenter, at: time, in: context)
        case .analog:
            drawDial(in: layout.canvas, shapes: chrome.dial, context: context)
            drawHands(in: layout.canvas, shapes: chrome.dial, remaining: configuration.schedule.remaining(of: timer, at: time),
                      context: context)
        }
        drawControls(chrome.controls, in: context)
        Slider.draw(chrome.lengthSlider, enabled: timer.canChangeLength, name: "timer/length", context: context)

        var lower = context
        lower.clip(to: Path(layout.scrollRegion))
        lower.translateBy(x: 0, y: -timerScroll)
        drawInfoCard(chrome, at: time, in: lower)
        if let ratingsCard = layout.ratingsCard { drawRatingsCard(ratingsCard, chrome: chrome, in: lower) }
        drawPopup(button: Point(x: layout.popupButton.x, y: layout.popupButton.y - timerScroll), at: time, in: context)
    }

    /// The "Digital | Analog" toggle.
    func drawToggle(_ chrome: TimerChrome, in context: GraphicsContext) {
        let rect = chrome.layout.toggle
        context.fill(chrome.toggleTrack, with: .color(TimerPalette.quarterSpanishWhite.opacity(0.35)), name: "timer/toggle")
        context.fill(chrome.toggleHalf, with: .color(TimerPalette.quarterSpanishWhite))
        for (label, x) in [("Digital", rect.minX + rect.width / 4), ("Analog", rect.minX + 3 * rect.width / 4)] {
            context.draw(label, at: Point(x: x, y: rect.midY), font: Font(size: 15), paint: .color(TimerPalette.blackRussian))
        }
    }

    /// The brew-info card (§6, §7.1, §9).
    func drawInfoCard(_ chrome: TimerChrome, at time: SceneTime, in context: GraphicsContext) {
        let layout = chrome.layout
        let card = layout.infoCard
        context.fill(chrome.infoCard, with: .color(TimerPalette.quarterSpanishWhite), name: "info/card")
        let x = card.minX + 16
        let ink = Paint.color(TimerPalette.blackRussian)
        // The headings (28 bold) shrink where they would run past the card's right edge.
        let headings = chrome.headings
        let rows = layout.infoRows
        func text(_ s: String, row: Int, height: Double, font: Font, name: String? = nil) {
            context.draw(s, at: Point(x: x, y: rows[row] + height / 2), font: font, paint: ink, alignment: .leading, name: name)
        }
        text(headings[0].text, row: 0, height: TimerScreenLayout.titleRow, font: headings[0].font)
        text(temperature.text(at: time), row: 1, height: TimerScreenLayout.valueRow, font: .title2, name: "info/temperature")
        text(headings[1].text, row: 2, height: TimerScreenLayout.titleRow, font: headings[1].font)
        text("\(BrewArithmetic.format(water, decimals: 1)) ounces", row: 3, height: TimerScreenLayout.valueRow, font: .title2,
             name: "info/water")
        Slider.draw(chrome.waterSlider, enabled: true, name: "info/waterSlider", context: context)
        text(headings[2].text, row: 5, height: TimerScreenLayout.titleRow, font: headings[2].font)
        context.draw("\(BrewArithmetic.format(teaspoons, decimals: 2)) teaspoons",
                     at: Point(x: x, y: rows[6] + TimerScreenLayout.teaspoonsRow), font: .title2, paint: ink,
                     alignment: .leading, baseline: .bottom, name: "info/teaspoons")
    }

    /// The ratings card (§9): "Ratings" and one row per rating with its stars right-aligned.
    func drawRatingsCard(_ card: Rect, chrome: TimerChrome, in context: GraphicsContext) {
        guard let path = chrome.ratingsCard else { return }
        context.fill(path, with: .color(TimerPalette.quarterSpanishWhite), name: "info/ratings")
        let ink = Paint.color(TimerPalette.blackRussian)
        context.draw("Ratings", at: Point(x: card.minX + 10, y: card.minY + 10 + 14), font: .title2, paint: ink, alignment: .leading)
        for row in chrome.ratingRows {
            context.draw(row.text, at: row.origin, font: .body, paint: ink, alignment: .leading)
            RatingStar.draw(row.stars, filled: row.filled, lineWidth: 1.5, in: context)
        }
    }

    /// The ratings screen (§7.2): the pager card and the radar card.
    func drawRatings(in context: GraphicsContext, at time: SceneTime) {
        let layout = RatingsScreenLayout(size: viewport)
        let light = Paint.color(TimerPalette.quarterSpanishWhite)
        let ink = Paint.color(TimerPalette.blackRussian)
        context.fill(Path(roundedRect: layout.pagerCard, cornerRadius: 20, style: .circular), with: light, name: "ratings/pager")
        let list = teaRatings
        let x = layout.pagerCard.midX
        if list.isEmpty {
            context.draw("No ratings yet", at: Point(x: x, y: layout.lineY(2)), font: .body, paint: ink)
        } else {
            let r = list[selection]
            context.draw(r.teaName, at: Point(x: x, y: layout.lineY(0)), font: .title2, paint: ink, name: "ratings/name")
            context.draw("\(BrewArithmetic.format(r.temperature, decimals: 0)) °F", at: Point(x: x, y: layout.lineY(1)), font: .body, paint: ink)
            context.draw("\(BrewArithmetic.format(r.time, decimals: 0)) s", at: Point(x: x, y: layout.lineY(2)), font: .body, paint: ink)
            context.draw("\(BrewArithmetic.format(r.teaspoons, decimals: 2)) tsp. / \(BrewArithmetic.format(r.water, decimals: 1)) oz.",
                         at: Point(x: x, y: layout.lineY(3)), font: .body, paint: ink)
            RatingStar.drawRow(filled: r.stars, first: Point(x: x - 2 * 26, y: layout.lineY(4)), size: 22, spacing: 4, lineWidth: 1.5,
                               name: { $0 == 1 ? "ratings/stars" : nil }, in: context)
            for i in list.indices {
                context.fill(Path(layout.square(i, of: list.count)),
                             with: .color(i == selection ? TimerPalette.oliveGreen : TimerPalette.darkOliveGreen),
                             name: "ratings/page/\(i)")
            }
        }
        context.fill(Path(roundedRect: layout.radarCard, cornerRadius: 20, style: .circular), with: light, name: "ratings/radarCard")
        drawRadar(center: layout.chartCenter, radius: layout.chartRadius, at: time, in: context)
    }

    /// The done overlay (§4.4): the app background, the pour, then the card.
    func drawDone(_ overlay: DoneOverlay, in context: GraphicsContext, at time: SceneTime) {
        let size = viewport
        context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: size.height)), with: TimerPalette.background(in: size),
                     name: "done/background")
        drawPour(overlay, in: context, at: time)
        DoneCard(teaName: tea.name, rating: overlay.stars).draw(in: context, viewport: size, names: "done/card")
    }
}
