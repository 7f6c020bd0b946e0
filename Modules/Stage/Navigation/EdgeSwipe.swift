/// The interactive pop of a `NavigationStack`: a press that starts within
/// `NavigationStack.edgeWidth` points of the left edge and moves right by the drag's 10 points.
struct EdgeSwipe: Sendable {
    /// The recogniser of the press (10 points of movement, as every drag in Stage).
    var drag = DragGesture()
    /// The pointer being watched (down in the edge strip, not yet a swipe or already one).
    var pointer: PointerID?
    /// Whether the press became a swipe: the top screen follows it.
    var isActive = false

    /// Forgets the press.
    mutating func reset() {
        drag.reset()
        pointer = nil
        isActive = false
    }
}
