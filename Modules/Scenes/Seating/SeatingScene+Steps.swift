import Curves
import Drawing
import Geometry
import Stage

extension SeatingScene {
    /// The current transaction's time: when the change being made happens.
    var now: SceneTime { Transaction.current.time }

    /// The scene as it is at `time` once the linked pair's pending step, if due, has started:
    /// drawing and state read this, so a step starts at its due time whether or not an event
    /// arrives then.
    func resolved(at time: SceneTime) -> SeatingScene {
        guard let p = pending, p.due <= time else { return self }
        var copy = self
        copy.startPendingStep(upTo: time)
        return copy
    }

    /// Starts the pending step if it is due at or before `time`, dated at its due time (§9.3).
    mutating func startPendingStep(upTo time: SceneTime) {
        guard let step = pending, step.due <= time else { return }
        pending = nil
        withTransaction(Transaction(time: step.due)) {
            switch step.kind {
            case .zoomIn: startZoomIn()
            case .shiftOut: startShiftOut()
            }
        }
    }

    /// Animates `value` from its presented value now to `target` over `duration` with
    /// ease-in-out (§9.1: an animation starts from the presented value); a zero duration jumps.
    func retarget<V>(_ value: inout Animated<V>, to target: V, over duration: Double) {
        let t = now
        value.stop(at: t)
        value.set(target, animation: SeatingConfiguration.easeInOut(duration), at: t)
    }

    // MARK: Selecting (§9.4, §9.5)

    /// Selects (or switches to) tribune `id` after a tap at chart point `p`: SHIFT now, ZOOM
    /// after `shiftDuration`.
    mutating func select(_ id: TribuneID, tappedAt p: Point) {
        pending = nil
        let t = now
        // New seats start undrawn: an identity reset (the old tribune's seats are gone).
        $seatsTrim.reset(to: 0)
        // SHIFT.
        let previous = selectedTribune
        selectedTribune = id
        placeSelectedSeats()
        let shift = configuration.shiftDuration
        retarget(&$anchor, to: UnitPoint(x: p.x / chartSide, y: p.y / chartSide), over: shift)
        retarget(&$offset, to: .zero, over: shift)
        if let previous, previous != id { fadeTribune(previous, to: Palette.blue) }
        fadeTribune(id, to: Palette.white)
        updateBatch()
        pending = PendingStep(kind: .zoomIn, due: t + SceneDuration(seconds: shift))
        startPendingStep(upTo: t)
    }

    /// The ZOOM step of a selection: zoom to `Z_SEL`, seats draw in, `zoomed := true`.
    mutating func startZoomIn() {
        let duration = configuration.zoomDuration
        retarget(&$zoom, to: configuration.selectionZoom, over: duration)
        retarget(&$seatsTrim, to: 1, over: duration)
        setZoomed(true, over: duration)
    }

    // MARK: Zooming out (§9.6)

    /// Zooms out: ZOOM (out) now, SHIFT (deselect, recentre) after `zoomDuration`. The chrome
    /// follows over `chromeDuration` (the default for the button, the ZOOM step's for a tap).
    mutating func zoomOut(chromeDuration: Double) {
        pending = nil
        let t = now
        setZoomed(false, over: chromeDuration)
        let duration = configuration.zoomDuration
        retarget(&$zoom, to: SeatingConstants.restingZoom, over: duration)
        retarget(&$seatsTrim, to: 0, over: duration)
        pending = PendingStep(kind: .shiftOut, due: t + SceneDuration(seconds: duration))
        startPendingStep(upTo: t)
    }

    /// The SHIFT step of a zoom-out: deselect (the seats are dropped), the tribune fades back to
    /// blue, the anchor returns to the centre and the pan to 0. Rotation is kept.
    mutating func startShiftOut() {
        if let s = selectedTribune { fadeTribune(s, to: Palette.blue) }
        selectedTribune = nil
        placeSelectedSeats()
        let shift = configuration.shiftDuration
        retarget(&$anchor, to: .center, over: shift)
        retarget(&$offset, to: .zero, over: shift)
    }

    /// Sets `zoomed`; when it flips, the header slides and the zoom-out button fades over
    /// `duration` with ease-in-out (§9.8).
    mutating func setZoomed(_ value: Bool, over duration: Double) {
        guard value != zoomed else { return }
        zoomed = value
        retarget(&$headerShown, to: value ? 0 : 1, over: duration)
        retarget(&$zoomOutShown, to: value ? 1 : 0, over: duration)
    }

    /// Whether the view is at rest (§10.5): zoom Z0, no pan, centred anchor, no step pending;
    /// rotation does not count.
    var isAtRest: Bool {
        zoom == SeatingConstants.restingZoom && offset == .zero && anchor == .center && pending == nil
    }

    // MARK: Colours

    /// Crossfades tribune `id`'s fill to `color` over `shiftDuration` (§9.4).
    mutating func fadeTribune(_ id: TribuneID, to color: Color) {
        var fill = tribuneFills[id] ?? Animated(wrappedValue: Palette.blue)
        retarget(&fill, to: color, over: configuration.shiftDuration)
        tribuneFills[id] = fill
    }

    /// Toggles seat `id` in `chosenSeats`; its fill crossfades over the default duration (§9.7).
    mutating func toggleSeat(_ id: SeatID) {
        let chosen = !chosenSeats.contains(id)
        var fill = seatFills[id] ?? Animated(wrappedValue: chosen ? Palette.blue : Palette.green)
        if chosen { chosenSeats.insert(id) } else { chosenSeats.remove(id) }
        retarget(&fill, to: chosen ? Palette.green : Palette.blue, over: configuration.defaultDuration)
        seatFills[id] = fill
    }

    /// Forgets colour animations that have ended by `time` (their colour is again the one the
    /// state implies) and rebuilds the tribune batch if its exclusions changed.
    mutating func pruneSettledColours(at time: SceneTime) {
        for (id, fill) in tribuneFills where id != selectedTribune && !fill.isAnimating(at: time)
            && fill.wrappedValue == Palette.blue
        {
            tribuneFills[id] = nil
        }
        for (id, fill) in seatFills where !fill.isAnimating(at: time) { seatFills[id] = nil }
        updateBatch()
    }

    /// Rebuilds the batch when the tribunes drawn on their own changed.
    mutating func updateBatch() {
        let excluded = Set(tribuneFills.keys)
        if excluded != tribuneBatch.excluded || (tribuneBatch.path == nil) != configuration.nameEveryTribune {
            tribuneBatch = TribuneBatch(layout: layout, excluding: excluded, enabled: !configuration.nameEveryTribune)
        }
    }

    /// Builds the selected tribune's seat paths and names (none without a selection).
    mutating func placeSelectedSeats() {
        guard let id = selectedTribune else { selectedSeatArt = []; return }
        selectedSeatArt = ensureSeats(of: id).map { SeatArt(name: "seat/\($0.id)", path: glyph.path(for: $0)) }
    }

    /// The seats of tribune `id`, computed on first need and cached (§5.5).
    @discardableResult
    mutating func ensureSeats(of id: TribuneID) -> [Seat] {
        if let seats = seatCache[id] { return seats }
        guard let tribune = layout.tribune(id) else { return [] }
        let seats = SeatLayout.seats(of: tribune, cellSide: glyph.cellSide)
        seatCache[id] = seats
        return seats
    }
}
