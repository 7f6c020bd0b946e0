import Foundation
import Testing

@Suite("preview spring")
struct SpringCommandTests {
    static let keys = ["mass", "stiffness", "damping", "response", "dampingRatio", "duration", "bounce", "settlingDuration"]

    @Test("prints every parameter, one per line, in order")
    func text() throws {
        let result = try CommandRunner.run(["spring", "duration: 0.5, bounce: 0.3"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.map { String($0.split(separator: " ")[0]) } == Self.keys)
        #expect(lines[1].hasSuffix("157.91367041742973"))
    }

    @Test("--json gives one object with exactly those keys (sorted, like every preview JSON document)")
    func json() throws {
        let result = try CommandRunner.run(["spring", "mass: 1, stiffness: 100, damping: 10", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Double])
        #expect(Set(object.keys) == Set(Self.keys))
        #expect(abs((object["duration"] ?? 0) - 0.628319) < 1e-6)
        #expect(abs((object["bounce"] ?? 0) - 0.5) < 1e-12)
        #expect(abs((object["settlingDuration"] ?? 0) - 1.73990) < 1e-5)
        let order = Self.keys.sorted().compactMap { result.stdout.range(of: "\"\($0)\"")?.lowerBound }
        #expect(order.count == Self.keys.count && order == order.sorted())
    }

    @Test("presets and whole expressions are accepted", arguments: ["bouncy", ".snappy", "Spring(response: 0.4, dampingRatio: 0.6)", "smooth(duration: 0.3)", ""])
    func presets(source: String) throws {
        let result = try CommandRunner.run(["spring", source, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("an undamped spring's settling duration is null in JSON")
    func undamped() throws {
        let result = try CommandRunner.run(["spring", "response: 0.5, dampingRatio: 0", "--json"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"settlingDuration\":null"))
    }

    @Test("a parse error exits non-zero and names the column")
    func parseError() throws {
        let result = try CommandRunner.run(["spring", "duration: 0.5, bounce: -2"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("column 24"))
        #expect(result.stderr.contains("a number > -1"))
    }
}
