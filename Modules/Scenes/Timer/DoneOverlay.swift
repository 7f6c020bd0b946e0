import Stage

/// The done overlay's state (timer.md §4.4): when it appeared (pour time 0) and the stars the
/// user has chosen so far.
public struct DoneOverlay: Hashable, Sendable {
    /// The instant the countdown ended: the pour starts here.
    public var start: SceneTime
    /// The chosen rating, 0…5 (starts at 0).
    public var stars = 0

    /// An overlay that appeared at `start`.
    public init(start: SceneTime) { self.start = start }
}
