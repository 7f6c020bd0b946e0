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

@Suite("Wire keyframes: the size limit")
struct WireKeyframeSizeLimitTests {
    /// A frame of `count` filled squares named `prefix0…`, each its own path.
    static func squares(_ prefix: String, _ count: Int, y: Double) -> Frame {
        Frame(
            size: Size(width: 100, height: 100),
            operations: (0..<count).map {
                .init(.fill(Path(Rect(x: Double($0), y: y, width: 3, height: 3)), .color(.blue), .nonZero), name: "\(prefix)\($0)")
            })
    }

    @Test("A keyframe larger than the encoder's message limit is refused (nil), as encode refuses such a message, though every message of the stream fits")
    func keyframeOverTheLimit() throws {
        // Frame `a` defines its paths and names; frame `b` others, while `a`'s are still kept
        // (retention 2): `b`'s message defines only its own, its keyframe defines both.
        let a = Self.squares("a", 40, y: 0), b = Self.squares("b", 40, y: 50)
        var probe = WireEncoder()
        let sizes = [try probe.encode(a).count, try probe.encode(b).count]
        let keyframe = try #require(probe.keyframe(of: b))
        #expect(keyframe.count > sizes.max()!, "the keyframe defines what both messages defined")

        // A limit every message of the stream fits in, and the keyframe does not.
        var limited = WireEncoder(maximumMessageSize: keyframe.count - 1)
        #expect(try limited.encode(a).count == sizes[0])
        #expect(try limited.encode(b).count == sizes[1])
        #expect(limited.keyframe(of: b) == nil)
        // At exactly its size it is written.
        var exact = WireEncoder(maximumMessageSize: keyframe.count)
        _ = try exact.encode(a)
        _ = try exact.encode(b)
        #expect(exact.keyframe(of: b) == keyframe)
    }
}
