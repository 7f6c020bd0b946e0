import Stage

/// The scene parameters (timer.md §10) as typed values.
///
/// `screen`, `tea`, `component`, `status`, `remaining` and `rating` describe how the scene
/// starts: changing one restarts the scene (or the isolated component) at the change's time.
/// `face`, `schedule`, `digitSlide`, `secondTicks` and `seed` apply in place.
public struct TimerConfiguration: Hashable, Sendable {
    /// The parameters' names.
    public enum Name {
        /// `screen`: list, timer, ratings, done.
        public static let screen = "screen"
        /// `tea`: "0"…"4" or a tea's name.
        public static let tea = "tea"
        /// `face`: digital, analog.
        public static let face = "face"
        /// `schedule`: frame, tenth, second.
        public static let schedule = "schedule"
        /// `digitSlide`: up, down.
        public static let digitSlide = "digitSlide"
        /// `secondTicks`: a switch.
        public static let secondTicks = "secondTicks"
        /// `seed`: the pour's particle seed.
        public static let seed = "seed"
        /// `component`: none or an isolated preview.
        public static let component = "component"
        /// `status`: auto (the component's default), stopped, running, paused, done.
        public static let status = "status"
        /// `remaining`: seconds, 0…600.
        public static let remaining = "remaining"
        /// `rating`: the radar's initial selection.
        public static let rating = "rating"
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
        screen = parameters.string(Name.screen, or: d.screen)
        tea = Self.teaIndex(parameters.string(Name.tea, or: "1")) ?? d.tea
        face = TimerFace(rawValue: parameters.string(Name.face)) ?? d.face
        schedule = HandSchedule(rawValue: parameters.string(Name.schedule)) ?? d.schedule
        digitSlide = DigitSlide(rawValue: parameters.string(Name.digitSlide)) ?? d.digitSlide
        secondTicks = parameters.bool(Name.secondTicks, or: d.secondTicks)
        seed = UInt64(max(0, parameters.integer(Name.seed, or: 1)))
        component = TimerComponent(rawValue: parameters.string(Name.component)) ?? d.component
        status = BrewStatus(rawValue: parameters.string(Name.status))
        remaining = parameters.number(Name.remaining, or: d.remaining)
        rating = parameters.integer(Name.rating, or: d.rating)
    }

    /// The tea index a `tea` choice names ("3" or "Oolong Tea" → 3).
    public static func teaIndex(_ choice: String) -> Int? {
        if let i = Int(choice), Tea.all.indices.contains(i) { return i }
        return Tea.index(named: choice)
    }

    /// The scene's parameters.
    public static let parameters: [Parameter] = [
        .choice(Name.screen, default: "list", options: ["list", "timer", "ratings", "done"],
                summary: "Initial screen (done: the done overlay over the timer screen)"),
        .choice(Name.tea, default: "1", options: teaChoices, summary: "Tea for the timer, ratings and done screens"),
        .choice(Name.face, default: "digital", options: TimerFace.allCases.map(\.rawValue), summary: "Timer face"),
        .choice(Name.schedule, default: "tenth", options: HandSchedule.allCases.map(\.rawValue),
                summary: "Analog hands' redraw schedule"),
        .choice(Name.digitSlide, default: "up", options: DigitSlide.allCases.map(\.rawValue),
                summary: "Digit strip direction (up: the book's; down: the challenge)"),
        .toggle(Name.secondTicks, default: false, summary: "Dial: second-hand scale (chapter 8 challenge)"),
        .integer(Name.seed, default: 1, in: 0...2_147_483_647, summary: "Seed of the pour's particles"),
        .choice(Name.component, default: "none", options: TimerComponent.allCases.map(\.rawValue),
                summary: "Isolated component preview"),
        .choice(Name.status, default: automaticStatus, options: [automaticStatus] + BrewStatus.allCases.map(\.rawValue),
                summary: "Isolated previews: the timer's status (auto: stopped; border: running)"),
        .number(Name.remaining, default: 75, in: 0...600, step: 1, summary: "Isolated dial and digits: remaining time (s)"),
        .integer(Name.rating, default: 0, in: 0...99, summary: "Isolated radar: initial selection"),
    ]

    /// The names whose change restarts the scene.
    public static let restartingNames: Set<String> = [
        Name.screen, Name.tea, Name.component, Name.status, Name.remaining, Name.rating,
    ]
}
