import Synchronization

/// Lets one export of a kind run at a time: a clip keeps a core busy for seconds, and the
/// machine's cores also serve the sessions. A second request is answered 429 at once.
final class ExportGate: Sendable {
    private let running = Atomic<Bool>(false)

    /// Takes the gate; `false` if an export holds it.
    func enter() -> Bool {
        running.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }

    /// Gives the gate back.
    func leave() {
        running.store(false, ordering: .releasing)
    }
}
