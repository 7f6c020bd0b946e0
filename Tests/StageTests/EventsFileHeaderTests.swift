import Geometry
import Testing
@testable import Stage

@Suite("EventsFile header")
struct EventsFileHeaderTests {
    @Test("scene, seed, viewport and parameters are read from the top level")
    func readsHeader() throws {
        let document = try EventsFile.parseDocument("""
            {"scene": "demo", "seed": 42, "viewport": {"width": 390, "height": 844},
             "parameters": {"size": 120, "color": "teal", "loop": true},
             "events": [{"t": 0.5, "type": "key", "key": "r"}]}
            """)
        #expect(document.header.scene == "demo")
        #expect(document.header.seed == 42)
        #expect(document.header.viewport == Size(width: 390, height: 844))
        #expect(document.header.parameters == ["size": 120, "color": "teal", "loop": true])
        #expect(document.events == [.key("r", at: 0.5)])
        // The parameters become set events at t = 0, in name order.
        #expect(document.header.parameterEvents == [
            .set(name: "color", value: "teal", time: 0), .set(name: "loop", value: true, time: 0),
            .set(name: "size", value: 120, time: 0),
        ])
    }

    @Test("a file without a header states nothing")
    func emptyHeader() throws {
        let document = try EventsFile.parseDocument(#"{"events": []}"#)
        #expect(document.header == EventsFileHeader())
        #expect(document.header.parameterEvents.isEmpty)
    }

    @Test("seeds above 2^53 travel as decimal strings and round-trip exactly")
    func bigSeed() throws {
        let header = EventsFileHeader(scene: "demo", seed: .max, viewport: Size(width: 300, height: 200), parameters: ["size": 50])
        let text = EventsFile.serialize([.pointer(.down, id: 1, x: 1, y: 2, at: 0.25)], header: header)
        #expect(text.contains("\"18446744073709551615\""))
        let document = try EventsFile.parseDocument(text)
        #expect(document.header == header)
        #expect(document.events == [.pointer(.down, id: 1, x: 1, y: 2, at: 0.25)])
    }

    static let badHeaders: [(String, String)] = [
        (#"{"scene": 3, "events": []}"#, "\"scene\" must be a scene id"),
        (#"{"scene": "", "events": []}"#, "\"scene\" must be a scene id"),
        (#"{"seed": -1, "events": []}"#, "\"seed\" must be a whole number"),
        (#"{"seed": 1.5, "events": []}"#, "\"seed\" must be a whole number"),
        (#"{"seed": "12a", "events": []}"#, "\"seed\" must be a whole number"),
        (#"{"viewport": {"width": 0, "height": 10}, "events": []}"#, "\"viewport\" must be"),
        (#"{"viewport": {"width": 10, "height": 10, "scale": 2}, "events": []}"#, "\"viewport\" must be"),
        (#"{"parameters": [1], "events": []}"#, "\"parameters\" must be an object"),
        (#"{"parameters": {"size": null}, "events": []}"#, "\"size\" must be a number, a boolean, a string, a timing curve"),
        (#"{"events": [], "speed": 2}"#, "unknown top-level key \"speed\""),
    ]

    @Test("a malformed header is rejected naming the member", arguments: badHeaders)
    func rejects(text: String, message: String) {
        do {
            _ = try EventsFile.parseDocument(text)
            Issue.record("expected \(text) to be rejected")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }
}
