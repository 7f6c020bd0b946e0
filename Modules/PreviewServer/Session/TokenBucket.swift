/// A token bucket: `capacity` tokens, refilled continuously at `ratePerSecond`, one token taken
/// per event. Time is passed in (seconds on any monotonic clock), so the bucket is a pure value.
public struct TokenBucket: Equatable, Sendable {
    /// Most tokens the bucket holds (the burst size), > 0.
    public let capacity: Double
    /// Tokens added per second, ≥ 0.
    public let ratePerSecond: Double
    /// Tokens available at ``lastTime``.
    public private(set) var tokens: Double
    /// The time of the last refill, in seconds; `nil` before the first event.
    public private(set) var lastTime: Double?

    /// Creates a full bucket.
    ///
    /// - Parameters:
    ///   - capacity: The burst size, > 0.
    ///   - ratePerSecond: The refill rate, ≥ 0.
    public init(capacity: Double, ratePerSecond: Double) {
        precondition(capacity > 0 && ratePerSecond >= 0, "a token bucket needs a positive capacity and a non-negative rate")
        self.capacity = capacity
        self.ratePerSecond = ratePerSecond
        self.tokens = capacity
    }

    /// Takes one token at time `now` if there is one.
    ///
    /// - Parameter now: Seconds on a monotonic clock; a time earlier than the previous call's
    ///   is treated as equal to it (no refill), NaN likewise.
    /// - Returns: `true` if a token was taken, `false` if the bucket is empty.
    public mutating func take(at now: Double) -> Bool {
        if let lastTime {
            let elapsed = now - lastTime
            if elapsed > 0 {
                tokens = min(capacity, tokens + elapsed * ratePerSecond)
                self.lastTime = now
            }
        } else if now.isFinite {
            lastTime = now
        }
        // A hair of tolerance so that events exactly at the refill rate are never refused by
        // rounding (1/60 s × 60/s is 0.999… in binary).
        guard tokens >= 1 - 1e-9 else { return false }
        tokens = max(0, tokens - 1)
        return true
    }
}
