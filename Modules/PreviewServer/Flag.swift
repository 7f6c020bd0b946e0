import Synchronization

/// A thread-safe one-way switch.
final class Flag: Sendable {
    private let value = Atomic<Bool>(false)

    /// Turns the flag on.
    func set() { value.store(true, ordering: .releasing) }

    /// Whether the flag is on.
    var isSet: Bool { value.load(ordering: .acquiring) }
}
