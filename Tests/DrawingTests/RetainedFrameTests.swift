import Drawing
import Geometry
import Testing

/// Retained frames (docs/protocol.md §2.9): a message carries only what changed since the
/// previous one, and the decoder rebuilds the whole frame.
@Suite("Retained frames")
struct RetainedFrameTests {
    /// The worked example's next frame: the same fill, then `setOpacity(0.25)`.
    static let specNextFrame = Frame(
        size: WireDecoderTests.specFrame.size,
        operations: [WireDecoderTests.specFrame.operations[0], .init(.setOpacity(0.25))])

    /// The retained message of §2.9, assembled by hand from the specification.
    static let specNext: [UInt8] = [
        0x5A, 0x46, 0x03, 0x02,  // "ZF", version 3, flags: retained
        0x01,  // sequence 1
        0x00, 0x00, 0xC8, 0x42, 0x00, 0x00, 0x48, 0x42,  // 100 × 50
        0x00, 0x00,  // no strings, no paths
        0x02, 0x04, 0x07,  // 2 edits: keep 1, replace 1
        0x01, 0x05, 0x00, 0x00, 0x80, 0x3E,  // 1 operation: setOpacity 0.25
    ]

    /// A message of the session that follows the worked example: `edits`, then `operations`.
    static func retained(edits: [UInt8], operations: [UInt8], count: Int) -> [UInt8] {
        [0x5A, 0x46, 0x03, 0x02, 0x01, 0, 0, 0xC8, 0x42, 0, 0, 0x48, 0x42, 0x00, 0x00, UInt8(edits.count)] + edits
            + [UInt8(count)] + operations
    }

    @Test("The worked example continues with the exact bytes of §2.9, and decodes to the whole frame")
    func specExample() throws {
        var encoder = WireEncoder(retainsFrames: true)
        #expect(try encoder.encode(WireDecoderTests.specFrame) == WireDecoderTests.specExample)
        let next = try encoder.encode(Self.specNextFrame)
        #expect(next == Self.specNext, "\(next.map { String($0, radix: 16) })")
        var decoder = WireDecoder()
        #expect(try decoder.decode(WireDecoderTests.specExample) == WireDecoderTests.specFrame)
        #expect(try decoder.decode(Self.specNext) == Self.specNextFrame)
    }

    @Test("Random edits of random frames decode to exactly the frames drawn, in every session", arguments: 1...12)
    func randomSessions(seed: UInt64) throws {
        var gen = RandomFrames(seed: seed)
        var retained = WireEncoder(retainsFrames: true)
        var decoder = WireDecoder()
        var frame = gen.frame(maxOperations: 40)
        var retainedCount = 0
        for _ in 0..<40 {
            frame = Self.edited(frame, &gen)
            let message = try retained.encode(frame)
            if message[3] == 0x02 { retainedCount += 1 }
            let decoded = try decoder.decode(message)
            #expect(decoded == frame.wireQuantized())
            // Never larger than the whole frame sent cold, but for the script's count.
            let cold = try frame.wireMessage().count
            #expect(message.count <= cold + 4)
        }
        #expect(retainedCount > 0)
    }

    /// `frame` with a few operations replaced, inserted, removed or renamed.
    static func edited(_ frame: Frame, _ gen: inout RandomFrames) -> Frame {
        var ops = frame.operations
        for _ in 0..<gen.int(0...3) {
            let fresh = Frame.Operation(gen.command(), name: gen.chance(0.5) ? "op\(gen.int(0...9))" : nil)
            switch gen.int(0...3) {
            case 0 where !ops.isEmpty: ops[gen.int(0...ops.count - 1)] = fresh
            case 1: ops.insert(fresh, at: gen.int(0...ops.count))
            case 2 where !ops.isEmpty: ops.remove(at: gen.int(0...ops.count - 1))
            case 3 where !ops.isEmpty: ops[gen.int(0...ops.count - 1)].name = "op\(gen.int(0...9))"
            default: break
            }
        }
        return Frame(size: frame.size, operations: ops)
    }

    @Test("10,000 seats with two changed cost at most 1 KB, and decode to the whole frame")
    func seats() throws {
        let frames = [17, 18, 4242].map { BenchmarkFrames.seatFrame(selected: $0) }
        var encoder = WireEncoder(retainsFrames: true)
        var decoder = WireDecoder()
        let sizes = try frames.map { frame in
            let message = try encoder.encode(frame)
            #expect(try decoder.decode(message) == frame.wireQuantized())
            return message.count
        }
        #expect(sizes[0] > 200_000)
        #expect(sizes[1] <= 1024 && sizes[2] <= 1024)
        print("10,000 seats, retained: whole frame \(sizes[0]) B, two seats changed \(sizes[1]) B and \(sizes[2]) B")
    }

