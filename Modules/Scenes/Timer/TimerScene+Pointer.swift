import Geometry
import Pour
import Stage

extension TimerScene {
    /// Follows one pointer at a time: a press on an enabled slider drives it at once (clicking
    /// the track snaps); elsewhere a press becomes a drag (scroll, pager swipe) after 10 points,
    /// or a tap when released before that.
    mutating func pointer(_ e: PointerEvent, at time: SceneTime) {
        switch e.phase {
        case .down:
            guard press == nil else { return }
            press = Press(id: e.id, start: e.location, target: pressTarget(at: e.location, time: time))
            if let target = press?.target { drive(target, to: e.location) }
        case .move:
            guard var p = press, p.id == e.id else { return }
            if !p.moved, e.location.distance(to: p.start) >= Press.slop { p.moved = true }
            press = p
            if p.moved || p.target == .lengthSlider || p.target == .waterSlider { drive(p.target, to: e.location, from: p.start) }
        case .up:
            guard let p = press, p.id == e.id else { return }
            press = nil
            if p.target == .pager, p.moved {
                swipe(by: e.location.x - p.start.x, at: time)
            } else if !p.moved, p.target != .lengthSlider, p.target != .waterSlider {
                tap(at: e.location, time: time)
            }
        case .cancel:
            if press?.id == e.id { press = nil }
        }
    }

    /// What a press at `point` grabs.
    func pressTarget(at point: Point, time: SceneTime) -> Press.Target {
        guard isApp, done == nil, !isTransitioning(at: time) else { return .tap }
        switch stack.last {
        case .timer:
            let layout = timerLayout
            if popup.showsOptions(at: time) { return .tap }
            if timer.canChangeLength, layout.lengthSlider.contains(point) { return .lengthSlider }
            let water = layout.waterSlider.offsetBy(dx: 0, dy: -timerScroll)
            if layout.scrollRegion.contains(point), water.contains(point) { return .waterSlider }
            return .scroll(from: timerScroll)
        case .list:
            return .scroll(from: listScroll)
        case .ratings:
            return RatingsScreenLayout(size: viewport).pagerCard.contains(point) ? .pager : .tap
        case nil:
            return .tap
        }
    }

    /// Applies a press's drag to its target.
    mutating func drive(_ target: Press.Target, to point: Point, from start: Point? = nil) {
        switch target {
        case .lengthSlider:
            let f = Slider.fraction(at: point.x, in: timerLayout.lengthSlider)
            let length = (f * 600 / 15).rounded() * 15
            if timer.setLength(length) {
                digits.show(timer.displayedSeconds(at: Transaction.current.time), at: Transaction.current.time)
            }
        case .waterSlider:
            let f = Slider.fraction(at: point.x, in: timerLayout.waterSlider)
            waterTenths = Int((f * 240).rounded())
        case .scroll(let from):
            guard let start else { return }
            let offset = from - (point.y - start.y)
            if stack.last == .list { listScroll = offset } else { timerScroll = offset }
            clampScroll()
        case .pager, .tap:
            break
        }
    }

    /// A horizontal swipe on the pager by `dx` points: more than 25 % of the card's width
    /// selects the previous (right swipe) or next (left swipe) rating.
    mutating func swipe(by dx: Double, at time: SceneTime) {
        let width = RatingsScreenLayout(size: viewport).pagerCard.width
        guard abs(dx) > 0.25 * width else { return }
        selectRating(selection + (dx < 0 ? 1 : -1), animated: true, at: time)
    }

    /// A tap (click) at `point`.
    mutating func tap(at point: Point, time: SceneTime) {
        switch configuration.component {
        case .popup:
            popupTap(at: point, button: Point(x: viewport.width - 40, y: viewport.height - 40), time: time)
            return
        case .radar:
            selectRating(selection + (point.x < viewport.width / 2 ? -1 : 1), animated: true, at: time)
            return
        case .none:
            break
        default:
            return
        }
        guard !isTransitioning(at: time) else { return }
        if done != nil {
            doneTap(at: point, time: time)
            return
        }
        let app = AppLayout(size: viewport)
        switch stack.last {
        case .list:
            for i in Tea.all.indices where app.teaCard(i).offsetBy(dx: 0, dy: -listScroll).contains(point) {
                teaIndex = i
                push(.timer, at: time)
                return
            }
        case .timer:
            timerTap(at: point, time: time)
        case .ratings:
            if app.backButton.contains(point) { back(at: time); return }
            let layout = RatingsScreenLayout(size: viewport)
            for i in teaRatings.indices where layout.square(i, of: teaRatings.count).insetBy(dx: -4, dy: -8).contains(point) {
                selectRating(i, animated: true, at: time)
                return
            }
        case nil:
            break
        }
    }

    /// A tap on the timer screen: the popup first (its options draw above everything), then the
    /// back control, the face toggle, the control buttons and the ratings card.
    mutating func timerTap(at point: Point, time: SceneTime) {
        let layout = timerLayout
        let button = Point(x: layout.popupButton.x, y: layout.popupButton.y - timerScroll)
        if popup.isOpen || layout.scrollRegion.contains(point) {
            if popupTap(at: point, button: button, time: time) { return }
        }
        if AppLayout(size: viewport).backButton.contains(point) {
            back(at: time)
            return
        }
        if layout.toggle.contains(point) {
            face = point.x < layout.toggle.midX ? .digital : .analog
            clampScroll()
            return
        }
        for (i, c) in layout.buttonCenters.enumerated() where abs(point.x - c.x) <= 17 && abs(point.y - c.y) <= 17 {
            let control = Control(rawValue: i)!
            if isEnabled(control) { self.control(control, at: time) }
            return
        }
        if let card = layout.ratingsCard?.offsetBy(dx: 0, dy: -timerScroll), layout.scrollRegion.contains(point),
            card.contains(point)
        {
            push(.ratings, at: time)
        }
    }

    /// A click on the popup at `button`: opens it, closes it (×), or picks an option.
    ///
    /// - Returns: Whether the popup took the click.
    @discardableResult
    mutating func popupTap(at point: Point, button: Point, time: SceneTime) -> Bool {
        switch popup.hit(point, button: button, at: time) {
        case .button?:
            if popup.isOpen { popup.close(at: time) } else { popup.open(at: time) }
            return true
        case .option(let i)?:
            ratioIndex = i
            popup.close(at: time)
            return true
        case nil:
            return false
        }
    }

    /// A tap while the done overlay shows: a star sets the rating, Save Rating saves and closes,
    /// a click outside the card closes without saving.
    mutating func doneTap(at point: Point, time: SceneTime) {
        guard var overlay = done else { return }
        let card = DoneCard(teaName: tea.name, rating: overlay.stars).layout(in: viewport)
        guard card.card.contains(point) else {
            done = nil
            return
        }
        for (k, star) in card.stars.enumerated() where star.contains(point) {
            overlay.stars = k + 1
            done = overlay
            return
        }
        if card.saveButton.contains(point) {
            ratings[teaIndex].append(BrewRating(
                teaName: tea.name, time: timer.length, temperature: Double(tea.temperature), water: water,
                teaspoons: teaspoons, stars: overlay.stars))
            done = nil
            clampScroll()
        }
    }
}
