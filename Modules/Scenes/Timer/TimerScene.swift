import Curves
import Drawing
import Geometry
import Stage

/// The tea brew timer (timer.md, the book's chapters 6–8): a tea list, a timer screen with a
/// digital face (sliding digit strips inside a border that rotates while running and pulses
/// while paused) or an analog Canvas face, a brewing temperature that counts up, a popup ratio
/// picker, a ratings screen with an animated radar chart, and a done overlay with the pour.
///
/// The scene changes only at events; everything the clock does by itself — D crossing an
/// integer, the countdown reaching zero — is applied at its exact instant by `settle(to:)`,
/// which the callbacks run first and `draw`/`state` run on a copy, so a frame at `t` does not
/// depend on which earlier frames were drawn. Coordinates are points, origin top-left, y down.
///
/// - Input: clicks and taps on the screens' controls, drags of the sliders, vertical drags and
///   the wheel to scroll, horizontal swipes on the pager, Escape (close the overlay or go back),
///   Left/Right (ratings). Isolated components: clicks on the popup; arrows or left/right clicks
///   on the radar.
/// - Actions: `play`, `pause`, `stop`, `back`.
/// - Parameters: `TimerConfiguration.parameters` (timer.md §10).
/// - Drawing: see the module README for the named operations.
/// - State: see `state(at:)`.
public struct TimerScene: Scene {
    /// Id `timer`, 390 × 844.
    public static let info = SceneInfo(
        id: "timer", title: "Tea brew timer",
        summary: "Pick a tea, start the timer: sliding digits, a rotating border, a popup ratio picker, a radar chart of past brews, an analog face and the pour when it is done.",
        actions: [
            SceneAction("play", summary: "Press Play on the timer"),
            SceneAction("pause", summary: "Press Pause on the timer"),
            SceneAction("stop", summary: "Press Stop on the timer"),
            SceneAction("back", summary: "Go back one screen (or close the done overlay)"),
        ],
        parameters: TimerConfiguration.parameters)

    /// The parameters.
    var configuration: TimerConfiguration
    /// The viewport, points.
    var viewport: Size
    /// When the scene (or the isolated component) last started.
    var origin: SceneTime = .zero
    /// The time `settle(to:)` has brought the state to.
    var settledTime: SceneTime = .zero

    // MARK: App flow

    /// The navigation stack, bottom first (never empty).
    var stack: [TimerScreen] = [.list]
    /// The top screen's horizontal offset as a fraction of W (1 → 0 while it is pushed).
    var pushOffset = Animated(wrappedValue: 0.0)
    /// A popped screen still sliding out, and its offset (0 → 1).
    var leaving: TimerScreen?
    var leaveOffset = Animated(wrappedValue: 0.0)
    /// The chosen tea's index.
    var teaIndex: Int
    /// Every tea's ratings (seed data plus saved ones).
    var ratings: [[BrewRating]] = BrewRating.seed
    /// The face the timer card shows.
    var face: TimerFace

    // MARK: Timer screen

    /// The status machine.
    var timer: BrewTimer
    /// The digit row's animations.
    var digits: DigitRow
    /// The border's repeating animations.
    var border = BorderAnimation()
    /// The temperature count-up.
    var temperature = TemperatureCountUp()
    /// The water amount in tenths of an ounce (slider 0…24, step 0.1).
    var waterTenths: Int
    /// The popup ratio's index into `BrewArithmetic.ratios`.
    var ratioIndex: Int
    /// The ratio picker.
    var popup = RatioPopup()
    /// Scroll offsets of the list and of the timer screen's lower part, points.
    var listScroll = 0.0
    var timerScroll = 0.0

    // MARK: Ratings, done

    /// The selected rating on the ratings screen (or the radar component).
    var selection = 0
    /// The radar chart.
    var radar: RadarChart
    /// The done overlay while shown.
    var done: DoneOverlay?

    /// The press being followed.
    var press: Press?

    /// The time-independent drawing inputs, rebuilt after every callback that changes what they
    /// depend on (`refreshChrome()`).
    var chrome: TimerChrome

    /// The scene at time 0 for `context`'s parameters and viewport.
    public init(_ context: SceneContext) {
        configuration = TimerConfiguration(context.parameters)
        viewport = context.viewport
        teaIndex = configuration.tea
        face = configuration.face
        let tea = Tea.all[configuration.tea]
        timer = BrewTimer(length: Double(tea.steepTime))
        digits = DigitRow(seconds: tea.steepTime)
        waterTenths = Int((tea.water * 10).rounded())
        ratioIndex = BrewArithmetic.ratios.firstIndex(of: tea.water / tea.teaspoons) ?? 5
        radar = RadarChart(rating: nil)
        chrome = TimerChrome(TimerChrome.Key(viewport: .zero, face: configuration.face, teaIndex: 0, ratingCount: 0,
                                             lengthFraction: 0, waterFraction: 0), ratings: [])
        restart(at: context.time)
        refreshChrome()
    }

