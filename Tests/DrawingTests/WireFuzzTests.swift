import Drawing
import Testing
import ZoetropeTestSupport

/// Bounded fuzzing: every input must either decode or throw a `WireDecodingError`; a trap or a
/// hang fails the run. Seeds are fixed, so failures reproduce.
@Suite("Wire decoder fuzzing")
struct WireFuzzTests {
    static let seeds: [UInt64] = [1, 2, 3, 4]

    @Test("Random buffers are rejected cleanly", arguments: seeds)
    func randomBuffers(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for i in 0..<1500 {
            var bytes = (0..<Int.random(in: 0...96, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            if i % 2 == 0, bytes.count >= 4 {  // get past the header half the time
                bytes.replaceSubrange(0..<4, with: [0x5A, 0x46, WireFormat.version, 0x01])
            }
            var decoder = WireDecoder()
            if let frame = try? decoder.decode(bytes) {
                // Whatever decodes is a valid frame that round-trips.
                #expect((try? Frame(wireMessage: frame.wireMessage())) == frame.wireQuantized())
            }
        }
    }

    @Test("Mutated valid messages are rejected cleanly or decode to frames that round-trip", arguments: seeds)
    func mutatedMessages(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var corpus: [[UInt8]] = []
        var encoder = WireEncoder()
        for fixture in SampleFrames.fixtures {
            if fixture.resetBefore { encoder.reset() }
            corpus.append(try encoder.encode(fixture.frame))
        }
        corpus.append(WireDecoderTests.specExample)
        for _ in 0..<1500 {
            var bytes = corpus[Int.random(in: 0..<corpus.count, using: &rng)]
            bytes[2] = WireFormat.version  // current version
            bytes[3] = 1  // reset, so the message stands alone
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                guard !bytes.isEmpty else { break }
                let at = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0...4, using: &rng) {
                case 0: bytes[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &rng)
                case 1: bytes[at] = UInt8.random(in: 0...255, using: &rng)
                case 2: bytes.remove(at: at)
                case 3: bytes.insert(UInt8.random(in: 0...255, using: &rng), at: at)
                default: bytes.removeLast(Int.random(in: 0...bytes.count - at, using: &rng))
                }
            }
            var decoder = WireDecoder()
            do {
                let frame = try decoder.decode(bytes)
                #expect(try Frame(wireMessage: frame.wireMessage()) == frame.wireQuantized())
            } catch let error as WireDecodingError {
                #expect(error.offset >= 0 && error.offset <= bytes.count)
            }
        }
    }
    @Test("Mutated retained frames after their base are rejected cleanly or rebuild frames that round-trip", arguments: seeds)
    func mutatedRetainedFrames(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        // Each retained message with the messages before it in its session.
        var sessions: [[[UInt8]]] = []
        var encoder = WireEncoder(retainsFrames: true)
        var messages: [[UInt8]] = []
        for fixture in SampleFrames.fixtures where fixture.retainsFrames {
            if fixture.fullFrameBefore { encoder.requestFullFrame() }
            messages.append(try encoder.encode(fixture.frame))
            if messages.last![3] == 0x02 { sessions.append(messages) }
        }
        sessions.append([WireDecoderTests.specExample, RetainedFrameTests.specNext])
        for _ in 0..<1000 {
            let session = sessions[Int.random(in: 0..<sessions.count, using: &rng)]
            var bytes = session.last!
            for _ in 0..<Int.random(in: 1...3, using: &rng) where bytes.count > 5 {
                let at = Int.random(in: 5..<bytes.count, using: &rng)  // the header stays in step
                switch Int.random(in: 0...3, using: &rng) {
                case 0: bytes[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &rng)
                case 1: bytes[at] = UInt8.random(in: 0...255, using: &rng)
                case 2: bytes.remove(at: at)
                default: bytes.insert(UInt8.random(in: 0...255, using: &rng), at: at)
                }
            }
            var decoder = WireDecoder()
            for message in session.dropLast() { _ = try decoder.decode(message) }
            do {
                let frame = try decoder.decode(bytes)
                #expect(try Frame(wireMessage: frame.wireMessage()) == frame.wireQuantized())
            } catch let error as WireDecodingError {
                #expect(error.offset >= 0 && error.offset <= bytes.count)
            }
        }
    }
}
