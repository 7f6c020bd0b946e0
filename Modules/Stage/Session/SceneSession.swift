import Drawing
import Geometry

/// A running scene: the host that owns one scene value, its virtual clock, viewport, seed,
/// parameters and event log, and produces its frames and state at any time.
///
/// The session is a pure function of its log: `frame(at: t)` is the scene after every logged
/// event up to `t` (and, for ticking scenes, every tick up to `t`), drawn at `t`. Moving forward
/// continues from the current state; moving backward restores the latest checkpoint at or
/// before the target (one is kept every `checkpointInterval` of scene time) and replays from
/// there. Because a checkpoint is exactly the state a straight run has at that time, the frames
/// are identical either way.
///
///     var session = SceneSession<DemoScene>()
///     try session.append(.pointer(.down, id: 1, x: 195, y: 422, at: 0.5))
///     let frame = session.frame(at: 0.6)
///
/// The clock (`clock`) is the transport the preview drives; `frame()` renders at its time.
public struct SceneSession<S: Scene>: Sendable {
    /// Everything that determines the scene at one simulated time.
    struct Snapshot: Sendable {
        var scene: S
        /// How far the simulation has run: every event with time ≤ `time` (ticking scenes: every
        /// tick ≤ `time` and the events applied by them) has been applied.
        var time: SceneTime
        var nextEvent: Int
        var nextTick: Int
        var viewport: Size
        var parameters: ParameterValues
    }

    /// The scene's description.
    public static var info: SceneInfo { S.info }

    /// The seed the scene was created with.
    public let seed: UInt64
    /// The viewport the session started with.
    public let initialViewport: Size
    /// The transport: play, pause, speed, seek, step. `frame()` and `state()` use its time.
    public var clock: VirtualClock
    /// Scene time between checkpoints (default 1 s; at least 1/60 s). Checkpoints are taken at
    /// 0 and at multiples of it, in time order; the first one is the state before anything
    /// happened. At most ``maximumCheckpoints`` are kept (see there).
    public let checkpointInterval: SceneDuration

    /// The most checkpoints a session keeps, the initial one included (48).
    ///
    /// Memory per session must not grow with its age (issue #43: a pull-to-refresh session held a
    /// whole scene state per second of scene time, ~140 KiB/s while dragging, and never gave it
    /// back). When a new checkpoint makes one more than this, the older half (all but the
    /// initial one and the newest 24) loses every second checkpoint, so checkpoints stay dense
    /// near the present and grow sparser with age. Nothing replay needs is lost: the log is
    /// kept whole and the initial checkpoint always stays, so every time is still reached
    /// exactly; seeking far back replays from the nearest older checkpoint, which takes longer
    /// the further back it is (the gap there).
    public static var maximumCheckpoints: Int { 48 }

    /// The simulated time of the initial snapshot: before anything at t = 0 has happened.
    static var beforeStart: SceneTime { SceneTime(seconds: -1) }

    /// Every accepted event, in time order.
    public private(set) var log: [SceneEvent] = []
    private var logValidator = EventSequenceValidator()
    private var current: Snapshot
    private var checkpoints: [Snapshot] = []
    /// The last frame's operation count: the capacity the next frame's context reserves, so a
    /// large frame is not regrown from empty every time (it does not change any frame).
    private var lastOperationCount = 0
    /// The previous frame's recording buffers, reused by the next frame once that frame has
    /// been let go (it changes no frame, only what is allocated).
    private var recording = GraphicsContext.Recording()

    /// Starts a session.
    ///
    /// - Parameters:
    ///   - seed: The random seed (default: the scene's `info.seed`).
    ///   - viewport: The starting viewport in points (default: the scene's `info.viewport`).
    ///   - clock: The transport (default: playing at 1× from 0).
    ///   - checkpointInterval: Scene time between replay checkpoints (default 1 s).
    /// - Throws: `SessionError.invalidViewport` for a viewport that is not finite or outside
    ///   1…16384 points.
    public init(
        seed: UInt64? = nil, viewport: Size? = nil, clock: VirtualClock = VirtualClock(),
        checkpointInterval: SceneDuration = 1
    ) throws(SessionError) {
        let size = viewport ?? S.info.viewport
        guard size.width.isFinite, size.height.isFinite, EventSequenceValidator.viewportRange.contains(size.width),
            EventSequenceValidator.viewportRange.contains(size.height)
        else { throw .invalidViewport(size) }
        let seed = seed ?? S.info.seed
        self.seed = seed
        self.initialViewport = size
        self.clock = clock
        self.checkpointInterval = SceneDuration(seconds: Swift.max(checkpointInterval.seconds.isFinite ? checkpointInterval.seconds : 1, 1.0 / 60))
        let parameters = ParameterValues(defaults: S.info.parameters)
        let context = SceneContext(time: .zero, viewport: size, parameters: parameters, seed: seed)
        let scene = withTransaction(Transaction(time: .zero)) { S(context) }
        // The initial snapshot lies before time 0: nothing has happened yet, not even the events
        // and the tick at t = 0.
        current = Snapshot(scene: scene, time: Self.beforeStart, nextEvent: 0, nextTick: 0, viewport: size, parameters: parameters)
        checkpoints = [current]
    }

