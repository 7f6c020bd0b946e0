import Foundation
import Testing
@testable import ZoetropeWatch

/// The inotify watcher on real folders: each test changes files the way editors and git do and
/// checks the changes reported (the kernel delivers events asynchronously, so each waits up to
/// a few seconds for the first one and then collects until quiet).
@Suite("InotifyWatcher")
struct InotifyWatcherTests {
    static func collect(_ watcher: some SourceWatcher) -> Set<SourceChange> {
        Set(watcher.debouncedChanges(timeout: 5, quiet: 0.2))
    }

    @Test("a plain save of a source file is reported once as modified")
    func save() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/A/Scene.swift")
        let watcher = try InotifyWatcher(roots: [tree.root])
        try tree.write("Sources/A/Scene.swift", "let x = 2\n")
        #expect(Self.collect(watcher) == [.modified(tree.path("Sources/A/Scene.swift"))])
    }

    @Test("an atomic save (temporary file renamed over the original) is reported as the original, modified")
    func atomicSave() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/A/Scene.swift")
        let watcher = try InotifyWatcher(roots: [tree.root])
        try tree.atomicSave("Sources/A/Scene.swift", "let x = 3\n")
        #expect(Self.collect(watcher) == [.modified(tree.path("Sources/A/Scene.swift"))])
    }

    @Test("a new folder is watched, and files written into it before its watch existed are reported")
    func newFolders() throws {
        let tree = try TemporaryTree()
        try tree.makeFolder("Sources")
        let watcher = try InotifyWatcher(roots: [tree.root])
        try tree.write("Sources/New/Deep/Scene.swift")
        let first = Self.collect(watcher)
        #expect(first.contains(.modified(tree.path("Sources/New/Deep/Scene.swift"))))
        // The new folders now have watches of their own.
        try tree.write("Sources/New/Deep/Other.swift")
        #expect(Self.collect(watcher) == [.modified(tree.path("Sources/New/Deep/Other.swift"))])
    }

    @Test("deleting a file, and moving a folder away, are reported as deletions")
    func deletes() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/A/Scene.swift")
        try tree.write("Sources/B/Other.swift")
        let watcher = try InotifyWatcher(roots: [tree.root])
        try tree.remove("Sources/A/Scene.swift")
        #expect(Self.collect(watcher) == [.deleted(tree.path("Sources/A/Scene.swift"))])
        #expect(rename(tree.path("Sources/B"), tree.root + "/../" + URL(fileURLWithPath: tree.root).lastPathComponent + "-moved") == 0)
        defer { try? FileManager.default.removeItem(atPath: tree.root + "-moved") }
        #expect(Self.collect(watcher) == [.deleted(tree.path("Sources/B"))])
    }

    @Test(".build*, hidden folders, pages and editor swap files change nothing")
    func ignored() throws {
        let tree = try TemporaryTree()
        try tree.makeFolder(".build/debug")
        try tree.makeFolder("web")
        let watcher = try InotifyWatcher(roots: [tree.root])
        try tree.write(".build/debug/Generated.swift")
        try tree.write(".build-release/Generated.swift")
        try tree.write("web/main.js")
        try tree.write("Sources/.Scene.swift.swp")
        #expect(watcher.debouncedChanges(timeout: 0.5, quiet: 0.2).isEmpty)
    }

    @Test("a queue overflow re-reads the trees: folders created meanwhile get watches, and a rescan is reported")
    func overflowRescan() throws {
        let tree = try TemporaryTree()
        let watcher = try InotifyWatcher(roots: [tree.root])
        #expect(watcher.folderCount == 1)
        // Folders made while their events are unread (as if lost): only the rescan finds them.
        try tree.makeFolder("Sources/Missed/AlsoMissed")
        #expect(watcher.folderCount == 1)
        #expect(watcher.handle(InotifyEvent(watch: -1, mask: InotifyMask.queueOverflow, name: "")) == [.rescanned])
        #expect(watcher.folderCount == 4)
        try tree.write("Sources/Missed/AlsoMissed/Scene.swift")
        #expect(Self.collect(watcher).contains(.modified(tree.path("Sources/Missed/AlsoMissed/Scene.swift"))))
    }

    @Test("a real overflow of the kernel's queue is reported as a rescan")
    func realOverflow() throws {
        let limit = (try? String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 16384
        try #require(limit <= 70_000, "max_queued_events is \(limit): too many files to write for this test")
        let tree = try TemporaryTree()
        try tree.makeFolder("Sources")
        let watcher = try InotifyWatcher(roots: [tree.root])
        // Each new file queues two events (create, close-write): limit/2 + 100 files overflow it.
        for index in 0..<(limit / 2 + 100) {
            let descriptor = open(tree.path("Sources/F\(index).swift"), O_CREAT | O_WRONLY, 0o644)
            close(descriptor)
        }
        #expect(watcher.changes(timeout: 2).contains(.rescanned))
    }

    @Test("decoding the kernel's event records: header fields and NUL-padded names")
    func decoding() {
        var bytes: [UInt8] = []
        func append(_ watch: Int32, _ mask: UInt32, _ name: String, padTo length: Int) {
            withUnsafeBytes(of: watch) { bytes += $0 }
            withUnsafeBytes(of: mask) { bytes += $0 }
            withUnsafeBytes(of: UInt32(0)) { bytes += $0 }
            withUnsafeBytes(of: UInt32(length)) { bytes += $0 }
            bytes += Array(name.utf8) + [UInt8](repeating: 0, count: length - name.utf8.count)
        }
        append(3, InotifyMask.movedTo, "Scene.swift", padTo: 16)
        append(4, InotifyMask.queueOverflow, "", padTo: 0)
        let events = bytes.withUnsafeBytes { InotifyEvent.decode($0) }
        #expect(events == [
            InotifyEvent(watch: 3, mask: InotifyMask.movedTo, name: "Scene.swift"),
            InotifyEvent(watch: 4, mask: InotifyMask.queueOverflow, name: ""),
        ])
    }
}