    @Test("Names identify operations: removing or inserting named seats sends only those")
    func namedEdits() throws {
        let seats = BenchmarkFrames.seatFrame(selected: 17)
        var fewer = seats
        fewer.operations.removeSubrange(1001..<1011)  // five seats' fill and stroke
        var more = fewer
        more.operations.insert(contentsOf: seats.operations[1001..<1011], at: 1001)
        var encoder = WireEncoder(retainsFrames: true)
        var decoder = WireDecoder()
        for frame in [seats, fewer, more, seats] {
            let message = try encoder.encode(frame)
            #expect(try decoder.decode(message) == frame.wireQuantized())
        }
        var fresh = WireEncoder(retainsFrames: true)
        _ = try fresh.encode(seats)
        #expect(try fresh.encode(fewer).count < 32)
        #expect(try fresh.encode(more).count < 1024)
    }

    @Test("A full frame on request keeps the caches; a reset starts a new session")
    func fullFrames() throws {
        var encoder = WireEncoder(retainsFrames: true)
        var decoder = WireDecoder()
        let a = SampleFrames.session(ballX: 60), b = SampleFrames.session(ballX: 75)
        _ = try decoder.decode(try encoder.encode(a))
        let retained = try encoder.encode(b)
        #expect(retained[3] == 0x02)
        #expect(try decoder.decode(retained) == b)
        encoder.requestFullFrame()
        let full = try encoder.encode(a)
        #expect(full[3] == 0x00)
        #expect(full.count > retained.count)
        #expect(try decoder.decode(full) == a)
        encoder.reset()
        let restarted = try encoder.encode(a)
        #expect(restarted[3] == 0x01)
        #expect(try decoder.decode(restarted) == a)
        // Without retainsFrames every message carries the whole frame.
        var plain = WireEncoder()
        _ = try plain.encode(a)
        #expect(try plain.encode(b)[3] == 0x00)
    }

    @Test("Canonically equivalent but differently spelled names and text are re-sent, never kept",
          .bug(id: "retained-canonical-equivalence"))
    func canonicalEquivalence() throws {
        // Swift's `==` says "é" precomposed equals "e" + U+0301; the wire sends UTF-8 bytes.
        let size = Size(width: 100, height: 50)
        func frame(_ word: String) -> Frame {
            Frame(size: size, operations: [
                .init(.fill(Path(Rect(x: 0, y: 0, width: 10, height: 10)), .color(.blue), .nonZero), name: "bg"),
                .init(.text(TextRun(word, at: Point(x: 5, y: 5), font: Font(size: 12), paint: .color(.black)))),
                .init(.fill(Path(Rect(x: 1, y: 1, width: 4, height: 4)), .color(.red), .nonZero), name: word),
            ])
        }
        let composed = frame("caf\u{E9}"), decomposed = frame("cafe\u{301}")
        #expect(composed == decomposed)
        var encoder = WireEncoder(retainsFrames: true)
        var decoder = WireDecoder()
        _ = try decoder.decode(try encoder.encode(composed))
        let message = try encoder.encode(decomposed)
        #expect(message[3] == 0x02, "a retained frame: the unchanged background is kept")
        let decoded = try decoder.decode(message)
        let strings = { (f: Frame) in
            f.operations.flatMap { op -> [[UInt8]] in
                var s = op.name.map { [Array($0.utf8)] } ?? []
                if case .text(let run) = op.command { s.append(Array(run.string.utf8)) }
                return s
            }
        }
        #expect(strings(decoded) == strings(decomposed))
    }

