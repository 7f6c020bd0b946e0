import Curves
import Geometry
import Stage

extension TimerScene {
    /// Pointer, wheel and key input (after bringing the clock-driven changes up to now).
    public mutating func receive(_ input: InputEvent, in context: SceneContext) {
        defer { refreshChrome() }
        let now = context.time
        settle(to: now)
        switch input {
        case .pointer(let e): pointer(e, at: now)
        case .wheel(let e): wheel(e)
        case .key(let e): if e.phase == .down { key(e.key, at: now) }
        }
    }

    /// `play`, `pause`, `stop` press the timer's buttons (ignored when disabled); `back` closes
    /// the done overlay or goes back one screen.
    public mutating func perform(_ action: String, in context: SceneContext) {
        defer { refreshChrome() }
        let now = context.time
        settle(to: now)
        switch action {
        case "play": control(.play, at: now)
        case "pause": control(.pause, at: now)
        case "stop": control(.stop, at: now)
        case "back": back(at: now)
        default: break
        }
    }

    /// Restarting parameters rebuild the scene at the change's time; the others apply in place.
    public mutating func parameterChanged(_ name: String, in context: SceneContext) {
        defer { refreshChrome() }
        let now = context.time
        settle(to: now)
        let teaWasSet = configuration.teaIsExplicit || name == TimerConfiguration.Key.tea.name
        configuration = TimerConfiguration(context.parameters)
        configuration.teaIsExplicit = teaWasSet
        if TimerConfiguration.restartingNames.contains(name) {
            restart(at: now)
        } else if name == TimerConfiguration.Key.face.name {
            face = configuration.face
            clampScroll()
        }
    }

    /// Keeps the scroll offsets in range for the new viewport.
    public mutating func viewportChanged(in context: SceneContext) {
        defer { refreshChrome() }
        settle(to: context.time)
        viewport = context.viewport
        clampScroll()
    }

    // MARK: Timer controls

    /// The three control buttons.
    enum Control: Int, CaseIterable {
        case stop, pause, play

        /// The glyph's operation name: `controls/stop`, `controls/pause`, `controls/play`.
        var operationName: String {
            switch self {
            case .stop: "controls/stop"
            case .pause: "controls/pause"
            case .play: "controls/play"
            }
        }
    }

    /// Presses a control at `time` when it is enabled.
    mutating func control(_ control: Control, at time: SceneTime) {
        let before = timer.status
        switch control {
        case .play: timer.play(at: time)
        case .pause: timer.pause(at: time)
        case .stop: timer.stop()
        }
        guard timer.status != before else { return }
        border.enter(timer.status, at: time)
        digits.show(timer.displayedSeconds(at: time), at: time)
        clampScroll()
    }

    /// Whether `control` is enabled now.
    func isEnabled(_ control: Control) -> Bool {
        switch control {
        case .play: timer.canPlay
        case .pause: timer.canPause
        case .stop: timer.canStop
        }
    }

    // MARK: Navigation

    /// Whether the timer's keys (Space, S) act now: the timer screen is on top and settled, or
    /// an isolated dial, digits or border shows.
    func controlsTakeKeys(at time: SceneTime) -> Bool {
        switch configuration.component {
        case .none: done == nil && stack.last == .timer && !isTransitioning(at: time)
        case .dial, .digits, .border: true
        case .popup, .radar, .temperature: false
        }
    }

    /// Whether a push or pop is still sliding at `time` (taps are ignored then).
    func isTransitioning(at time: SceneTime) -> Bool {
        pushOffset.isAnimating(at: time) || (leaving != nil && leaveOffset.isAnimating(at: time))
    }

    /// The push/pop animation: easeInOut 0.35 s.
    static let navigation = Animation.easeInOut(duration: 0.35)

    /// Pushes `screen` at `time`: it slides in from x = +W.
    mutating func push(_ screen: TimerScreen, at time: SceneTime) {
        stack.append(screen)
        leaving = nil
        pushOffset.reset(to: 1)
        pushOffset.set(0, animation: Self.navigation, at: time)
        switch screen {
        case .timer:
            prepareTimerScreen(at: time)
            temperature.start(to: Double(tea.temperature), at: time)
        case .ratings:
            selectRating(0, animated: false, at: time)
        case .list:
            break
        }
    }

    /// Closes the done overlay, or pops the top screen (leaving the timer screen stops the
    /// timer). Ignored during a transition or on the list.
    mutating func back(at time: SceneTime) {
        if done != nil {
            done = nil
            return
        }
        guard isApp, stack.count > 1, !isTransitioning(at: time) else { return }
        let top = stack.removeLast()
        if top == .timer {
            control(.stop, at: time)
            popup = RatioPopup()
        }
        leaving = top
        leaveOffset.reset(to: 0)
        leaveOffset.set(1, animation: Self.navigation, at: time)
        press = nil
    }

    // MARK: Keys and wheel

    /// Keys: Escape closes the done overlay or goes back; Left/Right change the rating on the
    /// ratings screen (and the radar component); on the timer screen (and the dial, digits and
    /// border components) Space plays or pauses and S stops (timer.md §13.5, optional).
    mutating func key(_ key: String, at time: SceneTime) {
        switch key {
        case " ", "s", "S":
            guard controlsTakeKeys(at: time) else { return }
            if key != " " {
                control(.stop, at: time)
            } else {
                control(timer.canPause ? .pause : .play, at: time)
            }
        case "Escape":
            back(at: time)
        case "ArrowLeft", "ArrowRight":
            let step = key == "ArrowLeft" ? -1 : 1
            if configuration.component == .radar || (isApp && done == nil && stack.last == .ratings && !isTransitioning(at: time)) {
                selectRating(selection + step, animated: true, at: time)
            }
        default:
            break
        }
    }

    mutating func wheel(_ e: WheelEvent) {
        guard isApp, done == nil, e.dy.isFinite else { return }
        switch stack.last {
        case .list: listScroll += e.dy
        case .timer: timerScroll += e.dy
        default: break
        }
        clampScroll()
    }

    /// Clamps both scroll offsets to their ranges.
    mutating func clampScroll() {
        let app = AppLayout(size: viewport)
        listScroll = Swift.min(Swift.max(listScroll.isFinite ? listScroll : 0, 0), app.listMaxScroll)
        let layout = timerLayout
        timerScroll = Swift.min(Swift.max(timerScroll.isFinite ? timerScroll : 0, 0), layout.maxScroll)
    }

    /// The timer screen's layout now.
    var timerLayout: TimerScreenLayout { currentChrome.layout }

    /// What the chrome depends on now.
    var chromeKey: TimerChrome.Key {
        TimerChrome.Key(viewport: viewport, face: face, teaIndex: teaIndex, ratingCount: teaRatings.count,
                        lengthFraction: timer.length / 600, waterFraction: water / 24)
    }

    /// The chrome for the current viewport, face, tea and ratings: the stored one when it is up
    /// to date (it is after every callback), else built now.
    var currentChrome: TimerChrome {
        let key = chromeKey
        return chrome.key == key ? chrome : TimerChrome(key, ratings: teaRatings)
    }

    /// Rebuilds the stored chrome when what it depends on has changed (the end of every
    /// callback, so drawing never builds it).
    mutating func refreshChrome() {
        let key = chromeKey
        if chrome.key != key { chrome = TimerChrome(key, ratings: teaRatings) }
    }
}
