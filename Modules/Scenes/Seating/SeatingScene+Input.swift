import Geometry
import Stage

extension SeatingScene {
    /// Routes input (§10.1): presses on chrome controls belong to them; everything else reaches
    /// the chart's recognisers unless the dialog is shown. Each event is mapped with the values
    /// presented at its time (§9.9), after starting any step that is due.
    public mutating func receive(_ event: InputEvent, in context: SceneContext) {
        let t = context.time
        startPendingStep(upTo: t)
        pruneSettledColours(at: t)
        if case .pointer(let p) = event {
            if let control = input.captured[p.id] {
                switch p.phase {
                case .down, .move: break
                case .up:
                    input.captured[p.id] = nil
                    if self.control(at: p.location, time: t) == control { activate(control) }
                case .cancel:
                    input.captured[p.id] = nil
                }
                return
            }
            if p.phase == .down, let control = self.control(at: p.location, time: t) {
                input.captured[p.id] = control
                return
            }
        }
        guard !dialogShown else { return }
        let pivot = chartTransform(at: t)
        for intent in input.update(with: event, pivot: pivot.boxOrigin + pivot.pan + Vector(dx: pivot.pivot.x, dy: pivot.pivot.y)) {
            apply(intent)
        }
    }

    /// `zoom-out`, `buy` and `ok`: what pressing the control does (§10.6).
    public mutating func perform(_ action: String, in context: SceneContext) {
        startPendingStep(upTo: context.time)
        pruneSettledColours(at: context.time)
        switch action {
        case Action.zoomOut: if !dialogShown { activate(.zoomOut) }
        case Action.buy: if !dialogShown { activate(.buy) }
        case Action.ok: if dialogShown { activate(.ok) }
        default: break
        }
    }

    /// Reads the parameters again; durations apply from the next animation, the batch switch and
    /// the team name at once.
    public mutating func parameterChanged(_ name: String, in context: SceneContext) {
        configuration = SeatingConfiguration(context.parameters)
        updateBatch()
    }

    /// Lays the stadium out for the new chart side (W4): the anchor stays in unit space, a resting
    /// pan scales by L_new / L_old, and the selection and chosen seats are kept by id.
    public mutating func viewportChanged(in context: SceneContext) {
        let t = context.time
        startPendingStep(upTo: t)
        let oldSide = chartSide
        viewport = context.viewport
        chartBox = ChartTransform.chartBox(viewport: context.viewport)
        layout = StadiumLayout(side: chartBox.width)
        glyph = SeatGlyph(cellSide: SeatLayout.cellSide(side: chartBox.width))
        seatCache = [:]
        placeSelectedSeats()
        tribuneBatch = TribuneBatch(layout: layout, excluding: Set(tribuneFills.keys),
                                    enabled: !configuration.nameEveryTribune)
        if oldSide > 0, !$offset.isAnimating(at: t) {
            $offset.reset(to: offset * (chartSide / oldSide))
        }
    }

    /// The control under canvas point `q` at `time`: the dialog's parts while it is shown,
    /// otherwise the zoom-out button (while `zoomed`) and Buy Tickets (§11).
    func control(at q: Point, time: SceneTime) -> ChromeControl? {
        let chrome = ChromeLayout(viewport: viewport)
        if dialogShown {
            if chrome.okRow.contains(q) { return .ok }
            return chrome.dialogCard.contains(q) ? .dialogCard : .scrim
        }
        if presented, NavigationBar.backPressBox.contains(q) { return .back }  // Stage's bar
        if zoomed, chrome.zoomOutCenter.distance(to: q) <= ChromeLayout.zoomOutRadius { return .zoomOut }
        if ChromeLayout.capsule(chrome.buyButton(zoomOutShown: $zoomOutShown.at(time)), contains: q) { return .buy }
        return nil
    }

    /// Presses `control` (§10.6).
    mutating func activate(_ control: ChromeControl) {
        switch control {
        case .buy:
            guard ticketCount > 0 else { return }
            endChartGestures()
            dialogShown = true
        case .zoomOut:
            if zoom > SeatingConstants.restingZoom {
                zoomOut(chromeDuration: configuration.defaultDuration)
            } else {
                setZoomed(false, over: configuration.defaultDuration)
            }
        case .ok:
            // OK only closes the dialog (seating.md §10.6), on a navigation stack too: the chart
            // stays, and its back chevron returns to the details.
            dialogShown = false
            purchases += 1
        case .scrim:
            dialogShown = false
        case .back:
            Navigation.dismiss()
        case .dialogCard:
            break
        }
    }

    /// Commits whatever the chart's gestures hold and forgets them (the dialog takes over).
    mutating func endChartGestures() {
        if drag != .zero { apply(.panEnded(drag)) }
        if pinch != 1 { apply(.pinchEnded(pinch)) }
        if liveRotation != 0 { apply(.twistEnded(liveRotation)) }
        let captured = input.captured
        input.reset()
        input.captured = captured
    }

    /// Applies one intent of the chart's recognisers.
    mutating func apply(_ intent: ChartInput.Intent) {
        let t = now
        switch intent {
        case .tap(let q):
            handleTap(at: q)
        case .pan(let v):
            drag = v
        case .panEnded(let v):
            // A committed gesture stops the property's animation and adds to its presented value.
            $offset.reset(to: $offset.at(t) + v)
            drag = .zero
        case .pinch(let m):
            pinch = m.isFinite && m >= 0 ? m : 1
        case .pinchEnded(let m):
            // A wheel far beyond the clamp gives 0 or ∞: the clamp takes it to Z_MIN or Z_MAX.
            let factor = m.isNaN ? 1 : Swift.max(0, m)
            let z = Self.clampZoom($zoom.at(t) * factor)
            $zoom.reset(to: z)
            pinch = 1
            setZoomed(z > SeatingConstants.restingZoom, over: configuration.defaultDuration)
        case .twist(let a):
            liveRotation = a.isFinite ? a : 0
        case .twistEnded(let a):
            if a.isFinite { rotation += a }
            liveRotation = 0
        }
    }

    /// A tap at canvas point `q` (§10.5): a seat of the selected tribune, else the first tribune
    /// in canonical order, else zoom out unless at rest.
    mutating func handleTap(at q: Point) {
        let p = chartTransform(at: now).canvasToChart(q)
        if let id = selectedTribune, let tribune = layout.tribune(id), tribune.contains(p) {
            if let seat = SeatLayout.seat(at: p, in: ensureSeats(of: id)) { toggleSeat(seat.id) }
            return
        }
        if let tribune = layout.tribune(at: p) {
            select(tribune.id, tappedAt: p)
            return
        }
        if pending?.kind == .shiftOut { return }  // already zooming out
        if selectedTribune != nil || !isAtRest {
            zoomOut(chromeDuration: configuration.zoomDuration)
        }
    }
}
