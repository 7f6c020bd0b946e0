import Pour
import Stage

/// The done overlay's state (timer.md §4.4): when it appeared (pour time 0), the pour it shows
/// and the stars the user has chosen so far.
public struct DoneOverlay: Sendable {
    /// The instant the countdown ended: the pour starts here.
    public var start: SceneTime
    /// The pour (pour.md), started at `start` with the scene's `seed` parameter.
    public var pour: Pour
    /// The chosen rating, 0…5 (starts at 0).
    public var stars = 0

    /// An overlay that appeared at `start`, its pour seeded with `seed`.
    public init(start: SceneTime, seed: UInt64) {
        self.start = start
        pour = Pour(seed: seed, startingAt: start)
    }
}
