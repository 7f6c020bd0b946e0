import Foundation
import Testing

@Suite("preview list")
struct ListCommandTests {
    @Test("--help describes the command and its --json flag")
    func help() throws {
        let result = try CommandRunner.run(["list", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("List the scenes"))
        #expect(result.stdout.contains("--json"))
    }

    @Test("--json prints a document with a scenes array")
    func jsonDocument() throws {
        let result = try CommandRunner.run(["list", "--json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let document = try #require(object as? [String: Any])
        #expect(document["scenes"] is [Any])
    }
}
