import Drawing
import Testing
import ZoetropeTestSupport

/// Bounded fuzzing: every input must either decode or throw a `WireDecodingError`; a trap or a
/// hang fails the run. Seeds are fixed, so failures reproduce.
@Suite("Wire decoder fuzzing")
struct WireFuzzTests {
    static let seeds: [UInt64] = [1, 2, 3, 4]

    /// Inputs per seed and test: 1500, or a share of `ZOETROPE_FUZZ_INPUTS` (`scripts/bench fuzz`).
    static let count = Fuzzing.inputCount(default: 1500, runs: 3 * seeds.count)
    /// Inputs per seed for retained frames (each decodes its session first): 1000, or a share.
    static let retainedCount = Fuzzing.inputCount(default: 1000, runs: 3 * seeds.count)

    /// Decodes one fuzzed message: a rejection must point inside it, a decoded frame must
    /// round-trip.
    static func decode(_ bytes: [UInt8], with decoder: inout WireDecoder, seed: UInt64) -> Fuzzing.Outcome {
        let frame: Frame
        do throws(WireDecodingError) {
            frame = try decoder.decode(bytes)
        } catch {
            #expect(error.offset >= 0 && error.offset <= bytes.count, "seed \(seed)")
            return .rejected
        }
        #expect((try? Frame(wireMessage: frame.wireMessage())) == frame.wireQuantized(), "seed \(seed)")
        return .decoded
    }

    @Test("Random buffers are rejected cleanly", arguments: seeds)
    func randomBuffers(seed: UInt64) {
        Fuzzing.run("wire decoder (Swift), random", seed: seed, count: Self.count) { rng in
            var bytes = (0..<Int.random(in: 0...96, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            if Bool.random(using: &rng), bytes.count >= 4 {  // get past the header half the time
                bytes.replaceSubrange(0..<4, with: [0x5A, 0x46, WireFormat.version, 0x01])
            }
            var decoder = WireDecoder()
            guard let frame = try? decoder.decode(bytes) else { return .rejected }
            // Whatever decodes is a valid frame that round-trips.
            #expect((try? Frame(wireMessage: frame.wireMessage())) == frame.wireQuantized(), "seed \(seed)")
            return .decoded
        }
    }

    @Test("Mutated valid messages are rejected cleanly or decode to frames that round-trip", arguments: seeds)
    func mutatedMessages(seed: UInt64) throws {
        var corpus: [[UInt8]] = []
        var encoder = WireEncoder()
        for fixture in SampleFrames.fixtures {
            if fixture.resetBefore { encoder.reset() }
            corpus.append(try encoder.encode(fixture.frame))
        }
        corpus.append(WireDecoderTests.specExample)
        Fuzzing.run("wire decoder (Swift), mutated", seed: seed, count: Self.count) { rng in
            var bytes = corpus[Int.random(in: 0..<corpus.count, using: &rng)]
            bytes[2] = WireFormat.version  // current version
            bytes[3] = 1  // reset, so the message stands alone
            bytes = Fuzzing.mutate(bytes, using: &rng)
            var decoder = WireDecoder()
            return Self.decode(bytes, with: &decoder, seed: seed)
        }
    }

    @Test("Mutated retained frames after their base are rejected cleanly or rebuild frames that round-trip", arguments: seeds)
    func mutatedRetainedFrames(seed: UInt64) throws {
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
        // The bases decode (checked once here), so each input only decodes its mutated message.
        var bases: [WireDecoder] = []
        for session in sessions {
            var decoder = WireDecoder()
            for message in session.dropLast() { _ = try decoder.decode(message) }
            bases.append(decoder)
        }
        Fuzzing.run("wire decoder (Swift), mutated retained", seed: seed, count: Self.retainedCount) { rng in
            let index = Int.random(in: 0..<sessions.count, using: &rng)
            var bytes = sessions[index].last!
            for _ in 0..<Int.random(in: 1...3, using: &rng) where bytes.count > 5 {
                let at = Int.random(in: 5..<bytes.count, using: &rng)  // the header stays in step
                switch Int.random(in: 0...3, using: &rng) {
                case 0: bytes[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &rng)
                case 1: bytes[at] = UInt8.random(in: 0...255, using: &rng)
                case 2: bytes.remove(at: at)
                default: bytes.insert(UInt8.random(in: 0...255, using: &rng), at: at)
                }
            }
            var decoder = bases[index]
            return Self.decode(bytes, with: &decoder, seed: seed)
        }
    }
}