    // MARK: Events

    /// Checks `event` against the log and the scene (actions, parameters and their values)
    /// without recording it.
    public func validate(_ event: SceneEvent) throws(SessionError) {
        do {
            try logValidator.check(event)
        } catch {
            throw .invalidEvent(error)
        }
        switch event {
        case .action(let name, _):
            guard S.info.actions.contains(where: { $0.name == name }) else {
                throw .unknownAction(name, scene: S.info.id, available: S.info.actions.map(\.name))
            }
        case .set(let name, let value, _):
            guard let parameter = S.info.parameter(named: name) else {
                throw .unknownParameter(name, scene: S.info.id, available: S.info.parameters.map(\.name))
            }
            do {
                _ = try parameter.validate(value)
            } catch {
                throw .invalidParameterValue(error)
            }
        default:
            break
        }
    }

    /// Appends `event` to the log.
    ///
    /// Events must not be earlier than the last logged one. An event at or before the time
    /// already simulated is taken into account at once (replaying from a checkpoint if needed),
    /// so frames always equal a straight run of the log.
    ///
    /// - Throws: `SessionError` when the event is invalid; the log is unchanged then.
    public mutating func append(_ event: SceneEvent) throws(SessionError) {
        try validate(event)
        try? logValidator.accept(event)
        log.append(event)
        invalidate(from: event.time)
    }

    /// Appends several events in order; stops at the first invalid one.
    ///
    /// - Throws: `SessionError` for the first invalid event, with the events before it kept.
    public mutating func append<Events: Sequence>(contentsOf events: Events) throws(SessionError)
    where Events.Element == SceneEvent {
        for e in events { try append(e) }
    }

    /// Drops every logged event later than `time` (e.g. when a user seeks back and interacts,
    /// overwriting the recorded future). Frames at or before `time` are unaffected.
    public mutating func truncateLog(after time: SceneTime) {
        guard let firstLater = log.firstIndex(where: { $0.time > time }) else { return }
        log.removeSubrange(firstLater...)
        var validator = EventSequenceValidator()
        for e in log { try? validator.accept(e) }
        logValidator = validator
        dropCheckpoints { $0 > time }
    }

    /// Keeps the simulation equal to a straight run after `log` gained an event at `time` (the
    /// last one).
    private mutating func invalidate(from time: SceneTime) {
        // A checkpoint at c holds every event with time ≤ c (ticking: applied by a tick ≤ c), so
        // the ones at c ≥ time may be missing the new event.
        dropCheckpoints { $0 >= time }
        guard current.time >= time else { return }  // not simulated that far yet
        if let rate = S.info.tickRate {
            // Not yet applied by a tick: the next tick (after current.time) applies it, exactly
            // as a straight run would. A viewport change next in line applies at once, as
            // `advance(to:)` does in a straight run (a paused session shows a resize at once).
            let lastTick = current.nextTick == 0 ? -Double.infinity : Double(current.nextTick - 1) / rate
            if time.seconds > lastTick {
                applyViewportChanges(upTo: current.time)
                return
            }
        } else if current.time == time, current.nextEvent == log.count - 1 {
            // Everything before it is applied and nothing else happens at this time.
            applyEvents(upTo: time)
            return
        }
        current = checkpoints.last!
    }

    /// Drops every checkpoint (except the initial one) whose time satisfies `stale`, and
    /// rewinds the simulation if it has applied an event that is no longer logged.
    private mutating func dropCheckpoints(where stale: (SceneTime) -> Bool) {
        while checkpoints.count > 1, stale(checkpoints.last!.time) { checkpoints.removeLast() }
        if current.nextEvent > log.count { current = checkpoints.last! }
    }

    // MARK: Simulation

