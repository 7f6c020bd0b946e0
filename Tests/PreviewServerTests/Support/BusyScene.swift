import Drawing
import PreviewServer
import Stage
import Foundation
import Synchronization

/// A scene whose every frame costs `slices` × `sliceSeconds` (2 ms unless told) of busy work,
/// done in slices through `simulateTowardClock` (as a far seek is), and which notes the name of
/// the thread each frame was drawn on and counts the slices done.
///
/// The 2 ms are processor time of the working thread, not wall time: on a loaded machine the
/// work takes longer, as real scene work does, so tests comparing it with other requests'
/// latency (which grows with the load too) do not depend on the load.
struct BusyScene: LiveScene {
    let slices: Int
    let sliceSeconds: Double
    let threads: ThreadNames
    var clock = VirtualClock()
    private var done = 0

    init(slices: Int, sliceSeconds: Double = 0.002, threads: ThreadNames) {
        self.slices = slices
        self.sliceSeconds = sliceSeconds
        self.threads = threads
    }

    var sceneJSON: String { #"{"id":"busy","title":"Busy"}"# }
    var state: JSONValue { .null }
    mutating func advance(by wallTime: RealDuration) { clock.advance(by: wallTime) }
    mutating func apply(_ event: SceneEvent) throws(LiveSceneError) {}
    mutating func perform(_ command: TransportCommand) throws(LiveSceneError) {}

    mutating func simulateTowardClock(maximumSeconds: Double) -> Bool {
        let end = Self.threadCPUSeconds() + sliceSeconds
        while Self.threadCPUSeconds() < end {}
        threads.noteSlice()
        done += 1
        if done < slices { return false }
        done = 0
        return true
    }

    mutating func requestFullFrame() {}

    mutating func renderFrame() throws(LiveSceneError) -> [UInt8] {
        threads.note()
        return Array("busy".utf8)
    }

    /// Processor time of the calling thread, in seconds.
    static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

    /// The names of the threads frames were drawn on, and how many slices of work were done.
    final class ThreadNames: Sendable {
        private let names = Mutex<[String]>([])
        private let slices = Atomic<Int>(0)

        var all: [String] { names.withLock { $0 } }

        /// Slices of work done so far, by every session of the provider.
        var slicesDone: Int { slices.load(ordering: .relaxed) }

        func noteSlice() { slices.add(1, ordering: .relaxed) }

        /// Notes the calling thread's name (Linux: `/proc/thread-self/comm`).
        func note() {
            var buffer = [UInt8](repeating: 0, count: 32)
            let descriptor = open("/proc/thread-self/comm", O_RDONLY)
            let count = descriptor < 0 ? 0 : read(descriptor, &buffer, buffer.count)
            if descriptor >= 0 { close(descriptor) }
            let name = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).trimmingCharacters(in: .newlines)
            names.withLock { $0.append(name) }
        }
    }

    /// The provider: scene `busy`.
    struct Provider: SceneProvider {
        let slices: Int
        var sliceSeconds = 0.002
        let threads: ThreadNames
        var listJSON: String { #"{"scenes":[{"id":"busy","title":"Busy"}]}"# }
        func contains(sceneID: String) -> Bool { sceneID == "busy" }
        func makeSession(sceneID: String) -> (any LiveScene)? { sceneID == "busy" ? BusyScene(slices: slices, sliceSeconds: sliceSeconds, threads: threads) : nil }
    }
}
