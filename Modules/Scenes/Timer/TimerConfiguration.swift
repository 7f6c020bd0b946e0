import Stage

/// The scene parameters (timer.md §10) as typed values.
///
/// `screen`, `tea`, `component`, `status`, `remaining` and `rating` describe how the scene
/// starts: changing one restarts the scene (or the isolated component) at the change's time.
/// `face`, `schedule`, `digitSlide`, `secondTicks` and `seed` apply in place.
public struct TimerConfiguration: Hashable, Sendable {
    /// The scene parameters (timer.md §10), each declared once here with its default and read
    /// typed by `init(_:)`.
    public enum Key {
        private static let d = TimerConfiguration()

        /// `screen`: list, timer, ratings, done.
        public static let screen = ParameterKey.choice(
            "screen", default: d.screen, options: ["list", "timer", "ratings", "done"],
            summary: "Initial screen (done: the done overlay over the timer screen)")
        /// `tea`: "0"…"4" or a tea's name.
        public static let tea = ParameterKey.choice(
            "tea", default: String(d.tea), options: TimerConfiguration.teaChoices, summary: "Tea for the timer, ratings and done screens")
        /// `face`: digital, analog.
        public static let face = ParameterKey.choice(
            "face", default: d.face.rawValue, options: TimerFace.allCases.map(\.rawValue), summary: "Timer face")
        /// `schedule`: frame, tenth, second.
        public static let schedule = ParameterKey.choice(
            "schedule", default: d.schedule.rawValue, options: HandSchedule.allCases.map(\.rawValue),
            summary: "Analog hands' redraw schedule")
        /// `digitSlide`: up, down.
        public static let digitSlide = ParameterKey.choice(
            "digitSlide", default: d.digitSlide.rawValue, options: DigitSlide.allCases.map(\.rawValue),
            summary: "Digit strip direction (up: the book's; down: the challenge)")
        /// `secondTicks`: a switch.
        public static let secondTicks = ParameterKey.toggle(
            "secondTicks", default: d.secondTicks, summary: "Dial: second-hand scale (chapter 8 challenge)")
        /// `seed`: the pour's particle seed, 0…2³¹ − 1.
        public static let seed = ParameterKey.integer(
            "seed", default: Int(d.seed), in: 0...2_147_483_647, summary: "Seed of the pour's particles")
        /// `component`: none or an isolated preview.
        public static let component = ParameterKey.choice(
            "component", default: d.component.rawValue, options: TimerComponent.allCases.map(\.rawValue),
            summary: "Isolated component preview")
        /// `status`: auto (the component's default), stopped, running, paused, done.
        public static let status = ParameterKey.choice(
            "status", default: TimerConfiguration.automaticStatus, options: [TimerConfiguration.automaticStatus] + BrewStatus.allCases.map(\.rawValue),
            summary: "Isolated previews: the timer's status (auto: stopped; border: running)")
        /// `remaining`: seconds, 0…600.
        public static let remaining = ParameterKey.number(
            "remaining", default: d.remaining, in: 0...600, step: 1, summary: "Isolated dial and digits: remaining time (s)")
        /// `rating`: the radar's initial selection.
        public static let rating = ParameterKey.integer(
            "rating", default: d.rating, in: 0...99, summary: "Isolated radar: initial selection")
    }

    /// The `status` choice meaning "the component's default" (stopped for dial and digits,
    /// running for border).
    public static let automaticStatus = "auto"

    /// The tea choices: indices "0"…"4", then the names.
    public static let teaChoices = (0..<Tea.all.count).map(String.init) + Tea.all.map(\.name)

    /// The initial screen (`done` shows the timer screen under the done overlay).
    public var screen = "list"
    /// The tea index 0…4 (default 1, Green Tea).
    public var tea = 1
    /// Whether `tea` was set explicitly (the radar component defaults to Oolong Tea otherwise).
    public var teaIsExplicit = false
    /// The timer face.
    public var face = TimerFace.digital
    /// The analog hands' schedule.
    public var schedule = HandSchedule.tenth
    /// The digit strip's direction.
    public var digitSlide = DigitSlide.up
    /// Whether the dial shows the second-hand scale.
    public var secondTicks = false
    /// The pour's seed.
    public var seed: UInt64 = 1
    /// The isolated component, or `.none` for the app.
    public var component = TimerComponent.none
    /// The isolated component's status, nil for its default.
    public var status: BrewStatus?
    /// The isolated dial's and digits' remaining time, seconds.
    public var remaining = 75.0
    /// The isolated radar's initial selection (clamped to the tea's ratings).
    public var rating = 0

    /// The defaults.
    public init() {}

    /// The values `parameters` holds (defaults for missing or mistyped ones).
    public init(_ parameters: ParameterValues) {
        let d = TimerConfiguration()
        screen = parameters[Key.screen]
        tea = Self.teaIndex(parameters[Key.tea]) ?? d.tea
        face = TimerFace(rawValue: parameters[Key.face]) ?? d.face
        schedule = HandSchedule(rawValue: parameters[Key.schedule]) ?? d.schedule
        digitSlide = DigitSlide(rawValue: parameters[Key.digitSlide]) ?? d.digitSlide
        secondTicks = parameters[Key.secondTicks]
        seed = UInt64(max(0, parameters[Key.seed]))
        component = TimerComponent(rawValue: parameters[Key.component]) ?? d.component
        status = BrewStatus(rawValue: parameters[Key.status])
        remaining = parameters[Key.remaining]
        rating = parameters[Key.rating]
    }

    /// The tea index a `tea` choice names ("3" or "Oolong Tea" → 3).
    public static func teaIndex(_ choice: String) -> Int? {
        if let i = Int(choice), Tea.all.indices.contains(i) { return i }
        return Tea.index(named: choice)
    }

    /// The scene's parameters, in the order the page shows them.
    public static let parameters: [Parameter] = [
        Key.screen.parameter, Key.tea.parameter, Key.face.parameter, Key.schedule.parameter, Key.digitSlide.parameter,
        Key.secondTicks.parameter, Key.seed.parameter, Key.component.parameter, Key.status.parameter,
        Key.remaining.parameter, Key.rating.parameter,
    ]

    /// The names whose change restarts the scene.
    public static let restartingNames: Set<String> = [
        Key.screen.name, Key.tea.name, Key.component.name, Key.status.name, Key.remaining.name, Key.rating.name,
    ]
}
