/// Watches folders of sources and reports changes that need a rebuild (see ``SourceFilter``).
///
/// Implementations: ``InotifyWatcher`` (Linux's inotify, recursive) and ``PollingWatcher``
/// (compares file sizes and modification times, for file systems without inotify). A watcher
/// is used from one thread at a time (it is `Sendable` so that thread can own it).
public protocol SourceWatcher: AnyObject, Sendable {
    /// Waits until at least one change happened or `timeout` passed, and returns the changes seen.
    ///
    /// - Parameter timeout: The longest wait, in seconds (≥ 0).
    /// - Returns: The changes since the previous call, in the order seen; empty after a timeout.
    func changes(timeout: Double) -> [SourceChange]
}

extension SourceWatcher {
    /// Waits for a first change (up to `timeout` seconds), then keeps collecting until no change
    /// came for `quiet` seconds or `limit` seconds passed since the first: one batch per save,
    /// even when an editor writes several files or writes one file in steps.
    ///
    /// - Parameters:
    ///   - timeout: The longest wait for the first change, in seconds.
    ///   - quiet: The quiet time that ends a batch, in seconds (0.1 by default).
    ///   - limit: The longest a batch may grow after its first change, in seconds.
    /// - Returns: The batch without repeats, in first-seen order; empty after a timeout.
    public func debouncedChanges(timeout: Double, quiet: Double = 0.1, limit: Double = 1) -> [SourceChange] {
        var batch = changes(timeout: timeout)
        guard !batch.isEmpty else { return [] }
        var waited = 0.0
        while waited < limit {
            let more = changes(timeout: quiet)
            if more.isEmpty { break }
            batch += more
            waited += quiet
        }
        var seen = Set<SourceChange>()
        return batch.filter { seen.insert($0).inserted }
    }
}
