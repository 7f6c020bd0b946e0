import Stage
import Testing

@Suite("ParameterKey")
struct ParameterKeyTests {
    static let duration = ParameterKey.number("duration", default: 5, in: 0...20, step: 0.5, summary: "Duration (s)")
    static let count = ParameterKey.integer("count", default: 3, in: 1...9, summary: "How many")
    static let slow = ParameterKey.toggle("slow", default: false, summary: "Slow motion")
    static let shape = ParameterKey.choice("shape", default: "drop", options: ["drop", "dot"], summary: "Shape")

    @Test("a key declares exactly the parameter the factory of the same name makes")
    func declaresTheParameter() {
        #expect(Self.duration.parameter == .number("duration", default: 5, in: 0...20, step: 0.5, summary: "Duration (s)"))
        #expect(Self.count.parameter == .integer("count", default: 3, in: 1...9, summary: "How many"))
        #expect(Self.slow.parameter == .toggle("slow", default: false, summary: "Slow motion"))
        #expect(Self.shape.parameter == .choice("shape", default: "drop", options: ["drop", "dot"], summary: "Shape"))
        #expect(Self.duration.name == "duration")
    }

    @Test("values read typed: the defaults first, then what set events stored")
    func readsTyped() {
        var values = ParameterValues(defaults: [Self.duration.parameter, Self.count.parameter, Self.slow.parameter, Self.shape.parameter])
        #expect(values[Self.duration] == 5)
        #expect(values[Self.count] == 3)
        #expect(values[Self.slow] == false)
        #expect(values[Self.shape] == "drop")
        values["duration"] = .number(12.5)
        values["count"] = .number(7)
        values["slow"] = .bool(true)
        values["shape"] = .string("dot")
        #expect(values[Self.duration] == 12.5)
        #expect(values[Self.count] == 7)
        #expect(values[Self.slow] == true)
        #expect(values[Self.shape] == "dot")
        // The typed read agrees with the by-name accessors it replaces.
        #expect(values[Self.duration] == values.number("duration"))
        #expect(values[Self.count] == values.integer("count"))
    }

    @Test("a scene that does not declare the parameter reads its default")
    func undeclared() {
        let values = ParameterValues(defaults: [])
        #expect(values[Self.duration] == 5)
        #expect(values[Self.count] == 3)
        #expect(values[Self.slow] == false)
        #expect(values[Self.shape] == "drop")
    }
}
