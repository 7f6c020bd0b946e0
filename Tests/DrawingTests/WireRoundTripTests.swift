import Drawing
import Geometry
import Testing

@Suite("Wire format round trips")
struct WireRoundTripTests {
    @Test("Sample frames survive encode → decode exactly", arguments: SampleFrames.fixtures.map(\.name))
    func samples(name: String) throws {
        let frame = SampleFrames.fixtures.first { $0.name == name }!.frame
        #expect(try Frame(wireMessage: frame.wireMessage()) == frame)
    }

    @Test("Any frame decodes to its wire-quantized form, and re-encodes to the same bytes", arguments: 1...20)
    func randomFrames(seed: UInt64) throws {
        var gen = RandomFrames(seed: seed)
        for _ in 0..<25 {
            let frame = gen.frame()
            let bytes = try frame.wireMessage()
            let decoded = try Frame(wireMessage: bytes)
            #expect(decoded == frame.wireQuantized())
            #expect(try decoded.wireMessage() == bytes)
        }
    }

    @Test("Encoding is deterministic: two encoders give identical bytes for identical sessions")
    func deterministic() throws {
        var a = WireEncoder(), b = WireEncoder()
        for fixture in SampleFrames.fixtures {
            if fixture.resetBefore {
                a.reset()
                b.reset()
            }
            #expect(try a.encode(fixture.frame) == b.encode(fixture.frame))
        }
    }

    @Test("Transforms use the shortest exact encoding")
    func transformForms() throws {
        func size(_ t: AffineTransform) throws -> Int {
            try Frame(size: Size(width: 1, height: 1), operations: [.init(.concatenate(t))]).wireMessage().count
        }
        let translation = try size(AffineTransform(translationX: 3, y: 4))
        let scale = try size(AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 3, ty: 4))
        let full = try size(AffineTransform(a: 2, b: 1, c: 0, d: 3, tx: 3, ty: 4))
        #expect(scale - translation == 8)
        #expect(full - scale == 8)
    }

    @Test("Hostile values are sanitised, never sent: NaN → 0, ±∞ → ±1e9, opacity clamped, widths ≥ 0")
    func sanitised() throws {
        let path = Path { p in
            p.move(to: Point(x: .nan, y: .infinity))
            p.addLine(to: Point(x: -.infinity, y: 2))
        }
        let frame = Frame(
            size: Size(width: -5, height: .nan),
            operations: [
                .init(.setOpacity(7)),
                .init(.stroke(path, .color(Color(red: .nan, green: 2, blue: 0.5)), StrokeStyle(lineWidth: -1, miterLimit: 0, dash: [-1, .nan]))),
            ])
        let decoded = try Frame(wireMessage: frame.wireMessage())
        #expect(decoded.size == Size(width: 0, height: 0))
        #expect(decoded.operations[0].command == .setOpacity(1))
        guard case .stroke(let p, .color(let c), let style) = decoded.operations[1].command else {
            Issue.record("expected a stroke")
            return
        }
        #expect(p.elements == [.move(to: Point(x: 0, y: 1e9)), .line(to: Point(x: -1e9, y: 2))])
        #expect(c.rgba8 == (0, 255, 128, 255))
        #expect(style.lineWidth == 0 && style.miterLimit == 1 && style.dash == [0, 0])
    }

    @Test("Canonically equivalent strings keep their own bytes on the wire")
    func canonicalEquivalence() throws {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(composed == decomposed)  // Swift's String == is canonical equivalence
        let frame = Frame(size: Size(width: 1, height: 1), operations: [.init(.save, name: composed), .init(.restore, name: decomposed)])
        let decoded = try Frame(wireMessage: frame.wireMessage())
        #expect(decoded.operations.map { Array($0.name!.utf8) } == [Array(composed.utf8), Array(decomposed.utf8)])
    }

    @Test("Strings longer than the limit are refused with a clear error, and the session resets")
    func stringTooLong() throws {
        let long = String(repeating: "x", count: WireFormat.maximumStringBytes + 1)
        var encoder = WireEncoder()
        let frame = Frame(size: Size(width: 1, height: 1), operations: [.init(.save, name: long)])
        #expect(throws: WireEncodingError.stringTooLong(bytes: long.utf8.count)) { try encoder.encode(frame) }
        let next = try encoder.encode(SampleFrames.basic)
        #expect(next[3] == 1, "the message after a failure carries the reset flag")
    }

    @Test("A message over the encoder's size limit is refused, and the session carries on with a reset")
    func messageTooLarge() throws {
        let small = Frame(
            size: Size(width: 10, height: 10),
            operations: [.init(.fill(Path(Rect(x: 0, y: 100, width: 5, height: 5)), .color(.red), .nonZero), name: "a")])
        let big = Frame(
            size: Size(width: 10, height: 10),
            operations: (0..<50).map { .init(.fill(Path(Rect(x: Double($0), y: 0, width: 5, height: 5)), .color(.blue), .nonZero), name: "b\($0)") })
        // The sizes the messages have in this session: `small` first (a reset), then `big`.
        var probe = WireEncoder()
        let smallSize = try probe.encode(small).count
        let bigSize = try probe.encode(big).count
        #expect(smallSize < bigSize)

        // A message of exactly the limit is written; one byte more is refused with the sizes.
        var exact = WireEncoder(maximumMessageSize: bigSize)
        _ = try exact.encode(small)
        #expect(try exact.encode(big).count == bigSize)
        var encoder = WireEncoder(maximumMessageSize: bigSize - 1)
        var decoder = WireDecoder()
        #expect(try decoder.decode(try encoder.encode(small)) == small.wireQuantized())
        #expect(throws: WireEncodingError.messageTooLarge(bytes: bigSize, limit: bigSize - 1)) { try encoder.encode(big) }
        // The refused message never reached the decoder: the next one resets the caches (it
        // defines "a" and its path again, as the session's first message did) and the same
        // decoder reads it.
        let next = try encoder.encode(small)
        #expect(next[3] == 1, "the message after a refused one carries the reset flag")
        #expect(next.count == smallSize)
        #expect(try decoder.decode(next) == small.wireQuantized())
    }

    @Test("The default size limit is the decoders' (64 MiB)")
    func defaultMessageLimit() {
        #expect(WireEncoder().maximumMessageSize == WireFormat.maximumMessageSize)
        #expect(WireFormat.maximumMessageSize == 64 << 20)
    }
}

