import Stage

/// The brew timer's status machine (timer.md §4.2) on the scene clock.
///
/// While running, the remaining time is `end − now`; the transition to done happens exactly at
/// the end instant (`completion`), not on a frame boundary: the owner calls `complete()` dated at
/// that instant when it brings its state up to a later time. All times are scene seconds; the
/// length and remaining time are seconds.
public struct BrewTimer: Hashable, Sendable {
    /// The status as of the last applied change.
    public private(set) var status: BrewStatus = .stopped
    /// The timer length L, seconds (≥ 0).
    public private(set) var length: Double
    /// The remaining time while not running, seconds (frozen at pause; L otherwise).
    public private(set) var frozenRemaining: Double
    /// The end instant while running.
    public private(set) var end: SceneTime?
    /// When the status last became running (t_run): the border rotation and hand schedules
    /// start here.
    public private(set) var runStart: SceneTime = .zero
    /// When the status last became paused (t_p): the pulse starts here.
    public private(set) var pauseStart: SceneTime = .zero

    /// A stopped timer of `length` seconds (negative or NaN counts as 0).
    public init(length: Double) {
        let l = length.isFinite ? Swift.max(0, length) : 0
        self.length = l
        frozenRemaining = l
    }

    /// Play is enabled when not running and L > 0 (§4.2, with the chosen L = 0 rule).
    public var canPlay: Bool { status != .running && length > 0 }
    /// Pause is enabled only while running.
    public var canPause: Bool { status == .running }
    /// Stop is enabled while running or paused.
    public var canStop: Bool { status == .running || status == .paused }
    /// The length slider is enabled only while stopped or done (chosen).
    public var canChangeLength: Bool { status == .stopped || status == .done }

    /// The instant the countdown reaches zero, while running.
    public var completion: SceneTime? { status == .running ? end : nil }

    /// The remaining time at `time`, seconds: `end − time` while running (never below 0), the
    /// frozen value otherwise.
    public func remaining(at time: SceneTime) -> Double {
        guard status == .running, let end else { return frozenRemaining }
        return Swift.max(0, (end - time).seconds)
    }

    /// The whole seconds the digital face shows for `remaining` (§4.3): ⌈rem⌉ with a 1e-9
    /// tolerance, never negative.
    public static func displayedSeconds(_ remaining: Double) -> Int {
        guard remaining.isFinite, remaining > 0 else { return 0 }
        return Int((remaining - 1e-9).rounded(.up))
    }

    /// D at `time`.
    public func displayedSeconds(at time: SceneTime) -> Int { Self.displayedSeconds(remaining(at: time)) }

    /// Play: from stopped or done the full length runs; from paused the frozen remainder.
    /// Ignored when Play is disabled.
    ///
    /// - Returns: Whether the status changed.
    @discardableResult
    public mutating func play(at time: SceneTime) -> Bool {
        guard canPlay else { return false }
        let rem = status == .paused ? frozenRemaining : length
        status = .running
        end = time + SceneDuration(seconds: rem)
        runStart = time
        return true
    }

    /// Pause: freezes the exact fractional remainder. Ignored unless running.
    @discardableResult
    public mutating func pause(at time: SceneTime) -> Bool {
        guard canPause else { return false }
        frozenRemaining = remaining(at: time)
        status = .paused
        end = nil
        pauseStart = time
        return true
    }

    /// Stop: back to the full length. Ignored unless running or paused.
    @discardableResult
    public mutating func stop() -> Bool {
        guard canStop else { return false }
        status = .stopped
        frozenRemaining = length
        end = nil
        return true
    }

    /// The countdown reached zero: done, remaining reset to L. Ignored unless running.
    @discardableResult
    public mutating func complete() -> Bool {
        guard status == .running else { return false }
        status = .done
        frozenRemaining = length
        end = nil
        return true
    }

    /// Sets L (and the remaining time to L) while the slider is enabled; the status stays.
    ///
    /// - Returns: Whether anything changed.
    @discardableResult
    public mutating func setLength(_ newLength: Double) -> Bool {
        guard canChangeLength, newLength.isFinite else { return false }
        let l = Swift.max(0, newLength)
        guard l != length || frozenRemaining != l else { return false }
        length = l
        frozenRemaining = l
        return true
    }

    /// Forces a status for isolated previews (timer.md §10): `running` counts down from
    /// `remaining` starting at `time`; `paused` freezes `remaining` with the pulse starting at
    /// `time`; `stopped` and `done` rest at L = `remaining`.
    public static func preview(status: BrewStatus, remaining: Double, at time: SceneTime) -> BrewTimer {
        var timer = BrewTimer(length: remaining)
        switch status {
        case .stopped:
            break
        case .running:
            timer.status = .running
            timer.end = time + SceneDuration(seconds: timer.length)
            timer.runStart = time
        case .paused:
            timer.status = .paused
            timer.pauseStart = time
        case .done:
            timer.status = .done
        }
        return timer
    }
}
