import Geometry

/// A wheel or trackpad scroll, already converted to points by the sender (browsers in line
/// mode count 16 points per line, page mode one viewport height per page).
///
/// Browsers report a trackpad pinch as a wheel event with `.control` held; `MagnifyGesture`
/// reads that, and `RotateGesture` reads a wheel with `.shift`.
public struct WheelEvent: Hashable, Sendable {
    /// Where the cursor was, in viewport points (origin top-left, y down).
    public var location: Point
    /// Horizontal scroll distance in points; positive scrolls toward the right.
    public var dx: Double
    /// Vertical scroll distance in points; positive scrolls down (the page moves up).
    public var dy: Double
    /// The modifier keys held.
    public var modifiers: EventModifiers
    /// When, on the scene clock.
    public var time: SceneTime

    /// Creates a wheel event.
    public init(dx: Double = 0, dy: Double, location: Point = .zero, modifiers: EventModifiers = [], time: SceneTime) {
        self.location = location
        self.dx = dx
        self.dy = dy
        self.modifiers = modifiers
        self.time = time
    }
}