@Suite("Wire format sessions and the path cache")
struct WireSessionTests {
    /// Counts of (string definitions, path definitions) in a message, read from its header.
    func definitionCounts(_ message: [UInt8]) -> (strings: Int, paths: Int, reset: Bool) {
        var i = 4
        func varint() -> Int {
            var v = 0, shift = 0
            while true {
                let b = message[i]
                i += 1
                v |= Int(b & 0x7F) << shift
                if b & 0x80 == 0 { return v }
                shift += 7
            }
        }
        _ = varint()  // sequence
        i += 8  // width, height
        let strings = varint()
        for _ in 0..<strings {
            _ = varint()
            i += varint()
        }
        let paths = varint()
        return (strings, paths, message[3] & 1 == 1)
    }

    @Test("A path sent once is referenced by id afterwards: the second frame defines nothing")
    func cacheHits() throws {
        var encoder = WireEncoder()
        var decoder = WireDecoder()
        let first = SampleFrames.session(ballX: 60), second = SampleFrames.session(ballX: 75)
        let m1 = try encoder.encode(first), m2 = try encoder.encode(second)
        // Background, six seats, the ball's clip and the ball; ten names and texts.
        #expect(definitionCounts(m1).paths == 9)
        #expect(definitionCounts(m1).strings == 10)
        #expect(definitionCounts(m2).paths == 0)
        #expect(definitionCounts(m2).strings == 1)  // only the label text "x = 75" is new
        #expect(m2.count < m1.count / 2)
        #expect(try decoder.decode(m1) == first)
        #expect(try decoder.decode(m2) == second)
    }

