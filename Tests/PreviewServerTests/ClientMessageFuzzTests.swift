import Testing
@testable import PreviewServer
import ZoetropeTestSupport

/// Bounded fuzzing of the socket's message decoder: mutated valid messages of every type and
/// random JSON-ish text either decode or fail with a `ClientMessageError` whose text the page
/// can show; never a trap or a hang. Seeds are fixed; `scripts/bench fuzz` runs 10⁶ inputs.
@Suite("ClientMessage decoder fuzzing")
struct ClientMessageFuzzTests {
    static let seeds: [UInt64] = [11, 12, 13, 14]
    static let count = Fuzzing.inputCount(default: 1000, runs: 2 * seeds.count)

    /// One valid message of every type.
    static let corpus: [[UInt8]] = [
        #"{"type":"viewport","width":800,"height":600,"t":1}"#,
        #"{"type":"pointerDown","id":1,"x":10.5,"y":20,"t":5,"buttons":1,"pointerType":"pen","shift":true}"#,
        #"{"type":"pointerMove","id":2,"x":-3,"y":4,"t":6}"#,
        #"{"type":"pointerUp","id":2,"x":0,"y":0,"t":7,"pointerType":"touch"}"#,
        #"{"type":"pointerCancel","id":2,"x":0,"y":0,"t":7}"#,
        #"{"type":"wheel","x":1,"y":2,"dx":0,"dy":-3.5,"ctrl":true,"t":8}"#,
        #"{"type":"key","key":"ArrowLeft","phase":"up","alt":true,"meta":true,"t":9}"#,
        #"{"type":"action","name":"animate","t":10}"#,
        #"{"type":"set","name":"dampingFraction","value":0.6,"t":11}"#,
        #"{"type":"set","name":"label","value":"h\u00e9llo","t":11}"#,
        #"{"type":"play","t":12}"#, #"{"type":"pause","t":12}"#,
        #"{"type":"seek","time":2.5,"t":13}"#, #"{"type":"speed","value":0.25,"t":14}"#,
        #"{"type":"step","frames":-3,"t":15}"#, #"{"type":"frame","t":16}"#,
        #"{"type":"ping","id":7}"#, #"{"type":"ping","id":"abc"}"#,
    ].map { Array($0.utf8) }

    /// Tokens spliced in: the edges of every range, JSON's odd corners, deep nesting.
    static let dictionary: [[UInt8]] = [
        "1e309", "-1e309", "1e-400", "NaN", "Infinity", "-0", "0.0", "1000001", "-1000001", "2147483648", "-1",
        "86401", "16385", "0.001", "601", "9007199254740993", "null", "true", "false", "\"\"", "{}", "[]",
        "\"\\u0000\"", "\"\\ud800\"", "\"\\uDFFF\"", "\\", "\"", ",", ":", "{", "}", "[", "]", "[[[[[[[[", "{\"a\":{\"b\":{\"c\":{\"d\":{}}}}}",
        "\"type\"", "\"t\"", "\"x\"", "\"id\"", "\"value\"", "\"name\"", "\"frames\"", "\"time\"", "\"key\"",
        "\"pointerDown\"", "\"seek\"", "\"frame\"", "\"set\"", "\"ping\"", "\"wheel\"",
        "\u{FEFF}", "\t\n\r ", "\u{E9}", "\u{1F600}",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x00]]

    static func decode(_ bytes: [UInt8]) -> Fuzzing.Outcome {
        do {
            _ = try ClientMessage(json: bytes)
            return .decoded
        } catch {
            #expect(!SessionRejection.invalidMessage(error).description.isEmpty)
            return .rejected
        }
    }

    @Test("mutated valid messages decode or are rejected with a ClientMessageError", arguments: seeds)
    func mutated(seed: UInt64) {
        let result = Fuzzing.run("client messages, mutated", seed: seed, count: Self.count) { rng in
            let source = Self.corpus[rng.nextInt(in: 0...(Self.corpus.count - 1))]
            return Self.decode(Fuzzing.mutate(source, dictionary: Self.dictionary, using: &rng))
        }
        // Mutations that keep a message valid (a changed digit) exist: the run reaches the fields.
        #expect(result.decoded > 0 && result.rejected > 0)
    }

    @Test("random JSON-ish text is rejected with a ClientMessageError, never a trap", arguments: seeds)
    func random(seed: UInt64) {
        Fuzzing.run("client messages, random", seed: seed, count: Self.count) { rng in
            var bytes: [UInt8] = []
            for _ in 0..<rng.nextInt(in: 0...12) {
                bytes += Self.dictionary[rng.nextInt(in: 0...(Self.dictionary.count - 1))]
            }
            return Self.decode(bytes)
        }
    }
}
