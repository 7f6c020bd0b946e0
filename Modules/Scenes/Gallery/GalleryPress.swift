import Geometry
import Stage

/// The primary pointer's press: where it went down and what it went down on (§3.1).
struct GalleryPress: Hashable, Sendable {
    /// What the press landed on.
    enum Target: Hashable, Sendable {
        /// The header's Reset all button.
        case resetAll
        /// The pager's Previous (-1) or Next (+1) button.
        case page(Int)
        /// A tile's control.
        case tile(TileID, TileControl)
        /// Nothing that reacts (kept so that other pointers stay ignored until it lifts).
        case none
    }

    /// The pointer.
    let pointer: PointerID
    /// Where it went down, screen points.
    let start: Point
    /// What it went down on.
    let target: Target
    /// The tile's placement when it went down (a slider keeps mapping through it).
    let placement: TilePlacement?
    /// Whether it has moved more than the tap slop (10 screen points) from `start`.
    var movedTooFar = false

    /// The tap slop, screen points.
    static let slop = 10.0
}
