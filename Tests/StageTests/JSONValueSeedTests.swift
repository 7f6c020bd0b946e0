import Drawing
import Testing
@testable import Stage

@Suite("JSONValue+Seed")
struct JSONValueSeedTests {
    @Test("seeds up to 2⁵³ are numbers, larger seeds are their decimal digits",
          arguments: [(UInt64(0), JSONValue.number(0)), (42, .number(42)), (1 << 53, .number(9_007_199_254_740_992)),
                      ((1 << 53) + 1, .string("9007199254740993")), (.max, .string("18446744073709551615"))])
    func seed(seed: UInt64, expected: JSONValue) {
        #expect(JSONValue(seed: seed) == expected)
    }

    @Test("every seed reads back exactly from its serialization")
    func seedRoundTrip() throws {
        for seed: UInt64 in [0, 1, 1 << 53, (1 << 53) + 1, 1 << 63, .max] {
            let text = JSONValue(seed: seed).serialized()
            let back = try JSONValue.parse(text)
            let value = back.doubleValue.map { UInt64($0) } ?? back.stringValue.flatMap { UInt64($0) }
            #expect(value == seed, "\(text)")
        }
    }
}
