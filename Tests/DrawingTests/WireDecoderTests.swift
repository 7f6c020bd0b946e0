import Drawing
import Geometry
import Testing

@Suite("WireDecoder")
struct WireDecoderTests {
    /// The worked example of docs/protocol.md, assembled by hand from the specification.
    static let specExample: [UInt8] = [
        0x5A, 0x46, 0x01, 0x01,  // "ZF", version 1, flags: reset
        0x00,  // sequence 0
        0x00, 0x00, 0xC8, 0x42,  // width 100
        0x00, 0x00, 0x48, 0x42,  // height 50
        0x01, 0x00, 0x01, 0x61,  // 1 string: id 0, 1 byte, "a"
        0x01, 0x00, 0x04,  // 1 path: id 0, 4 elements
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,  // move 0 0
        0x01, 0x00, 0x00, 0x20, 0x41, 0x00, 0x00, 0x00, 0x00,  // line 10 0
        0x01, 0x00, 0x00, 0x20, 0x41, 0x00, 0x00, 0x20, 0x41,  // line 10 10
        0x04,  // close
        0x02,  // 2 operations
        0x86, 0x00, 0x00, 0xFF, 0x3B, 0x30, 0xFF,  // fill, named "a", path 0, #FF3B30FF
        0x05, 0x00, 0x00, 0x00, 0x3F,  // setOpacity 0.5
    ]

    static let specFrame = Frame(
        size: Size(width: 100, height: 50),
        operations: [
            .init(
                .fill(
                    Path { p in p.addLines([.zero, Point(x: 10, y: 0), Point(x: 10, y: 10)]); p.closeSubpath() },
                    .color(.red), .nonZero), name: "a"),
            .init(.setOpacity(0.5)),
        ])

    @Test("The hand-assembled example of docs/protocol.md is what the encoder writes and the decoder reads")
    func specExampleMatches() throws {
        #expect(try Self.specFrame.wireMessage() == Self.specExample)
        #expect(try Frame(wireMessage: Self.specExample) == Self.specFrame)
    }

    func expectError(_ bytes: [UInt8], _ reason: WireDecodingError.Reason, offset: Int? = nil) {
        do {
            _ = try Frame(wireMessage: bytes)
            Issue.record("decoded a bad message")
        } catch {
            #expect(error.reason == reason)
            if let offset { #expect(error.offset == offset) }
            #expect(!error.description.isEmpty)
        }
    }

    func patched(_ offset: Int, _ value: UInt8) -> [UInt8] {
        var b = Self.specExample
        b[offset] = value
        return b
    }

    @Test("Every truncation of a valid message is rejected as truncated")
    func truncations() throws {
        for fixture in SampleFrames.fixtures.prefix(3) {
            let bytes = try fixture.frame.wireMessage()
            for n in 0..<bytes.count {
                #expect(throws: WireDecodingError.self) { try Frame(wireMessage: Array(bytes[..<n])) }
            }
        }
        for n in 0..<Self.specExample.count {
            do {
                _ = try Frame(wireMessage: Array(Self.specExample[..<n]))
                Issue.record("a prefix of \(n) bytes decoded")
            } catch {
                guard case .truncated = error.reason else {
                    Issue.record("prefix \(n): \(error)")
                    continue
                }
            }
        }
    }

    @Test("Wrong magic, version and flags are named in the error")
    func header() {
        expectError(patched(0, 0x7B), .badMagic, offset: 0)
        expectError(patched(2, 2), .unsupportedVersion(2), offset: 2)
        expectError(patched(2, 0), .unsupportedVersion(0), offset: 2)
        expectError(patched(3, 0x03), .unknownFlags(0x03), offset: 3)
        expectError(patched(3, 0x00), .missingReset, offset: 3)
        expectError(Array("{\"json\": true}".utf8), .badMagic, offset: 0)
    }

    @Test("Trailing bytes, unknown ids, bad verbs and reserved bits are rejected")
    func body() {
        expectError(Self.specExample + [0], .trailingBytes(count: 1))
        expectError(patched(51, 0x07), .unknownPath(id: 7), offset: 51)  // the fill's path id
        expectError(patched(50, 0x05), .unknownString(id: 5), offset: 50)  // the fill's name id
        expectError(patched(20, 0x09), .invalidValue(field: "path verb", value: 9), offset: 20)
        expectError(patched(14, 0x05), .limitExceeded(what: "string id (ids are dense)", value: 5, limit: 0), offset: 14)
        expectError(patched(18, 0x7F), .limitExceeded(what: "path id (ids are dense)", value: 127, limit: 0), offset: 18)
        expectError(patched(49, 0x8F), .unknownOperation(0x8F), offset: 49)  // operation kind 15
        expectError(patched(49, 0x17), .unknownOperation(0x17), offset: 49)  // stroke with bit 4 set
    }

    @Test("Non-finite floats, invalid UTF-8 and out-of-range values are rejected")
    func values() {
        var nan = Self.specExample
        nan.replaceSubrange(5..<9, with: [0x00, 0x00, 0xC0, 0x7F])
        expectError(nan, .nonFiniteNumber(field: "viewport width"), offset: 5)
        expectError(patched(16, 0xFF), .invalidUTF8, offset: 16)
        var opacity = Self.specExample
        opacity.replaceSubrange(57..<61, with: [0x00, 0x00, 0x00, 0x40])  // 2.0
        expectError(opacity, .invalidValue(field: "opacity", value: 2), offset: 57)
    }

    @Test("Counts that promise more than the message holds are rejected before allocating")
    func oversizedCounts() {
        // 0xFFFFFFFF strings.
        var b = Array(Self.specExample[0..<13])
        b += [0xFF, 0xFF, 0xFF, 0xFF, 0x0F]
        do {
            _ = try Frame(wireMessage: b)
            Issue.record("decoded")
        } catch {
            if case .limitExceeded = error.reason {} else { Issue.record("\(error)") }
        }
        // A six-byte varint.
        var c = Array(Self.specExample[0..<4])
        c += [0x80, 0x80, 0x80, 0x80, 0x80, 0x01]
        expectError(c, .malformedVarint(field: "sequence"), offset: 4)
        // 1000 operations promised, 5 bytes left.
        var d = Array(Self.specExample[0..<48])
        d += [0xE8, 0x07, 0, 0, 0, 0, 0]
        do {
            _ = try Frame(wireMessage: d)
            Issue.record("decoded")
        } catch {
            if case .truncated = error.reason {} else { Issue.record("\(error)") }
        }
    }

    @Test("A message larger than the limit is refused outright")
    func tooLarge() {
        let huge = [UInt8](repeating: 0, count: WireFormat.maximumMessageSize + 1)
        expectError(huge, .tooLarge(size: huge.count, limit: WireFormat.maximumMessageSize), offset: 0)
    }

    @Test("An empty buffer is truncated, not a crash")
    func empty() {
        do {
            _ = try Frame(wireMessage: [])
            Issue.record("decoded")
        } catch {
            #expect(error.offset == 0)
        }
    }
}
