/// A key press or release.
public struct KeyEvent: Hashable, Sendable {
    /// Whether the key went down or came up.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// The key was pressed (auto-repeat sends further downs).
        case down
        /// The key was released.
        case up
    }

    /// The key, as the browser's `KeyboardEvent.key`: a printable character (`"r"`, `" "`) or a
    /// key name (`"ArrowLeft"`, `"Enter"`, `"Escape"`).
    public var key: String
    /// Down or up.
    public var phase: Phase
    /// The modifier keys held.
    public var modifiers: EventModifiers
    /// When, on the scene clock.
    public var time: SceneTime

    /// Creates a key event.
    public init(_ key: String, phase: Phase = .down, modifiers: EventModifiers = [], time: SceneTime) {
        self.key = key
        self.phase = phase
        self.modifiers = modifiers
        self.time = time
    }
}
