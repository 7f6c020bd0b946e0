import Stage

/// The second step of a linked pair that has not started yet (seating.md §9.3, §9.9): one
/// cancellable sequence, so a new pair drops it (§12, W10).
struct PendingStep: Hashable, Sendable {
    /// Which step.
    enum Kind: String, Hashable, Sendable {
        /// ZOOM toward `Z_SEL` with the seats drawing in (selecting, after SHIFT).
        case zoomIn
        /// SHIFT back to the centre, deselecting (zooming out, after ZOOM).
        case shiftOut
    }

    /// Which step.
    var kind: Kind
    /// When it starts, on the scene clock.
    var due: SceneTime
}
