import Benchmark
import Drawing
import Seating
import Stage

/// One session's frames, drawn and wire-encoded one per `next()` call (60 per second of scene
/// time, or cycling over `cycle` seconds), so that each benchmark sample is one frame and the
/// tails (p90, p99) mean something. The session is built by `prepare()` (the benchmark's setup
/// hook), outside every measurement; its first, cold frame is encoded there too.
final class FrameSource: @unchecked Sendable {
    private let make: () -> (session: SceneSession<SeatingScene>, start: Double)
    private let cycle: Int?
    private var session: SceneSession<SeatingScene>?
    private var encoder = WireEncoder()
    private var start = 0.0
    private var frame = 0

    /// Frames of the session `make` builds, from its start time on; with `cycleFrames`, the
    /// frame index wraps so that the same `cycleFrames` frames repeat.
    init(cycleFrames: Int? = nil, _ make: @escaping () -> (session: SceneSession<SeatingScene>, start: Double)) {
        self.make = make
        cycle = cycleFrames
    }

    /// Builds the session and encodes its cold first frame.
    func prepare() {
        let made = make()
        session = made.session
        start = made.start
        frame = 0
        encoder = WireEncoder()
        blackHole(try! encoder.encode(session!.frame(at: SceneTime(seconds: start))))
    }

    /// Draws and encodes the next frame.
    func next() {
        frame += 1
        let index = cycle.map { frame % $0 } ?? frame
        blackHole(try! encoder.encode(session!.frame(at: SceneTime(seconds: start + Double(index) / 60))))
    }
}
