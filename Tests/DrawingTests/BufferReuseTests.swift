import Geometry
import Testing

@testable import Drawing

/// The buffers a session reuses from frame to frame (issue #24: steady-state allocations): the
/// recorder's operation buffers and the retained encoder's edit script. Reuse changes what is
/// allocated, never a frame or a message; the mallocs per frame themselves are counted by the
/// benchmarks (`scripts/bench PullToRefresh Drawing`).
@Suite("Buffer reuse")
struct BufferReuseTests {
    /// Records frame `k` (`count` operations, all depending on `k`) into `recorder`.
    static func record(_ k: Int, count: Int, into recorder: FrameRecorder) -> [Frame.Operation] {
        recorder.reset(capacity: count)
        for i in 0..<count {
            recorder.draw(.setOpacity(Double(k * 100 + i)), name: "op\(i)", transform: .identity, opacity: 1)
        }
        return recorder.balancedOperations()
    }

    static func storage(_ operations: [Frame.Operation]) -> UnsafeRawPointer? {
        operations.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test("A recorder whose previous frame is still held double-buffers, recording into the buffer of the frame before it; held frames never change")
    func recorderDoubleBuffers() throws {
        let recorder = FrameRecorder()
        var previous = Self.record(0, count: 8, into: recorder)
        var addresses: [UnsafeRawPointer?] = [Self.storage(previous)]
        for k in 1...6 {
            let frame = Self.record(k, count: 8, into: recorder)
            // What a retained encoder holds while the next frame is recorded is left as it was.
            #expect(previous.map(\.command) == (0..<8).map { Frame.Command.setOpacity(Double((k - 1) * 100 + $0)) })
            #expect(frame.map(\.command) == (0..<8).map { Frame.Command.setOpacity(Double(k * 100 + $0)) })
            #expect(recorder.doubleBuffers)
            addresses.append(Self.storage(frame))
            previous = frame
        }
        // From the third frame on, two buffers alternate, each reused in place.
        #expect(addresses[1] == addresses[3] && addresses[3] == addresses[5])
        #expect(addresses[2] == addresses[4] && addresses[4] == addresses[6])
        #expect(addresses[5] != addresses[6])
    }

    @Test("A recorder whose frames are let go keeps recording into its one buffer")
    func recorderSingleBuffer() {
        let recorder = FrameRecorder()
        let first = Self.storage(Self.record(0, count: 8, into: recorder))
        for k in 1...4 {
            #expect(Self.storage(Self.record(k, count: 8, into: recorder)) == first)
        }
        #expect(!recorder.doubleBuffers)
    }

    @Test("A diff recomputed in a reused value equals one computed afresh", arguments: 1...8)
    func diffReuse(seed: UInt64) {
        var gen = RandomFrames(seed: seed)
        var reused = RetainedDiff()
        var frame = gen.frame(maxOperations: 60)
        for k in 0..<60 {
            var next = RetainedFrameTests.edited(frame, &gen).operations
            if k % 3 == 0 {
                // Renames and removals, so that names disagree and the name indexes are built.
                for i in next.indices where gen.chance(0.3) { next[i].name = "op\(gen.int(0...5))" }
                if next.count > 4 { next.removeSubrange(1..<3) }
            }
            reused.compute(base: frame.operations, new: next)
            let fresh = RetainedDiff(base: frame.operations, new: next)
            #expect(reused.edits == fresh.edits)
            #expect(reused.sent == fresh.sent)
            #expect(reused.keptCount == fresh.keptCount && reused.sentCount == fresh.sentCount)
            #expect(reused.isSmaller(than: next) == fresh.isSmaller(than: next))
            frame = Frame(size: frame.size, operations: next)
        }
    }
}
