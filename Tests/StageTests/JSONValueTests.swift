import Testing
@testable import Stage

@Suite("JSONValue")
struct JSONValueTests {
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
    }

    @Test("strings escape quotes, backslashes and control characters")
    func escaping() {
        #expect(JSONValue.string("a\"b\\c\nd\u{01}é").serialized() == #""a\"b\\c\nd\u0001é""#)
    }

    @Test("parse ∘ serialize is the identity on documents")
    func roundTrip() throws {
        let doc: JSONValue = ["events": [["t": 0.5, "type": "pointerDown", "x": 1e-3, "s": "a\u{1F600}\t"]], "n": nil]
        #expect(try JSONValue.parse(doc.serialized()) == doc)
        #expect(try JSONValue.parse(doc.serialized(.pretty)) == doc)
    }

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

    @Test("nesting beyond the maximum depth is an error, not a crash")
    func depthLimit() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParseError.self) { try JSONValue.parse(deep) }
        let ok = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect((try? JSONValue.parse(ok)) != nil)
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
    }
}
