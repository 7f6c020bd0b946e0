import Drawing
import Testing

/// The golden vectors in `Tests/Fixtures/protocol/`, shared with `web/test/protocol.test.js`.
///
/// Run with `ZOETROPE_RECORD=1` to rewrite them from `SampleFrames`; a recording run fails on
/// purpose so that it is never mistaken for a passing one.
@Suite("Golden vectors")
struct GoldenVectorTests {
    /// The messages of every fixture, encoded session by session.
    func encodedFixtures() throws -> [(fixture: SampleFrames.Fixture, message: [UInt8])] {
        var encoders: [String: WireEncoder] = [:]
        var out: [(SampleFrames.Fixture, [UInt8])] = []
        for fixture in SampleFrames.fixtures {
            var encoder = encoders[fixture.session] ?? WireEncoder(retainsFrames: fixture.retainsFrames)
            if fixture.resetBefore { encoder.reset() }
            if fixture.fullFrameBefore { encoder.requestFullFrame() }
            out.append((fixture, try encoder.encode(fixture.frame)))
            encoders[fixture.session] = encoder
        }
        return out
    }

    /// The manifest the JavaScript tests read: fixtures in decoding order with their session.
    func manifest() -> String {
        let entries = SampleFrames.fixtures.map { "  {\"name\": \"\($0.name)\", \"session\": \"\($0.session)\"}" }
        return "[\n" + entries.joined(separator: ",\n") + "\n]\n"
    }

    @Test("The encoders reproduce the golden files byte for byte")
    func goldenFiles() throws {
        let encoded = try encodedFixtures()
        if Fixtures.isRecording {
            for (fixture, message) in encoded {
                try Fixtures.write(message, "\(fixture.name).bin")
                try Fixtures.write(Array(fixture.frame.canonicalJSON().utf8), "\(fixture.name).json")
            }
            try Fixtures.write(Array(manifest().utf8), "manifest.json")
            Issue.record("Recorded \(encoded.count) golden vectors into \(Fixtures.directory.path); rerun without ZOETROPE_RECORD to check them.")
            return
        }
        #expect(try Fixtures.text("manifest.json") == manifest())
        for (fixture, message) in encoded {
            #expect(try Fixtures.bytes("\(fixture.name).bin") == message, "\(fixture.name).bin differs")
            #expect(try Fixtures.text("\(fixture.name).json") == fixture.frame.canonicalJSON(), "\(fixture.name).json differs")
        }
    }

    @Test("Decoding the golden binaries in session order gives the sample frames, and so do the JSON files")
    func goldenDecode() throws {
        guard !Fixtures.isRecording else { return }
        var decoders: [String: WireDecoder] = [:]
        for fixture in SampleFrames.fixtures {
            var decoder = decoders[fixture.session] ?? WireDecoder()
            let fromBinary = try decoder.decode(try Fixtures.bytes("\(fixture.name).bin"))
            decoders[fixture.session] = decoder
            let fromJSON = try Frame(canonicalJSON: try Fixtures.text("\(fixture.name).json"))
            #expect(fromBinary == fixture.frame, "\(fixture.name).bin")
            #expect(fromJSON == fixture.frame, "\(fixture.name).json")
        }
    }

    @Test("The session fixtures exercise the cache: later frames are smaller than the first")
    func sessionFixturesUseTheCache() throws {
        guard !Fixtures.isRecording else { return }
        let sizes = try (1...4).map { try Fixtures.bytes("session-\($0).bin").count }
        #expect(sizes[1] < sizes[0] / 2 && sizes[2] < sizes[0] / 2)
        let standalone = try SampleFrames.fixtures.first { $0.name == "session-4" }!.frame.wireMessage()
        #expect(try Fixtures.bytes("session-4.bin") == standalone, "session-4 follows a reset and stands alone")
    }

    @Test("The kept version-1 and version-2 vectors still decode, to the same frame as the version-3 recording")
    func olderVersionVectors() throws {
        let v1 = try Fixtures.bytes("v1-basic.bin"), v2 = try Fixtures.bytes("v2-basic.bin")
        #expect(v1[2] == 1 && v2[2] == 2)
        #expect(try Frame(wireMessage: v1) == SampleFrames.basic)
        #expect(try Frame(wireMessage: v2) == SampleFrames.basic)
        // Version 3 changed nothing but the version byte of a whole frame.
        #expect(Array(try Fixtures.bytes("basic.bin").dropFirst(3)) == Array(v2.dropFirst(3)))
    }

    @Test("The retained fixtures are much smaller than whole frames, but for the one asked for")
    func retainedFixtures() throws {
        guard !Fixtures.isRecording else { return }
        let messages = try (1...5).map { try Fixtures.bytes("retained-\($0).bin") }
        #expect(messages.map { $0[3] } == [0x01, 0x02, 0x02, 0x02, 0x00])
        // The same frames as whole messages of a warm session (session-2 follows session-1).
        let warmWhole = try Fixtures.bytes("session-2.bin").count
        #expect(messages[1].count < warmWhole / 2)
        #expect(messages[4].count > messages[3].count)
    }
}
