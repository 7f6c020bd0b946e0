import Foundation
import Testing
@testable import PreviewServer

@Suite("JSONValue parsing")
struct JSONValueTests {
    func parse(_ text: String, depth: Int = 8) -> JSONValue? {
        JSONValue.parse(Array(text.utf8), maximumDepth: depth)
    }

    @Test("scalars, arrays and objects", arguments: [
        ("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null), (" 0 ", .number(0)), ("-0.5e2", .number(-50)),
        ("10000000000000000000", .number(1e19)), ("1E-3", .number(0.001)), (#""""#, .string("")),
        ("[]", .array([])), ("{}", .object([:])), (#"[1,"a",[true]]"#, .array([.number(1), .string("a"), .array([.bool(true)])])),
        (#"{"a":{"b":null}}"#, .object(["a": .object(["b": .null])])), ("\t\r\n [ 1 , 2 ] \n", .array([.number(1), .number(2)])),
    ])
    func values(text: String, expected: JSONValue) {
        #expect(parse(text) == expected)
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

    @Test("invalid UTF-8 inside strings is refused")
    func invalidUTF8() {
        #expect(JSONValue.parse([0x22, 0xC3, 0x28, 0x22], maximumDepth: 2) == nil)
        #expect(JSONValue.parse([0x22, 0xFF, 0x22], maximumDepth: 2) == nil)
    }

    @Test("nesting deeper than the limit is refused without recursing further")
    func depth() {
        #expect(parse("[[1]]", depth: 2) == .array([.array([.number(1)])]))
        #expect(parse("[[[1]]]", depth: 2) == nil)
        let hostile = String(repeating: "[", count: 200_000)
        #expect(parse(hostile, depth: 4) == nil)
    }

    @Test("agrees with Foundation's parser on valid documents")
    func agreesWithFoundation() throws {
        var generator = SplitMix(seed: 7)
        for _ in 0..<300 {
            let value = Self.randomValue(&generator, depth: 0)
            let data = try JSONSerialization.data(withJSONObject: ["v": value])
            guard case .object(let parsed)? = JSONValue.parse(Array(data), maximumDepth: 8), let inner = parsed["v"] else {
                Issue.record("could not parse \(String(decoding: data, as: UTF8.self))")
                continue
            }
            let reference = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            #expect(Self.same(inner, reference?["v"]), "\(String(decoding: data, as: UTF8.self))")
        }
    }

    static func randomValue(_ generator: inout SplitMix, depth: Int) -> Any {
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
