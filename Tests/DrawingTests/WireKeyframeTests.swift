import Drawing
import Geometry
import Testing

/// Keyframes (docs/protocol.md §2.3): one encoded stream, several decoders; a decoder that joins
/// late or missed messages is brought into step by one self-contained message.
@Suite("Wire keyframes")
struct WireKeyframeTests {
    @Test("A decoder that starts from a keyframe after any message decodes the rest of the stream exactly as one that saw it all", arguments: 1...8)
    func joinAnywhere(seed: UInt64) throws {
        for retains in [true, false] {
            var gen = RandomFrames(seed: seed)
            var encoder = WireEncoder(retainsFrames: retains)
            var frames: [Frame] = []
            var messages: [[UInt8]] = []
            var keyframes: [[UInt8]] = []
            var frame = gen.frame(maxOperations: 30)
            for _ in 0..<24 {
                frame = RetainedFrameTests.edited(frame, &gen)
                frames.append(frame)
                messages.append(try encoder.encode(frame))
                keyframes.append(try #require(encoder.keyframe(of: frame)))
            }
            for join in [0, 1, 5, 11, 23] {
                var decoder = WireDecoder()
                #expect(try decoder.decode(keyframes[join]) == frames[join].wireQuantized())
                for index in join + 1..<messages.count {
                    #expect(try decoder.decode(messages[index]) == frames[index].wireQuantized(), "joined at \(join), message \(index)")
                }
            }
        }
    }

    @Test("A keyframe carries the reset flag and the sequence number of the message it stands for, and changes nothing of the encoder")
    func headerAndPurity() throws {
        var gen = RandomFrames(seed: 99)
        var a = WireEncoder(retainsFrames: true)
        var b = WireEncoder(retainsFrames: true)
        var frame = gen.frame(maxOperations: 20)
        for index in 0..<6 {
            frame = RetainedFrameTests.edited(frame, &gen)
            let message = try a.encode(frame)
            #expect(try b.encode(frame) == message)
            let keyframe = try #require(a.keyframe(of: frame))
            #expect(keyframe[3] == 0x01, "reset flag")
            #expect(keyframe[4] == UInt8(index), "sequence of the message it stands for")
            #expect(a.keyframe(of: frame) == keyframe, "deterministic")
        }
        // `a` made keyframes, `b` did not: the stream goes on byte for byte the same.
        frame = RetainedFrameTests.edited(frame, &gen)
        #expect(try a.encode(frame) == b.encode(frame))
    }

    @Test("There is no keyframe before the first message, nor after a failed one (the next message resets anyway)")
    func nothingToJoin() throws {
        let encoder = WireEncoder(retainsFrames: true)
        let frame = Frame(size: Size(width: 10, height: 10), operations: [.init(.fill(Path(Rect(x: 0, y: 0, width: 5, height: 5)), .color(.red), .nonZero))])
        #expect(encoder.keyframe(of: frame) == nil)
        var started = encoder
        _ = try started.encode(frame)
        #expect(started.keyframe(of: frame) != nil)
        started.reset()
        #expect(started.keyframe(of: frame) == nil)
    }
}
