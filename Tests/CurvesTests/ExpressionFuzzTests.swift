import Testing
import ZoetropeTestSupport

@testable import Curves

/// Bounded fuzzing of the expression reader behind `preview curve`, `preview spring` and
/// `preview mcp` (issue #43): mutated valid expressions, random token soup, and deep nesting and
/// long chains either parse or fail with an `AnimationExpressionError`; never a trap, a stack
/// overflow or super-linear time. Seeds are fixed; `scripts/bench fuzz` runs 10⁶ inputs.
@Suite("Expression reader fuzzing")
struct ExpressionFuzzTests {
    static let seeds: [UInt64] = [21, 22, 23]
    static let count = Fuzzing.inputCount(default: 1000, runs: 3 * seeds.count)

    static let corpus: [[UInt8]] = [
        ".easeInOut(duration: 0.35).repeatForever(autoreverses: false)", ".spring(response: 0.4, dampingFraction: 0.6)",
        "Animation.bouncy", ".timingCurve(0.24, 1.4, 1, -1, duration: 1).delay(0.2)", ".timingCurve(.circularEaseOut, duration: 1)",
        ".interpolatingSpring(stiffness: 80, damping: 4)", ".spring(Spring(duration: 0.5, bounce: 0.3))",
        ".timingCurve(.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: .center), duration: 0.5)",
        ".easeInOut.repeatCount(3).speed(0.5)", ".linear.repeatForever()",
    ].map { Array($0.utf8) }

    static let dictionary: [[UInt8]] = [
        "(", ")", ".", ",", ":", "-", "+", "Spring(", ".delay(1)", ".speed(2)", "duration:", "bounce:", "1e309", "-0", "0.5",
        "9223372036854775808", "1_000", "true", "UnitPoint(", ".spring(", "Animation.", "repeatCount(", "é", "\u{301}", " ",
    ].map { Array($0.utf8) } + [[0xFF], [0x00]]

    static func parse(_ bytes: [UInt8]) -> Fuzzing.Outcome {
        let text = String(decoding: bytes, as: UTF8.self)
        var decoded = false
        if (try? Animation(parsing: text)) != nil { decoded = true }
        if (try? Spring(parsing: text)) != nil { decoded = true }
        if (try? UnitCurve(parsing: text)) != nil { decoded = true }
        return decoded ? .decoded : .rejected
    }

    @Test("mutated valid expressions parse or are refused with an AnimationExpressionError", .bug(id: "43"), arguments: seeds)
    func mutated(seed: UInt64) {
        let result = Fuzzing.run("expressions, mutated", seed: seed, count: Self.count) { rng in
            let source = Self.corpus[rng.nextInt(in: 0...(Self.corpus.count - 1))]
            return Self.parse(Fuzzing.mutate(source, dictionary: Self.dictionary, using: &rng))
        }
        #expect(result.decoded > 0 && result.rejected > 0)
    }

    @Test("random token soup is refused, never a trap", .bug(id: "43"), arguments: seeds)
    func random(seed: UInt64) {
        Fuzzing.run("expressions, random", seed: seed, count: Self.count) { rng in
            var bytes: [UInt8] = []
            for _ in 0..<rng.nextInt(in: 0...24) { bytes += Self.dictionary[rng.nextInt(in: 0...(Self.dictionary.count - 1))] }
            return Self.parse(bytes)
        }
    }

    @Test("deep nesting and long chains (up to 20,000 levels) are refused quickly, never a stack overflow", .bug(id: "43"), arguments: seeds)
    func deep(seed: UInt64) {
        Fuzzing.run("expressions, deep", seed: seed, count: Swift.max(Self.count / 50, 10)) { rng in
            let levels = rng.nextInt(in: 1...20_000)
            let piece = [["Spring("], ["(", "UnitPoint("], [".delay(1)", ".speed(2)"], [".spring(", "Spring(duration: 1)", ")"]][rng.nextInt(in: 0...3)]
            var text = rng.nextInt(in: 0...1) == 0 ? ".easeIn" : ".spring("
            for index in 0..<levels { text += piece[index % piece.count] }
            return Self.parse(Array(text.utf8))
        }
    }
}
