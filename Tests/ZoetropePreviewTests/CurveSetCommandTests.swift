import Foundation
import Testing

/// `--set` and `preview list --json` with pull-to-refresh's timing-curve and spring parameters.
@Suite("preview: timing-curve and spring parameters on the command line")
struct CurveSetCommandTests {
    private func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test("--set takes a curve and a spring as JSON; the state shows them as given")
    func setsCurveAndSpring() throws {
        let doc = try json(["state", "pull-to-refresh", "--at", "0",
                            "--set", #"rollInCurve={"x1":0.42,"y1":0,"x2":0.58,"y2":1}"#,
                            "--set", #"listSpring={"duration":0.6,"bounce":0.4}"#])
        let parameters = try #require(doc["parameters"] as? [String: Any])
        #expect(NSDictionary(dictionary: parameters["rollInCurve"] as? [String: Any] ?? [:])
                == NSDictionary(dictionary: ["x1": 0.42, "y1": 0, "x2": 0.58, "y2": 1]))
        #expect(NSDictionary(dictionary: parameters["listSpring"] as? [String: Any] ?? [:])
                == NSDictionary(dictionary: ["duration": 0.6, "bounce": 0.4]))
    }

    static let badSets: [(String, String)] = [
        (#"rollInCurve={"x1":1.5,"y1":0,"x2":0.58,"y2":1}"#, "allowed: x1 and x2 in 0…1, y1 and y2 in -2…2"),
        (#"listSpring={"duration":0.5,"bounce":3}"#, "bounce must be between -1 and 1"),
        (#"listSpring={"response":0.5}"#, "an object must be a number, a boolean, a string, a timing curve"),
        (#"listSpring=0.5"#, #"takes a spring {"duration", "bounce"} or {"mass", "stiffness", "damping"}"#),
    ]

    @Test("bad curves and springs are refused naming the rule", arguments: badSets)
    func refuses(set: String, message: String) throws {
        let result = try CommandRunner.run(["state", "pull-to-refresh", "--at", "0", "--set", set])
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("list --json describes the kinds with their defaults")
    func listed() throws {
        let result = try CommandRunner.run(["list", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let list = try #require(document["scenes"] as? [[String: Any]])
        let scene = try #require(list.first { $0["id"] as? String == "pull-to-refresh" })
        let parameters = try #require(scene["parameters"] as? [[String: Any]])
        let curve = try #require(parameters.first { $0["name"] as? String == "rollInCurve" })
        #expect(curve["type"] as? String == "timingCurve" && curve["yMin"] as? Double == -2 && curve["yMax"] as? Double == 2)
        #expect(NSDictionary(dictionary: curve["default"] as? [String: Any] ?? [:])
                == NSDictionary(dictionary: ["x1": 0.24, "y1": 1.4, "x2": 1, "y2": -1]))
        let spring = try #require(parameters.first { $0["name"] as? String == "listSpring" })
        #expect(spring["type"] as? String == "spring")
        #expect(NSDictionary(dictionary: spring["default"] as? [String: Any] ?? [:])
                == NSDictionary(dictionary: ["mass": 1, "stiffness": 80, "damping": 4]))
    }
}
