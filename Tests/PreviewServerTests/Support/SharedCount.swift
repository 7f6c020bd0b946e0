import Synchronization

/// A count several tasks add to and read (a reference, so closures can share it).
final class SharedCount: Sendable {
    private let count = Atomic<Int>(0)

    /// The count now.
    var value: Int { count.load(ordering: .relaxed) }

    /// Adds one.
    func increment() { count.add(1, ordering: .relaxed) }
}