    /// The tea on the timer/ratings/done screens.
    var tea: Tea { Tea.all[teaIndex] }
    /// The current water amount, ounces.
    var water: Double { Double(waterTenths) / 10 }
    /// The current ratio, ounces per teaspoon.
    var ratio: Double { BrewArithmetic.ratios[ratioIndex] }
    /// The teaspoons to use.
    var teaspoons: Double { BrewArithmetic.teaspoons(water: water, ratio: ratio) }
    /// The chosen tea's ratings.
    var teaRatings: [BrewRating] { ratings[teaIndex] }

    /// Rebuilds the state the parameters describe, starting at `time`.
    mutating func restart(at time: SceneTime) {
        origin = time
        settledTime = time
        stack = [.list]
        pushOffset.reset(to: 0)
        leaving = nil
        leaveOffset.reset(to: 0)
        press = nil
        done = nil
        listScroll = 0
        timerScroll = 0
        popup = RatioPopup()
        border = BorderAnimation()
        face = configuration.face
        let c = configuration
        switch c.component {
        case .none:
            teaIndex = c.tea
            prepareTimerScreen(at: time)
            switch c.screen {
            case "timer":
                stack = [.list, .timer]
                temperature.start(to: Double(tea.temperature), at: time)
            case "ratings":
                stack = [.list, .timer, .ratings]
                temperature.rest(at: Double(tea.temperature))
                selectRating(0, animated: false, at: time)
            case "done":
                stack = [.list, .timer]
                temperature.rest(at: Double(tea.temperature))
                timer = BrewTimer.preview(status: .done, remaining: Double(tea.steepTime), at: time)
                done = DoneOverlay(start: time, seed: c.seed)
            default:
                break
            }
        case .dial, .digits, .border:
            let status = c.status ?? (c.component == .border ? .running : .stopped)
            timer = BrewTimer.preview(status: status, remaining: c.remaining, at: time)
            digits = DigitRow(seconds: timer.displayedSeconds(at: time))
            border.enter(status, at: time)
        case .popup:
            break
        case .radar:
            teaIndex = c.teaIsExplicit ? c.tea : Tea.index(named: "Oolong Tea")!
            selectRating(c.rating, animated: false, at: time)
        case .temperature:
            teaIndex = c.tea
            temperature.start(to: Double(tea.temperature), at: time)
        }
    }

    /// Resets the timer screen for the chosen tea (what pushing it does, without the count-up).
    mutating func prepareTimerScreen(at time: SceneTime) {
        let tea = self.tea
        timer = BrewTimer(length: Double(tea.steepTime))
        digits = DigitRow(seconds: timer.displayedSeconds(at: time))
        border = BorderAnimation()
        waterTenths = Int((tea.water * 10).rounded())
        ratioIndex = BrewArithmetic.ratios.firstIndex(of: tea.water / tea.teaspoons) ?? 5
        popup = RatioPopup()
        timerScroll = 0
    }

    /// Selects rating `index` (clamped to the tea's ratings), animating the radar unless
    /// `animated` is false.
    mutating func selectRating(_ index: Int, animated: Bool, at time: SceneTime) {
        let list = teaRatings
        let clamped = list.isEmpty ? 0 : Swift.min(Swift.max(index, 0), list.count - 1)
        let changed = clamped != selection
        selection = clamped
        let rating = list.isEmpty ? nil : list[clamped]
        if animated {
            if changed { radar.show(rating, at: time) }
        } else {
            radar = RadarChart(rating: rating)
        }
    }

    /// Whether the scene shows the app (not an isolated component).
    var isApp: Bool { configuration.component == .none }

    /// Brings the clock-driven changes up to `time`: every integer D crosses while running (at
    /// its exact instant), and completion at the end instant (done; in the app, the done overlay
    /// and the pour start there). Earlier times change nothing.
    mutating func settle(to time: SceneTime) {
        guard time >= settledTime else { return }
        if let end = timer.completion, end <= time {
            digits.follow(timer, through: end)
            timer.complete()
            digits.show(timer.displayedSeconds(at: end), at: end)
            if isApp { done = DoneOverlay(start: end, seed: configuration.seed) }
        }
        digits.follow(timer, through: time)
        settledTime = time
    }

    /// A copy brought up to `time` (what `draw` and `state` read).
    func settled(at time: SceneTime) -> TimerScene {
        var copy = self
        copy.settle(to: time)
        return copy
    }
}