    @Test("Restarting the session resets the cache: full definitions and the reset flag again")
    func resetOnRestart() throws {
        var encoder = WireEncoder()
        let frame = SampleFrames.session(ballX: 60)
        let m1 = try encoder.encode(frame)
        _ = try encoder.encode(frame)
        encoder.reset()
        let m3 = try encoder.encode(frame)
        #expect(m3 == m1)
        #expect(definitionCounts(m3).reset)
        // A decoder that missed the restart would be out of step; a fresh one reads m3 alone.
        var fresh = WireDecoder()
        #expect(try fresh.decode(m3) == frame)
    }

    @Test("Entries unused for `retention` frames are forgotten and their ids reused")
    func eviction() throws {
        let a = Frame(size: Size(width: 1, height: 1), operations: [.init(.fill(Path(Rect(x: 0, y: 0, width: 1, height: 1)), .color(.red), .nonZero))])
        let b = Frame(size: Size(width: 1, height: 1), operations: [.init(.fill(Path(Rect(x: 0, y: 0, width: 2, height: 2)), .color(.red), .nonZero))])
        var encoder = WireEncoder(retention: 1)
        var decoder = WireDecoder()
        for frame in [a, b, a, b, a] {
            let m = try encoder.encode(frame)
            #expect(definitionCounts(m).paths == 1)
            #expect(encoder.cachedPathCount <= 2)
            #expect(try decoder.decode(m) == frame)
        }
        var patient = WireEncoder(retention: 3)
        _ = try patient.encode(a)
        _ = try patient.encode(b)
        #expect(definitionCounts(try patient.encode(a)).paths == 0)
    }

    @Test("Paths with NaN coordinates are cached, reused and forgotten like any other")
    func nanPaths() throws {
        let nanPath = Path { p in p.addLines([Point(x: .nan, y: 1), Point(x: 2, y: .nan)]) }
        var encoder = WireEncoder(retention: 1)
        var decoder = WireDecoder()
        for i in 0..<12 {
            let fresh = Path(Rect(x: Double(i), y: 0, width: 1, height: 1))
            let frame = Frame(
                size: Size(width: 10, height: 10),
                operations: [
                    .init(.fill(nanPath, .color(.red), .nonZero)), .init(.stroke(nanPath, .color(.red), StrokeStyle())),
                    .init(.fill(fresh, .color(.blue), .nonZero)),
                ])
            let message = try encoder.encode(frame)
            #expect(encoder.cachedPathCount <= 3)
            #expect(try decoder.decode(message) == frame.wireQuantized())
        }
    }

    @Test("The decoder rejects a message from the middle of a session without the reset before it")
    func missingReset() throws {
        var encoder = WireEncoder()
        _ = try encoder.encode(SampleFrames.basic)
        let second = try encoder.encode(SampleFrames.basic)
        var decoder = WireDecoder()
        #expect(throws: WireDecodingError(reason: .missingReset, offset: 3)) { try decoder.decode(second) }
    }

    @Test("A lost message is detected by the sequence number, and the decoder then needs a reset")
    func sequenceGap() throws {
        var encoder = WireEncoder()
        var decoder = WireDecoder()
        let m0 = try encoder.encode(SampleFrames.session(ballX: 1))
        _ = try encoder.encode(SampleFrames.session(ballX: 2))
        let m2 = try encoder.encode(SampleFrames.session(ballX: 3))
        _ = try decoder.decode(m0)
        #expect(throws: WireDecodingError(reason: .sequenceGap(expected: 1, found: 2), offset: 4)) { try decoder.decode(m2) }
        #expect(throws: WireDecodingError(reason: .missingReset, offset: 3)) { try decoder.decode(m2) }
        #expect(try decoder.decode(m0) == SampleFrames.session(ballX: 1))
    }

    @Test("Static content costs a few bytes per operation once the cache is warm")
    func staticContentIsCheap() throws {
        var encoder = WireEncoder()
        let frame = Frame(size: Size(width: 1000, height: 1000)) { context in
            for i in 0..<500 {
                let seat = Path(Rect(x: Double(i % 25) * 40, y: Double(i / 25) * 40, width: 30, height: 30))
                context.fill(seat, with: .color(.blue), name: "seat/\(i / 25)/\(i % 25)")
            }
        }
        _ = try encoder.encode(frame)
        let warm = try encoder.encode(frame)
        #expect(warm.count < 500 * 10)
    }
}
