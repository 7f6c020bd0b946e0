import Foundation
import Testing

@Suite("preview curve")
struct CurveCommandTests {
    struct Sample: Decodable {
        var t: Double
        var value: Double
        var velocity: Double
    }

    struct Document: Decodable {
        var animation: String
        var samples: [Sample]
    }

    func document(_ arguments: [String]) throws -> Document {
        let result = try CommandRunner.run(["curve"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Document.self, from: Data(result.stdout.utf8))
    }

    @Test("the identity curve prints its samples exactly: 0.1 and 0.3 at 0.1 and 0.3 s", .bug(id: 42))
    func linearIsExact() throws {
        let result = try CommandRunner.run(["curve", ".linear(duration: 1)", "--times", "0.1,0.3", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"value\":0.1,") && result.stdout.contains("\"value\":0.3,"), "\(result.stdout)")
        #expect(try document([".linear(duration: 1)", "--times", "0.1,0.3"]).samples.map(\.value) == [0.1, 0.3])
    }

    @Test("the table has a header and one row of t, value, velocity per sample")
    func table() throws {
        let result = try CommandRunner.run(["curve", ".linear(duration: 1)", "--start", "0", "--end", "1", "--step", "0.25"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "animation: .linear(duration: 1)")
        #expect(lines[1].split(separator: " ") == ["t", "value", "velocity"])
        #expect(lines.count == 2 + 5)
        #expect(lines[3].split(separator: " ") == ["0.2500", "0.250000", "1.000000"])
        #expect(lines[6].split(separator: " ") == ["1.0000", "1.000000", "1.000000"])
    }

    @Test("table columns stay separated when a number is wider than its column")
    func wideNumbersKeepColumnsApart() throws {
        // At its end this curve is vertical (second control point x = 1), so the reported
        // velocity is the 1e9 clamp: 19 characters in a 14-character column.
        let result = try CommandRunner.run(["curve", ".timingCurve(0.24, 1.4, 1, -1, duration: 1)", "--times", "1"])
        #expect(result.status == 0)
        let row = result.stdout.split(separator: "\n").map(String.init)[2]
        let fields = row.split(separator: " ")
        #expect(fields.count == 3, "\(row)")
        #expect(fields.first == "1.0000")
    }

    @Test("--json prints the animation and every sample with t, value and velocity")
    func json() throws {
        let document = try document([".easeInOut(duration: 0.35)", "--times", "0,0.175,0.35,1"])
        #expect(document.animation == ".easeInOut(duration: 0.35)")
        #expect(document.samples.map(\.t) == [0, 0.175, 0.35, 1])
        #expect(document.samples[0].value == 0)
        #expect(abs(document.samples[1].value - 0.5) < 1e-9)
        // Velocity in value units per second: slope 1.724 over 0.35 s at the midpoint.
        #expect(abs(document.samples[1].velocity - (0.5 / 0.29) / 0.35) < 1e-6)
        #expect(document.samples[3].value == 1)
        #expect(document.samples[3].velocity == 0)
    }

    @Test("without a range, samples run every 1/60 s until the animation has finished")
    func defaultRange() throws {
        let document = try document([".linear(duration: 0.5)"])
        #expect(document.samples.first?.t == 0)
        #expect(document.samples.count == 31)
        #expect(abs((document.samples.last?.t ?? 0) - 0.5) < 1e-9)
    }

    @Test("every factory and modifier of the spec parses",
          arguments: [
            ".timingCurve(0.24, 1.4, 1, -1, duration: 1).delay(0.2)", ".timingCurve(.circularEaseOut, duration: 1)",
            ".bouncy", ".interpolatingSpring(stiffness: 80, damping: 4)", ".default", ".smooth(duration: 0.3)",
            ".snappy(extraBounce: 0.1)", ".interactiveSpring", ".spring(Spring(mass: 1, stiffness: 100, damping: 10))",
            ".easeIn.speed(2).repeatCount(3, autoreverses: false)", ".easeOut.repeatForever()",
            ".linear.logicallyComplete(after: 0.1)",
          ])
    func factories(expression: String) throws {
        let document = try document([expression, "--times", "0,0.1,0.5,2"])
        #expect(document.samples.count == 4)
        #expect(document.samples.allSatisfy { $0.value.isFinite && $0.velocity.isFinite })
    }

    @Test("a retarget starts from the current value (position continuous) and heads to the new value")
    func retarget() throws {
        let before = try document([".spring", "--times", "0.2"])
        let after = try document([".spring", "--times", "0.2,5", "--retarget", "0.2=3 with .easeIn(duration: 0.3)"])
        #expect(abs(after.samples[0].value - before.samples[0].value) < 1e-12)
        #expect(after.samples[1].value == 3)
        let jump = try document([".linear(duration: 1)", "--times", "0.5", "--retarget", "0.5=2 with nil"])
        #expect(abs(jump.samples[0].value - 1.5) < 1e-12)
    }

    @Test("a parse error exits non-zero and names the column and what was expected")
    func parseError() throws {
        let result = try CommandRunner.run(["curve", ".easeInOut(duration: )"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("column 22"))
        #expect(result.stderr.contains("expected a value after `duration:`"))
        #expect(result.stderr.contains("^"))
        #expect(result.stdout.isEmpty)
    }

    @Test("a retarget's animation error points into the retarget argument")
    func retargetParseError() throws {
        let result = try CommandRunner.run(["curve", ".linear", "--retarget", "0.2=1 with .sprin"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("column 13"))
    }

    @Test("bad options are errors that say what to do",
          arguments: [
            (["--times", "0,x"], "not a number"), (["--step", "0"], "--step"), (["--start", "2", "--end", "1"], "before"),
            (["--times", "0", "--step", "1"], "either --times"), (["--retarget", "oops"], "T=VALUE"),
            (["--retarget=-1=2"], "≥ 0"), (["--step", "1e-9", "--end", "10"], "at most"),
          ])
    func badOptions(row: ([String], String)) throws {
        let result = try CommandRunner.run(["curve", ".linear"] + row.0)
        #expect(result.status != 0)
        #expect(result.stderr.contains(row.1), "\(result.stderr)")
    }
}
