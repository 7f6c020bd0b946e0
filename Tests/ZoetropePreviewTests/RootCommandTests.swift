import Foundation
import Testing

@Suite("preview: root command")
struct RootCommandTests {
    @Test("--help names every subcommand and exits 0")
    func helpListsSubcommands() throws {
        let result = try CommandRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: preview"))
        #expect(result.stdout.contains("list"))
        #expect(result.stdout.contains("curve"))
        #expect(result.stdout.contains("spring"))
    }

    @Test("--version prints a semantic version")
    func versionIsPrinted() throws {
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0)
        let version = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let parts = version.split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { Int($0) != nil })
    }

    @Test("an unknown subcommand is an error that says so", arguments: ["frobnicate", "lsit"])
    func unknownSubcommandFails(name: String) throws {
        let result = try CommandRunner.run([name])
        #expect(result.status != 0)
        #expect(result.stderr.contains("Error"))
        #expect(result.stderr.contains(name))
    }

    @Test("a mistyped subcommand gets \"did you mean …?\"", arguments: [("lsit", "list"), ("stat", "state"), ("sping", "spring"), ("rendr", "render")])
    func didYouMean(typed: String, meant: String) throws {
        let result = try CommandRunner.run([typed, "--help"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown command '\(typed)'. Did you mean '\(meant)'?"), "\(result.stderr)")
    }

    @Test("a name far from every subcommand gets the list instead of a guess")
    func noGuess() throws {
        let result = try CommandRunner.run(["frobnicate"])
        #expect(!result.stderr.contains("Did you mean"))
        #expect(result.stderr.contains("The commands are: list, curve, spring, state, render,"), "\(result.stderr)")
        #expect(result.stderr.contains(" serve,") && result.stderr.contains(" init"), "\(result.stderr)")
        #expect(!result.stderr.contains("scene-host"))
    }

    @Test("an unknown option is an error that names it")
    func unknownOptionFails() throws {
        let result = try CommandRunner.run(["list", "--colour"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--colour"))
    }
}
