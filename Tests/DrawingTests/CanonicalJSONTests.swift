@testable import Drawing
import Geometry
import Testing
import ZoetropeTestSupport

@Suite("Canonical JSON")
struct CanonicalJSONTests {
    @Test(
        "Numbers are fixed-point with at most four decimals, rounded half away from zero",
        arguments: [
            (12.5, "12.5"), (0, "0"), (-0.0, "0"), (1.0 / 3, "0.3333"), (2.00004, "2"), (-0.00004, "0"),
            (-2.5, "-2.5"), (0.00005, "0.0001"), (1e12, "1000000000"), (-.infinity, "-1000000000"), (.nan, "0"),
            (123456.78915, "123456.7892"), (10, "10"), (0.1, "0.1"),
        ])
    func numbers(value: Double, text: String) {
        #expect(DecimalFormat.string(value) == text)
    }

    @Test("One operation per line, between a header and a trailer line")
    func layout() {
        let json = SampleFrames.basic.canonicalJSON()
        let lines = json.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == SampleFrames.basic.operations.count + 3)  // header, ops, trailer, final ""
        #expect(lines.first == "{\"height\":300,\"operations\":[")
        #expect(lines[lines.count - 2] == "],\"version\":1,\"width\":400}")
        #expect(lines.last == "")
        #expect(lines[1] == "{\"name\":\"background\",\"op\":\"fill\",\"paint\":{\"color\":\"#F2F2F7FF\",\"type\":\"color\"},\"path\":\"M 0 0 L 400 0 L 400 300 L 0 300 Z\",\"rule\":\"nonZero\"},")
    }

    @Test("Keys are sorted on every line and the whole text parses as JSON")
    func sortedKeys() throws {
        for fixture in SampleFrames.fixtures {
            let json = fixture.frame.canonicalJSON()
            let root = try JSONValue.parse(json)
            guard case .object(let doc) = root, case .array(let ops)? = doc["operations"] else {
                Issue.record("not a frame document")
                continue
            }
            let lines = json.split(separator: "\n").dropFirst().dropLast()
            for (line, op) in zip(lines, ops) {
                var out: [UInt8] = []
                op.write(to: &out, layout: .compact, numbers: .fourDecimals)  // re-serialised with sorted keys
                #expect(String(decoding: out, as: UTF8.self) == String(line.hasSuffix(",") ? line.dropLast() : line))
            }
        }
    }

    @Test("The text is byte-identical across encodings of equal frames")
    func deterministic() {
        for fixture in SampleFrames.fixtures {
            let copy = Frame(size: fixture.frame.size, operations: fixture.frame.operations)
            #expect(fixture.frame.canonicalJSON() == copy.canonicalJSON())
        }
    }

    @Test("Equal frames that differ only in the sign of a zero give the same text and the same wire bytes")
    func negativeZero() throws {
        func frame(_ zero: Double) -> Frame {
            Frame(size: Size(width: 10, height: 10), operations: [
                .init(.concatenate(AffineTransform(a: 1, b: zero, c: zero, d: 1, tx: zero, ty: 0))),
                .init(.fill(Path(Rect(x: zero, y: 0, width: 5, height: 5)), .color(.red), .nonZero)),
            ])
        }
        #expect(frame(-0.0) == frame(0.0))
        #expect(frame(-0.0).canonicalJSON() == frame(0.0).canonicalJSON())
        #expect(!frame(-0.0).canonicalJSON().contains("-0"))
        #expect(try frame(-0.0).wireMessage() == frame(0.0).wireMessage())
    }

    @Test("Sample frames survive encode → decode exactly", arguments: SampleFrames.fixtures.map(\.name))
    func roundTrip(name: String) throws {
        let frame = SampleFrames.fixtures.first { $0.name == name }!.frame
        #expect(try Frame(canonicalJSON: frame.canonicalJSON()) == frame)
    }

    @Test("For any frame, decoding and re-encoding gives the same text", arguments: 1...10)
    func idempotent(seed: UInt64) throws {
        var gen = RandomFrames(seed: seed)
        for _ in 0..<20 {
            let json = gen.frame().canonicalJSON()
            #expect(try Frame(canonicalJSON: json).canonicalJSON() == json)
        }
    }

    @Test(
        "Malformed documents are rejected with a message naming the problem",
        arguments: [
            ("", "unexpected end"),
            ("{\"height\":1,\"operations\":[],\"version\":2,\"width\":1}", "unsupported version 2"),
            ("{\"height\":1,\"operations\":[],\"version\":1}", "missing key \"width\""),
            ("{\"height\":1,\"operations\":[{\"op\":\"jump\"}],\"version\":1,\"width\":1}", "operation 0: unknown op \"jump\""),
            ("{\"height\":1,\"operations\":[{\"op\":\"addFilter\",\"filter\":{\"type\":\"glow\",\"radius\":1}}],\"version\":1,\"width\":1}", "unknown filter type \"glow\""),
            ("{\"height\":1,\"operations\":[{\"op\":\"addFilter\",\"filter\":{\"type\":\"blur\"}}],\"version\":1,\"width\":1}", "missing key \"radius\""),
            ("{\"height\":1,\"operations\":[{\"op\":\"save\",\"extra\":1}],\"version\":1,\"width\":1}", "unknown key \"extra\""),
            ("{\"height\":1,\"operations\":[{\"op\":\"clip\",\"path\":\"M 1\",\"rule\":\"nonZero\"}],\"version\":1,\"width\":1}", "path data"),
            ("{\"height\":1,\"operations\":[{\"op\":\"fill\",\"path\":\"\",\"rule\":\"nonZero\",\"paint\":{\"type\":\"color\",\"color\":\"red\"}}],\"version\":1,\"width\":1}", "not a hex colour"),
            ("{\"height\":1,\"operations\":[{\"op\":\"clip\",\"path\":\"\",\"rule\":\"odd\"}],\"version\":1,\"width\":1}", "\"rule\" must be one of"),
            (String(repeating: "[", count: 100), "nesting deeper"),
            ("{\"a\":1,\"a\":2}", "duplicate key"),
            ("[1] x", "after the document"),
            ("\"\\ud800\\u0041\"", "unpaired surrogate"),
        ])
    func malformed(text: String, fragment: String) {
        do {
            _ = try Frame(canonicalJSON: text)
            Issue.record("decoded")
        } catch {
            #expect(error.description.contains(fragment), "\(error)")
        }
    }

    @Test("Mutated documents never crash the decoder", arguments: [UInt64(1), 2])
    func fuzz(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let corpus = SampleFrames.fixtures.map { Array($0.frame.canonicalJSON().utf8) }
        for _ in 0..<400 {
            var bytes = corpus[Int.random(in: 0..<corpus.count, using: &rng)]
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let at = Int.random(in: 0..<bytes.count, using: &rng)
                bytes[at] = Array("{}[]\",:0123456789.-eE\\ntruefalsenull#MZ".utf8).randomElement(using: &rng)!
            }
            _ = try? Frame(canonicalJSON: String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test("Strings are escaped minimally and read back exactly")
    func strings() throws {
        let tricky = "quote \" backslash \\ nul \u{0} bell \u{7} newline \n emoji 🎾 ü"
        let frame = Frame(size: Size(width: 1, height: 1), operations: [.init(.save, name: tricky)])
        let json = frame.canonicalJSON()
        #expect(json.contains(#"quote \" backslash \\ nul \u0000 bell \u0007 newline \n emoji 🎾 ü"#))
        #expect(try Frame(canonicalJSON: json) == frame)
    }
}

@Suite("Path data")
struct PathDataTests {
    @Test("Path data lists absolute commands with control points first, as SVG does")
    func format() {
        let p = Path { p in
            p.move(to: Point(x: 1, y: 2))
            p.addLine(to: Point(x: 3, y: 4))
            p.addQuadCurve(to: Point(x: 5, y: 6), control: Point(x: 7, y: 8))
            p.addCurve(to: Point(x: 9, y: 10), control1: Point(x: 11, y: 12), control2: Point(x: 13, y: 14))
            p.closeSubpath()
        }
        #expect(PathData.string(p) == "M 1 2 L 3 4 Q 7 8 5 6 C 11 12 13 14 9 10 Z")
        #expect(PathData.parse(PathData.string(p)) == p)
        #expect(PathData.string(Path()) == "" && PathData.parse("") == Path())
    }

    @Test("Malformed path data is rejected", arguments: ["M", "M 1", "M 1 x", "X 1 2", "M 1 2  L 3 4", "M nan 1", "Z Z Z extra"])
    func malformed(text: String) {
        #expect(PathData.parse(text) == nil)
    }
}
