import Testing
@testable import ZoetropeWatch

@Suite("PollingWatcher")
struct PollingWatcherTests {
    static func collect(_ watcher: some SourceWatcher) -> Set<SourceChange> {
        Set(watcher.debouncedChanges(timeout: 2, quiet: 0.1))
    }

    @Test("saves, atomic saves, files in new folders and deletions are seen; .build is not")
    func changes() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/A/Scene.swift")
        try tree.write("Sources/A/Gone.swift")
        let watcher = try PollingWatcher(roots: [tree.root], interval: 0.02)
        try tree.atomicSave("Sources/A/Scene.swift", "let x = 22\n")
        try tree.write("Sources/New/Deep/Added.swift")
        try tree.remove("Sources/A/Gone.swift")
        try tree.write(".build/debug/Ignored.swift")
        #expect(Self.collect(watcher) == [
            .modified(tree.path("Sources/A/Scene.swift")),
            .modified(tree.path("Sources/New/Deep/Added.swift")),
            .deleted(tree.path("Sources/A/Gone.swift")),
        ])
        #expect(watcher.changes(timeout: 0.05).isEmpty)
    }

    @Test("a root that is not a folder is refused")
    func notAFolder() throws {
        let tree = try TemporaryTree()
        #expect(throws: WatchError.notAFolder(tree.path("missing"))) { try PollingWatcher(roots: [tree.path("missing")]) }
    }
}