    /// Brings the simulation to exactly `time`, clamped into `0 … SceneTime.maximum`.
    private mutating func simulate(to target: SceneTime) {
        let time = target.clampedToSessionRange
        restoreCheckpoint(toward: time)
        while current.time < time {
            let next = nextCheckpointTime(after: current.time)
            let stop = Swift.min(time, next)
            advance(to: stop)
            if stop == next, checkpoints.last!.time < next {
                checkpoints.append(current)
                thinCheckpoints()
            }
        }
    }

    /// Keeps at most ``maximumCheckpoints``: past it, every second checkpoint of the older half
    /// goes (never the initial one, never the newest half).
    private mutating func thinCheckpoints() {
        guard checkpoints.count > Self.maximumCheckpoints else { return }
        let newest = Self.maximumCheckpoints / 2
        let olderEnd = checkpoints.count - newest
        var kept: [Snapshot] = [checkpoints[0]]
        kept.reserveCapacity(Self.maximumCheckpoints)
        for index in 1..<olderEnd where index % 2 == 0 { kept.append(checkpoints[index]) }
        kept.append(contentsOf: checkpoints[olderEnd...])
        checkpoints = kept
    }

    /// Restores the latest checkpoint at or before `time` when the simulation is past `time`
    /// (seeking back) or the checkpoint is ahead of it (a long seek forward through time already
    /// simulated once).
    private mutating func restoreCheckpoint(toward time: SceneTime) {
        // Found by index, reading only each checkpoint's time: copying a snapshot out
        // (`last(where:)`) allocated on every frame in unspecialised generic code.
        var best = checkpoints.endIndex
        while best > checkpoints.startIndex, checkpoints[best - 1].time > time { best -= 1 }
        if best > checkpoints.startIndex, time < current.time || checkpoints[best - 1].time > current.time {
            current = checkpoints[best - 1]
        }
    }

    /// Simulates toward `target` (clamped like `simulate(to:)`) by at most `budget` seconds of
    /// scene time, counted from where the simulation continues (a restored checkpoint, or 0 for
    /// the state before the start), and takes what it used off `budget`. Stopping short of the
    /// target leaves exactly the state a straight run has there, as `simulate(to:)` does.
    ///
    /// - Returns: Whether the simulation is at the target.
    mutating func simulate(toward target: SceneTime, budget: inout Double) -> Bool {
        let time = target.clampedToSessionRange
        restoreCheckpoint(toward: time)
        let from = Swift.max(current.time.seconds, 0)
        let stop = Swift.min(time.seconds, from + Swift.max(budget, 0))
        simulate(to: SceneTime(seconds: stop))
        budget -= Swift.max(0, stop - from)
        return stop == time.seconds
    }

    /// Takes the checkpoints `other` — a copy of this session that simulated further, with the
    /// same log — has beyond this session's, so time simulated on a copy (the inspector's
    /// samples) need not be simulated again. Does nothing for a session whose log differs.
    ///
    /// Both sets are bounded and thinned (``maximumCheckpoints``), so the copy's need not extend
    /// this session's index by index; any checkpoint of the same log, seed, viewport and
    /// interval is exact, so the set that reaches further is taken.
    mutating func adoptCheckpoints(of other: Self) {
        guard let theirs = other.checkpoints.last?.time, let ours = checkpoints.last?.time, theirs > ours,
            other.log == log, other.seed == seed,
            other.checkpointInterval == checkpointInterval, other.initialViewport == initialViewport
        else { return }
        checkpoints = other.checkpoints
    }

    /// The first checkpoint time after `time`: 0, then the multiples `k × checkpointInterval`
    /// (computed from k, so equal instants compare equal).
    private func nextCheckpointTime(after time: SceneTime) -> SceneTime {
        guard time.seconds >= 0 else { return .zero }
        let interval = checkpointInterval.seconds
        var k = (time.seconds / interval).rounded(.down) + 1
        if k * interval <= time.seconds { k += 1 }
        return SceneTime(seconds: k * interval)
    }

    /// Runs the scene forward from `current.time` to `time` (≥ it).
    private mutating func advance(to time: SceneTime) {
        if let rate = S.info.tickRate {
            while true {
                let tickTime = SceneTime(seconds: Double(current.nextTick) / rate)
                guard tickTime <= time else { break }
                applyEvents(upTo: tickTime, at: tickTime)
                let context = makeContext(at: tickTime)
                withTransaction(Transaction(time: tickTime)) { current.scene.tick(in: context) }
                current.nextTick += 1
            }
            applyViewportChanges(upTo: time)
            current.time = time
        } else {
            applyEvents(upTo: time)
            current.time = time
        }
    }