    @Test("Bad edit scripts are rejected with the reason and the offset of the script")
    func badScripts() throws {
        func expectError(_ message: [UInt8], _ reason: WireDecodingError.Reason, offset: Int? = nil) {
            var decoder = WireDecoder()
            do {
                _ = try decoder.decode(WireDecoderTests.specExample)
                _ = try decoder.decode(message)
                Issue.record("decoded a bad retained frame")
            } catch {
                #expect(error.reason == reason)
                if let offset { #expect(error.offset == offset) }
            }
        }
        let setOpacity: [UInt8] = [0x05, 0x00, 0x00, 0x80, 0x3E]
        // keep 3 of a 2-operation base
        expectError(Self.retained(edits: [0x0C], operations: [], count: 0),
                    .limitExceeded(what: "operations of the previous frame", value: 3, limit: 2), offset: 15)
        // insert 2 with 1 operation sent
        expectError(Self.retained(edits: [0x0A], operations: setOpacity, count: 1),
                    .limitExceeded(what: "inserted operations", value: 2, limit: 1), offset: 15)
        // an edit of length 0
        expectError(Self.retained(edits: [0x00], operations: [], count: 0), .invalidValue(field: "edit length", value: 0), offset: 16)
        // an operation left unused
        expectError(Self.retained(edits: [0x04], operations: setOpacity, count: 1),
                    .invalidValue(field: "operations the edits leave unused", value: 1), offset: 15)
        // the retained flag in a version-2 message
        var v2 = Self.specNext
        v2[2] = 0x02
        expectError(v2, .unknownFlags(0x02), offset: 3)
        // a retained frame cannot open a session
        #expect(throws: WireDecodingError(reason: .missingReset, offset: 3)) { try Frame(wireMessage: Self.specNext) }
        // the rebuilt frame, not the message alone, must respect the layer limit
        let depth = Frame.maximumLayerDepth
        var layered = WireEncoder(retainsFrames: true)
        let open = Frame(size: Size(width: 1, height: 1), operations: Array(repeating: .init(.beginLayer), count: depth) + [.init(.endLayer), .init(.save)])
        let base = try layered.encode(open)
        var decoder = WireDecoder()
        _ = try decoder.decode(base)
        let deeper: [UInt8] = [0x5A, 0x46, 0x03, 0x02, 0x01, 0, 0, 0x80, 0x3F, 0, 0, 0x80, 0x3F, 0x00, 0x00,
                               0x02, UInt8(depth << 2), 0x07, 0x01, 0x0B]  // keep 8 layers, replace the next by a 9th
        #expect(throws: WireDecodingError(reason: .limitExceeded(what: "layer depth", value: depth + 1, limit: depth), offset: 15)) {
            try decoder.decode(deeper)
        }
    }

    @Test("A rebuilt frame holds no more operations than a whole frame may: tiny messages cannot grow it without bound")
    func rebuiltFrameCap() throws {
        // The default cap is the whole-frame limit: a 64 MiB message holds at most 64 Mi operations.
        #expect(WireDecoder().maximumOperations == WireFormat.maximumFrameOperations)
        #expect(WireFormat.maximumFrameOperations == WireFormat.maximumMessageSize)

        let cap = 16
        let size = Size(width: 1, height: 1)
        /// A retained message of sequence `sequence` (< 128) that keeps `kept` operations and
        /// inserts `inserted` saves (each count 1…31, one edit byte).
        func growing(sequence: UInt8, keep kept: Int, insert inserted: Int) -> [UInt8] {
            [0x5A, 0x46, 0x03, 0x02, sequence, 0, 0, 0x80, 0x3F, 0, 0, 0x80, 0x3F, 0x00, 0x00,
             0x02, UInt8(kept << 2), UInt8(inserted << 2 | 2), UInt8(inserted)] + Array(repeating: 0x00, count: inserted)
        }
        /// A whole frame of `count` saves, as the first message of a session.
        func whole(_ count: Int) throws -> [UInt8] {
            var encoder = WireEncoder()
            return try encoder.encode(Frame(size: size, operations: Array(repeating: .init(.save), count: count)))
        }
        var decoder = WireDecoder(maximumOperations: cap)
        #expect(try decoder.decode(try whole(cap - 2)).operations.count == cap - 2)
        // One operation more per message, up to the cap itself.
        #expect(try decoder.decode(growing(sequence: 1, keep: cap - 2, insert: 1)).operations.count == cap - 1)
        #expect(try decoder.decode(growing(sequence: 2, keep: cap - 1, insert: 1)).operations.count == cap)
        // One past it is refused, at the edit script, and the decoder waits for a reset.
        #expect(throws: WireDecodingError(reason: .limitExceeded(what: "operations of the rebuilt frame", value: cap + 1, limit: cap), offset: 15)) {
            try decoder.decode(growing(sequence: 3, keep: cap, insert: 1))
        }
        #expect(throws: WireDecodingError(reason: .missingReset, offset: 3)) {
            try decoder.decode(growing(sequence: 4, keep: 1, insert: 1))
        }
        // The same cap holds for a whole frame, at its operation count (byte 15).
        #expect(throws: WireDecodingError(reason: .limitExceeded(what: "operation count", value: cap + 1, limit: cap), offset: 15)) {
            try decoder.decode(try whole(cap + 1))
        }
        // A frame at the cap that replaces rather than grows goes on decoding.
        var steady = WireDecoder(maximumOperations: cap)
        _ = try steady.decode(try whole(cap))
        let replace: [UInt8] = [0x5A, 0x46, 0x03, 0x02, 0x01, 0, 0, 0x80, 0x3F, 0, 0, 0x80, 0x3F, 0x00, 0x00,
                                0x02, UInt8((cap - 1) << 2), 0x07, 0x01, 0x01]  // keep 15, replace 1 by a restore
        #expect(try steady.decode(replace).operations == Array(repeating: .init(.save), count: cap - 1) + [.init(.restore)])
    }
}
