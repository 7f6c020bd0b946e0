import Testing

@testable import Curves

/// The expression reader's depth limit and linear time (issue #43, item 3): `Spring(` × 3,000
/// or `.delay(1)` × N crashed `preview curve` and `preview mcp` (one recursion per level).
@Suite("Expression depth")
struct ExpressionDepthTests {
    static let limit = ExpressionParser.maximumDepth

    @Test("calls nested past the limit are an error at the call that goes too deep, not a crash", .bug(id: "43"),
          arguments: [limit, limit + 1, 3_000, 30_000])
    func nestedCalls(_ count: Int) {
        let source = String(repeating: "Spring(", count: count)
        #expect {
            _ = try Animation(parsing: ".spring(" + source)
        } throws: { error in
            let error = error as? AnimationExpressionError
            return error?.expected.contains("at most \(Self.limit) levels deep") == true
        }
        #expect(throws: AnimationExpressionError.self) { _ = try Spring(parsing: source) }
        #expect(throws: AnimationExpressionError.self) { _ = try UnitCurve(parsing: ".bezier(" + source) }
    }

    @Test("a chain of modifiers past the limit is an error too (the tree is as deep as the chain)", .bug(id: "43"),
          arguments: [limit, 10_000, 100_000])
    func longChain(_ count: Int) {
        let source = ".easeIn" + String(repeating: ".delay(1)", count: count)
        #expect {
            _ = try Animation(parsing: source)
        } throws: { error in
            (error as? AnimationExpressionError)?.expected.contains("levels deep") == true
        }
    }

    @Test("expressions up to the limit still parse: modifiers and nesting count alike", .bug(id: "43"))
    func withinLimit() throws {
        // `.easeIn` is 1 level, each `.delay(1)` 2 (the member and its call).
        let chain = ".easeIn" + String(repeating: ".delay(1)", count: (Self.limit - 1) / 2)
        var expected = Animation.easeIn
        for _ in 0..<((Self.limit - 1) / 2) { expected = expected.delay(1) }
        #expect(try Animation(parsing: chain) == expected)
        #expect(try Animation(parsing: ".spring(Spring(duration: 0.5, bounce: 0.3)).delay(0.2).speed(2)")
                == .spring(Spring(duration: 0.5, bounce: 0.3)).delay(0.2).speed(2))
    }

    @Test("the error points at the token that passes the limit", .bug(id: "43"))
    func column() throws {
        let source = ".easeIn" + String(repeating: ".delay(1)", count: Self.limit)
        do {
            _ = try Animation(parsing: source)
            Issue.record("parsed")
        } catch {
            // `.easeIn` is level 1 and each `.delay(1)` adds 2: after 31 of them the tree is 63
            // deep, the 32nd's member makes 64 and its `(` (column 8 + 9 × 31 + 6) would make 65.
            #expect(error.column == 8 + 9 * 31 + 6, "\(error)")
        }
    }

    @Test("reading time is linear: 10× the input takes about 10× the time, not 100×", .bug(id: "43"))
    func linearTime() {
        func seconds(_ count: Int) -> Double {
            // A flat argument list: long, never deep (an error only at its end).
            let source = ".timingCurve(" + Array(repeating: "0.5", count: count).joined(separator: ", ") + ")"
            let clock = ContinuousClock()
            let elapsed = clock.measure { _ = try? Animation(parsing: source) }
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
        _ = seconds(1_000)
        let small = seconds(20_000), large = seconds(200_000)
        #expect(large < small * 30, "20,000 arguments: \(small) s; 200,000: \(large) s")
    }
}