    /// Applies the logged events with time ≤ `limit`, each dated at its own time (or at `tick`;
    /// viewport changes always at their own time, see `applyViewportChanges(upTo:)`).
    private mutating func applyEvents(upTo limit: SceneTime, at tick: SceneTime? = nil) {
        while current.nextEvent < log.count, log[current.nextEvent].time <= limit {
            let event = log[current.nextEvent]
            current.nextEvent += 1
            if case .viewport = event { apply(event, at: event.time) } else { apply(event, at: tick ?? event.time) }
        }
    }

    /// Ticking scenes: applies the viewport changes with time ≤ `limit` that are next in line (no
    /// other event waits before them), at their own time, without waiting for the next tick. The
    /// viewport is the display, not input in the scene's tick order, so a resize shows at once
    /// even while the clock stands still. Straight runs and live sessions both come through here,
    /// so the scene sees the same calls in the same order either way.
    private mutating func applyViewportChanges(upTo limit: SceneTime) {
        while current.nextEvent < log.count, case .viewport = log[current.nextEvent], log[current.nextEvent].time <= limit {
            let event = log[current.nextEvent]
            current.nextEvent += 1
            apply(event, at: event.time)
        }
    }

    private func makeContext(at time: SceneTime) -> SceneContext {
        SceneContext(time: time, viewport: current.viewport, parameters: current.parameters, seed: seed)
    }

    private mutating func apply(_ event: SceneEvent, at time: SceneTime) {
        switch event {
        case .input(let input):
            let context = makeContext(at: time)
            withTransaction(Transaction(time: time)) { current.scene.receive(input, in: context) }
        case .action(let name, _):
            let context = makeContext(at: time)
            withTransaction(Transaction(time: time)) { current.scene.perform(name, in: context) }
        case .set(let name, let value, _):
            current.parameters[name] = value
            let context = makeContext(at: time)
            withTransaction(Transaction(time: time)) { current.scene.parameterChanged(name, in: context) }
        case .viewport(let size, _):
            current.viewport = size
            let context = makeContext(at: time)
            withTransaction(Transaction(time: time)) { current.scene.viewportChanged(in: context) }
        }
    }

    // MARK: Output

    /// The viewport at `time` (the initial one, changed by viewport events).
    public mutating func viewport(at time: SceneTime) -> Size {
        simulate(to: time)
        return current.viewport
    }

    /// The frame at `time`, clamped into `0 … SceneTime.maximum` (NaN counts as 0).
    public mutating func frame(at time: SceneTime) -> Frame {
        simulate(to: time)
        var context = GraphicsContext(size: current.viewport, reusing: &recording, expectedOperations: lastOperationCount)
        current.scene.draw(in: &context, at: time.clampedToSessionRange)
        let frame = context.frame
        lastOperationCount = frame.operations.count
        return frame
    }

    /// The frame at the clock's time.
    public mutating func frame() -> Frame { frame(at: clock.time) }

    /// The scene's semantic state at `time` (clamped like `frame(at:)`).
    public mutating func sceneState(at time: SceneTime) -> JSONValue {
        simulate(to: time)
        return current.scene.state(at: time.clampedToSessionRange)
    }

    /// The state document `preview state` prints: the scene id, time, viewport, seed, parameter
    /// values, the number of events applied, and the scene's own state under `"state"`. The seed
    /// is a number up to 2⁵³ and a decimal string above (see `JSONValue(seed:)`), so it is exact.
    public mutating func state(at time: SceneTime) -> JSONValue {
        let t = time.clampedToSessionRange
        let sceneState = sceneState(at: t)
        return [
            "scene": .string(S.info.id), "time": .number(t.seconds),
            "viewport": ["width": .number(current.viewport.width), "height": .number(current.viewport.height)],
            "seed": JSONValue(seed: seed), "parameters": current.parameters.json,
            "eventsApplied": JSONValue(current.nextEvent), "state": sceneState,
        ]
    }

    /// The state document at the clock's time.
    public mutating func state() -> JSONValue { state(at: clock.time) }

    /// The scene value as simulated up to `time` (for tests and tools).
    public mutating func scene(at time: SceneTime) -> S {
        simulate(to: time)
        return current.scene
    }

    /// How many checkpoints are kept (for tests and diagnostics).
    public var checkpointCount: Int { checkpoints.count }
}
