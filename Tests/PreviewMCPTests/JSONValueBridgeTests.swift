import Drawing
import Foundation
import MCP
@testable import PreviewMCP
import Testing

// The bridge between Drawing's JSONValue (what the tools see) and the SDK's Value (what travels).

@Suite("PreviewMCP: JSONValue ⇄ MCP Value")
struct JSONValueBridgeTests {
    static let samples: [JSONValue] = [
        .null, .bool(true), .bool(false), .number(0), .number(-3), .number(1.5), .number(9_007_199_254_740_992),
        .number(1e300), .string(""), .string("é ✓"), .array([]), .array([.number(1), .string("a"), .null]),
        .object([:]), .object(["a": .object(["b": .array([.bool(true), .number(0.25)])]), "c": .string("x")]),
    ]

    @Test("JSON → Value → JSON is the identity", arguments: samples)
    func roundTrip(value: JSONValue) throws {
        #expect(try JSONValueBridge.json(from: JSONValueBridge.value(from: value)) == value)
    }

    @Test("whole numbers within ±2⁵³ travel as integers, others as doubles")
    func integers() {
        #expect(JSONValueBridge.value(from: .number(0)) == .int(0))
        #expect(JSONValueBridge.value(from: .number(-9_007_199_254_740_992)) == .int(-9_007_199_254_740_992))
        #expect(JSONValueBridge.value(from: .number(9_007_199_254_740_994)) == .double(9_007_199_254_740_994))
        #expect(JSONValueBridge.value(from: .number(0.5)) == .double(0.5))
    }

    @Test("integers and doubles both read as numbers")
    func numbers() throws {
        #expect(try JSONValueBridge.json(from: .int(7)) == .number(7))
        #expect(try JSONValueBridge.json(from: .double(-0.125)) == .number(-0.125))
    }

    @Test("a data value is refused with a message, anywhere in the argument")
    func data() {
        let nested: Value = .object(["events": .array([.data(mimeType: "text/plain", Data([0x41]))])])
        #expect(throws: PreviewToolError("data URLs are not accepted as arguments")) {
            try JSONValueBridge.json(from: nested)
        }
    }

    @Test("a tool error prints its message")
    func errorDescription() {
        #expect(String(describing: PreviewToolError("size must be W×H")) == "size must be W×H")
    }
}
