import Drawing
import Geometry
import Testing

@Suite("WireDecoder")
struct WireDecoderTests {
    /// The worked example of docs/protocol.md, assembled by hand from the specification.
    static let specExample: [UInt8] = [
        0x5A, 0x46, 0x03, 0x01,  // "ZF", version 3, flags: reset
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
        expectError(patched(2, 4), .unsupportedVersion(4), offset: 2)
        expectError(patched(2, 0), .unsupportedVersion(0), offset: 2)
        expectError(patched(3, 0x03), .unknownFlags(0x03), offset: 3)  // reset and retained
        expectError(patched(3, 0x04), .unknownFlags(0x04), offset: 3)
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

    /// A self-contained version-3 message of a 0 × 0 frame holding `operations` (raw bytes).
    static func operationsMessage(_ operations: [UInt8], count: Int) -> [UInt8] {
        [0x5A, 0x46, 0x03, 0x01, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0x00, 0x00, UInt8(count)] + operations
    }

    @Test("Version 1 messages still decode, without the version-2 operation kinds")
    func versionOne() throws {
        #expect(try Frame(wireMessage: patched(2, 0x01)) == Self.specFrame)
        var v1 = Self.operationsMessage([0x0A], count: 1)  // resetFilters
        v1[2] = 0x01
        expectError(v1, .unknownOperation(0x0A), offset: 16)
        #expect(try Frame(wireMessage: Self.operationsMessage([0x0A], count: 1)).operations == [.init(.resetFilters)])
    }

    @Test("Filters: the spec's byte layout, radii outside 0…256, unknown filter kinds and reserved kinds are rejected")
    func filters() throws {
        // shadow: radius 4, x 0, y 2, #00000054
        let shadow: [UInt8] = [0x09, 0x00, 0x00, 0x80, 0x40, 0, 0, 0, 0, 0x00, 0x00, 0x00, 0x40, 0x00, 0x00, 0x00, 0x54]
        let frame = try Frame(wireMessage: Self.operationsMessage(shadow, count: 1))
        #expect(frame.operations == [.init(.addFilter(.shadow(color: Color(hex: 0x000000, opacity: 84.0 / 255), radius: 4, x: 0, y: 2)))])
        #expect(try frame.wireMessage() == Self.operationsMessage(shadow, count: 1))
        // blur: radius 1.5
        let blur: [UInt8] = [0x19, 0x00, 0x00, 0xC0, 0x3F]
        #expect(try Frame(wireMessage: Self.operationsMessage(blur, count: 1)).operations == [.init(.addFilter(.blur(radius: 1.5)))])
        expectError(Self.operationsMessage([0x19, 0x00, 0x00, 0x80, 0xBF], count: 1), .invalidValue(field: "filter radius", value: -1), offset: 17)
        expectError(Self.operationsMessage([0x19, 0x00, 0x00, 0x81, 0x43], count: 1), .invalidValue(field: "filter radius", value: 258), offset: 17)
        expectError(Self.operationsMessage([0x19, 0x00, 0x00, 0x80, 0x7F], count: 1), .nonFiniteNumber(field: "filter radius"), offset: 17)
        expectError(Self.operationsMessage([0x29, 0x00, 0x00, 0x00, 0x00], count: 1), .unknownOperation(0x29), offset: 16)
        for kind: UInt8 in 13...15 { expectError(Self.operationsMessage([kind], count: 1), .unknownOperation(kind), offset: 16) }
        expectError(Self.operationsMessage([0x1B], count: 1), .unknownOperation(0x1B), offset: 16)  // beginLayer with a flag
    }

    @Test("Layers nest at most Frame.maximumLayerDepth deep: the decoder refuses deeper, the encoder never writes them")
    func layerDepth() throws {
        let depth = Frame.maximumLayerDepth
        let ok = Self.operationsMessage(Array(repeating: 0x0B, count: depth) + Array(repeating: 0x0C, count: depth), count: 2 * depth)
        #expect(try Frame(wireMessage: ok).operations.count == 2 * depth)
        // Depth is counted per open layer: closing one makes room for another.
        let reopened = Self.operationsMessage(Array(repeating: 0x0B, count: depth) + [0x0C, 0x0B], count: depth + 2)
        #expect(try Frame(wireMessage: reopened).operations.count == depth + 2)
        let deep = Self.operationsMessage(Array(repeating: 0x0B, count: depth + 1), count: depth + 1)
        expectError(deep, .limitExceeded(what: "layer depth", value: depth + 1, limit: depth), offset: 16 + depth)

        let fill = Frame.Operation(.fill(Path(Rect(x: 0, y: 0, width: 1, height: 1)), .color(.red), .nonZero), name: "deepest")
        let nested = Frame(
            size: Size(width: 10, height: 10),
            operations: Array(repeating: .init(.beginLayer), count: depth + 3) + [fill]
                + Array(repeating: .init(.endLayer), count: depth + 3) + [.init(.endLayer)])
        let decoded = try Frame(wireMessage: nested.wireMessage())
        #expect(decoded == nested.wireQuantized())
        #expect(decoded.operations.filter { $0.command == .beginLayer }.count == depth)
        #expect(decoded.operations.filter { $0.command == .endLayer }.count == depth + 1, "the stray endLayer is kept")
        #expect(try Frame(canonicalJSON: nested.canonicalJSON()) == decoded)
    }
}
