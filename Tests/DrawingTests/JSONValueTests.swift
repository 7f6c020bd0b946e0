import Foundation
import Testing
@testable import Drawing
import ZoetropeTestSupport

/// The one JSON model: the union of the former Stage, PreviewServer and Drawing JSON tests, run
/// against `Drawing.JSONValue`.
@Suite("JSONValue")
struct JSONValueTests {
    // MARK: Writing (formerly StageTests)

    @Test("serialization sorts keys so equal values give identical text")
    func sortedKeys() {
        let a: JSONValue = ["b": 1, "a": [true, nil, "x"], "c": ["z": 0.5, "y": -2]]
        #expect(a.serialized() == #"{"a":[true,null,"x"],"b":1,"c":{"y":-2,"z":0.5}}"#)
    }

    @Test("pretty layout indents by two spaces, one member per line")
    func pretty() {
        let a: JSONValue = ["b": [1, 2], "a": [:]]
        #expect(a.serialized(.pretty) == "{\n  \"a\": {},\n  \"b\": [\n    1,\n    2\n  ]\n}")
    }

    @Test("numbers: integers without fraction, shortest round-trip otherwise, non-finite as null",
          arguments: [(3.0, "3"), (-12.0, "-12"), (0.1, "0.1"), (-0.0, "0"), (1e-7, "1e-07"),
                      (.nan, "null"), (.infinity, "null"), (1e300, "1e+300")])
    func numbers(value: Double, text: String) {
        #expect(JSONValue.number(value).serialized() == text)
        #expect(JSONValue.format(value) == text)
    }

    @Test("the canonical frame style writes numbers by DecimalFormat, with the same sorted compact layout",
          arguments: [(1.0 / 3, "0.3333"), (12.5, "12.5"), (2.00004, "2"), (-0.00004, "0"), (1e12, "1000000000"),
                      (Double.nan, "0")])
    func fourDecimals(value: Double, text: String) {
        var out: [UInt8] = []
        JSONValue.object(["b": .number(value), "a": .array([.number(value)])]).write(to: &out, layout: .compact, numbers: .fourDecimals)
        #expect(String(decoding: out, as: UTF8.self) == "{\"a\":[\(text)],\"b\":\(text)}")
    }

    @Test("strings escape quotes, backslashes and control characters")
    func escaping() {
        #expect(JSONValue.string("a\"b\\c\nd\u{01}é").serialized() == #""a\"b\\c\nd\u0001é""#)
        #expect(JSONValue.string("\u{8}\u{C}\r\t\u{1F}").serialized() == #""\b\f\r\t\u001f""#)
    }

    @Test("parse ∘ serialize is the identity on documents")
    func roundTrip() throws {
        let doc: JSONValue = ["events": [["t": 0.5, "type": "pointerDown", "x": 1e-3, "s": "a\u{1F600}\t"]], "n": nil]
        #expect(try JSONValue.parse(doc.serialized()) == doc)
        #expect(try JSONValue.parse(doc.serialized(.pretty)) == doc)
        #expect(try JSONValue.parse(utf8: Array(doc.serialized().utf8)) == doc)
    }

    // MARK: Parsing from text (formerly StageTests)

    @Test("parse reads escapes, surrogate pairs, exponents and whitespace")
    func parsing() throws {
        let v = try JSONValue.parse(" { \"a\" : [ 1.5e2 , -0.25E-1 , \"\\u00e9\\ud83d\\ude00\\/\" ] }\n")
        #expect(v["a"]?[0]?.doubleValue == 150)
        #expect(v["a"]?[1]?.doubleValue == -0.025)
        #expect(v["a"]?[2]?.stringValue == "é😀/")
    }

