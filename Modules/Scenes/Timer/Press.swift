import Geometry
import Stage

/// A pointer press the scene is following: where it started, what it grabbed, and whether it
/// has moved far enough (10 points) to be a drag rather than a tap.
struct Press: Hashable, Sendable {
    /// What a press drives.
    enum Target: Hashable, Sendable {
        /// The timer length slider.
        case lengthSlider
        /// The water slider.
        case waterSlider
        /// Vertical scrolling of the list or the timer screen, from this scroll offset.
        case scroll(from: Double)
        /// The ratings pager (horizontal swipe).
        case pager
        /// Nothing but a possible tap.
        case tap
    }

    /// The pointer.
    var id: PointerID
    /// Where it went down.
    var start: Point
    /// What it drives.
    var target: Target
    /// Whether it has moved 10 points or more from `start`.
    var moved = false

    /// The movement threshold separating a tap from a drag, 10 points.
    static let slop = 10.0
}