    @Test("malformed documents are rejected with a position",
          arguments: ["", "{", "[1,]", "{\"a\":1,}", "{'a':1}", "NaN", "Infinity", "01", "1.", "-", "1e",
                      "{\"a\":1} x", "\"abc", "\"a\nb\"", "\"\\x\"", "\"\\ud800\"", "1e999", "{\"a\":1,\"a\":2}",
                      "tru", "[1 2]", "{\"a\" 1}", "// c\n1"])
    func rejects(text: String) {
        #expect(throws: JSONParseError.self) { try JSONValue.parse(text) }
    }

    @Test("errors name line and column")
    func errorPosition() {
        do {
            _ = try JSONValue.parse("{\n  \"a\": [1,\n  ]\n}")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 3)
            #expect(error.column == 3)
            #expect(error.description.contains("line 3, column 3"))
        }
    }

    @Test("a duplicate key is reported at the repeated key, from text and from bytes alike")
    func duplicateKeyPosition() throws {
        let text = "{\"a\":1,\n \"a\":2}"
        let expected = JSONParseError(line: 2, column: 2, message: "duplicate key \"a\"")
        #expect(try #require(throws: JSONParseError.self) { try JSONValue.parse(text) } == expected)
        #expect(try #require(throws: JSONParseError.self) { try JSONValue.parse(utf8: Array(text.utf8)) } == expected)
    }

    @Test("nesting beyond the maximum depth is an error, not a crash")
    func depthLimit() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParseError.self) { try JSONValue.parse(deep) }
        let ok = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect((try? JSONValue.parse(ok)) != nil)
        let limit = String(repeating: "[", count: JSONValue.maximumDepth) + String(repeating: "]", count: JSONValue.maximumDepth)
        #expect((try? JSONValue.parse(limit)) != nil)
        #expect(throws: JSONParseError.self) { try JSONValue.parse("[" + limit + "]") }
    }

    @Test("accessors return nil for the wrong type")
    func accessors() {
        let v: JSONValue = ["n": 2, "s": "x", "b": true, "f": 2.5]
        #expect(v["n"]?.intValue == 2)
        #expect(v["f"]?.intValue == nil)
        #expect(v["s"]?.doubleValue == nil)
        #expect(v["b"]?.boolValue == true)
        #expect(v["missing"] == nil)
        #expect(v[0] == nil)
        #expect(JSONValue.array([1])[5] == nil)
        #expect(JSONValue.null.typeName == "null" && JSONValue.bool(true).typeName == "boolean")
    }

    // MARK: Parsing from bytes with a small depth (formerly PreviewServerTests)

    func parse(_ text: String, depth: Int = 8) -> JSONValue? {
        try? JSONValue.parse(utf8: Array(text.utf8), maximumDepth: depth)
    }

    @Test("scalars, arrays and objects", arguments: [
        ("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null), (" 0 ", .number(0)), ("-0.5e2", .number(-50)),
        ("10000000000000000000", .number(1e19)), ("1E-3", .number(0.001)), (#""""#, .string("")),
        ("[]", .array([])), ("{}", .object([:])), (#"[1,"a",[true]]"#, .array([.number(1), .string("a"), .array([.bool(true)])])),
        (#"{"a":{"b":null}}"#, .object(["a": .object(["b": .null])])), ("\t\r\n [ 1 , 2 ] \n", .array([.number(1), .number(2)])),
    ])
    func values(text: String, expected: JSONValue) throws {
        #expect(parse(text) == expected)
        #expect(try JSONValue.parse(text) == expected)
    }

    @Test("string escapes, including surrogate pairs, decode to their characters")
    func escapes() {
        #expect(parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        #expect(parse(#""\u00e9\u20AC\ud83c\udf9e""#) == .string("é€🎞"))
        #expect(parse(#""\u0000""#) == .string("\u{0}"))
        #expect(parse("\"héllo 🎞\"") == .string("héllo 🎞"))
    }

    @Test("everything else is refused", arguments: [
        "", " ", "tru", "nul", "True", "[1,]", "[,1]", "{,}", #"{"a":1,}"#, #"{"a" 1}"#, #"{a:1}"#, "{'a':1}", "01", "-", "1.", ".5",
        "1e", "+1", "0x10", "NaN", "Infinity", "1e400", #""abc"#, "\"a\u{1}b\"", #""\x""#, #""\u12""#, #""\ud83c""#, #""\ud83cx""#,
        #""\udf9e""#, "[1] 2", "{} {}", #"{"a":1,"a":2}"#, "[", "]", "[[[[[[[[[1]]]]]]]]]",
    ])
    func refusals(text: String) {
        #expect(parse(text) == nil)
    }

    @Test("invalid UTF-8 inside strings is refused, with the position of the string")
    func invalidUTF8() throws {
        #expect(throws: JSONParseError.self) { try JSONValue.parse(utf8: [0x22, 0xC3, 0x28, 0x22], maximumDepth: 2) }
        #expect(throws: JSONParseError.self) { try JSONValue.parse(utf8: [0x22, 0xFF, 0x22], maximumDepth: 2) }
        let error = try #require(throws: JSONParseError.self) { try JSONValue.parse(utf8: [0x5B, 0x0A, 0x22, 0xFF, 0x22, 0x5D]) }
        #expect((error.line, error.column) == (2, 1))
        #expect(throws: JSONParseError.self) { try JSONValue.parse(utf8: [0xFF]) }
    }

    @Test("nesting deeper than the limit is refused without recursing further")
    func depth() {
        #expect(parse("[[1]]", depth: 2) == .array([.array([.number(1)])]))
        #expect(parse("[[[1]]]", depth: 2) == nil)
        #expect(parse("1", depth: 0) == .number(1))
        #expect(parse("[]", depth: 0) == nil)
        let hostile = String(repeating: "[", count: 200_000)
        #expect(parse(hostile, depth: 4) == nil)
    }

    @Test("agrees with Foundation's parser on valid documents")
    func agreesWithFoundation() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let value = Self.randomValue(&generator, depth: 0)
            let data = try JSONSerialization.data(withJSONObject: ["v": value])
            guard case .object(let parsed)? = try? JSONValue.parse(utf8: Array(data), maximumDepth: 8), let inner = parsed["v"] else {
                Issue.record("could not parse \(String(decoding: data, as: UTF8.self))")
                continue
            }
            let reference = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            #expect(Self.same(inner, reference?["v"]), "\(String(decoding: data, as: UTF8.self))")
        }
    }

    static func randomValue(_ generator: inout SplitMix64, depth: Int) -> Any {
        switch generator.next() % (depth > 3 ? 4 : 6) {
        case 0: return generator.next() % 2 == 0
        case 1: return Double(Int64(bitPattern: generator.next()) % 1_000_000) / 64
        case 2: return String((0..<Int(generator.next() % 8)).map { _ in Character(Unicode.Scalar(UInt8(32 + generator.next() % 90))) }) + "é\n\"\\"
        case 3: return NSNull()
        case 4: return (0..<Int(generator.next() % 4)).map { _ in randomValue(&generator, depth: depth + 1) }
        default: return Dictionary(uniqueKeysWithValues: (0..<Int(generator.next() % 4)).map { ("k\($0)", randomValue(&generator, depth: depth + 1)) })
        }
    }

    static func same(_ value: JSONValue, _ reference: Any?) -> Bool {
        switch value {
        case .null: return reference is NSNull
        case .bool(let flag): return (reference as? Bool) == flag
        case .number(let number): return (reference as? NSNumber)?.doubleValue == number
        case .string(let text): return (reference as? String) == text
        case .array(let items):
            guard let other = reference as? [Any], other.count == items.count else { return false }
            return zip(items, other).allSatisfy { same($0, $1) }
        case .object(let fields):
            guard let other = reference as? [String: Any], other.count == fields.count else { return false }
            return fields.allSatisfy { same($0.value, other[$0.key]) }
        }
    }
}
