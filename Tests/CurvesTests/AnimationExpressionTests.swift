import Geometry
import Testing

@testable import Curves

@Suite("AnimationExpression")
struct AnimationExpressionTests {
    static let accepted: [(String, Animation)] = [
        (".default", .default),
        ("Animation.default", .default),
        (".linear", .linear),
        (".linear(duration: 2)", .linear(duration: 2)),
        (".easeIn", .easeIn), (".easeOut(duration: 1)", .easeOut(duration: 1)), ("  .easeInOut ( duration : 0.35 ) ", .easeInOut),
        (".timingCurve(0.24, 1.4, 1, -1, duration: 1).delay(0.2)", .timingCurve(0.24, 1.4, 1, -1, duration: 1).delay(0.2)),
        (".timingCurve(0.1, 0.75, 0.85, 0.35)", .timingCurve(0.1, 0.75, 0.85, 0.35, duration: 0.35)),
        (".timingCurve(.circularEaseOut, duration: 1)", .timingCurve(.circularEaseOut, duration: 1)),
        (".timingCurve(UnitCurve.easeIn.inverse, duration: 1)", .timingCurve(UnitCurve.easeIn.inverse, duration: 1)),
        (".timingCurve(.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: .center), duration: 0.5)",
         .timingCurve(.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: .center), duration: 0.5)),
        (".spring", .spring(duration: 0.5, bounce: 0)),
        (".spring()", .spring(response: 0.5, dampingFraction: 1)),
        (".spring(response: 0.4, dampingFraction: 0.6)", .spring(response: 0.4, dampingFraction: 0.6)),
        (".spring(dampingFraction: 0.6)", .spring(response: 0.5, dampingFraction: 0.6)),
        (".spring(duration: 0.3, bounce: 0.2, blendDuration: 0.1)", .spring(duration: 0.3, bounce: 0.2, blendDuration: 0.1)),
        (".spring(blendDuration: 1)", .spring(duration: 0.5, bounce: 0, blendDuration: 1)),
        (".spring(Spring(duration: 0.5, bounce: 0.3))", .spring(Spring(duration: 0.5, bounce: 0.3))),
        (".spring(.bouncy, blendDuration: 0.2)", .spring(Spring.bouncy, blendDuration: 0.2)),
        (".interactiveSpring", .interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25)),
        (".interactiveSpring(response: 0.2)", .interactiveSpring(response: 0.2, dampingFraction: 0.86, blendDuration: 0.25)),
        (".interactiveSpring(extraBounce: 0.1)", .interactiveSpring(duration: 0.15, extraBounce: 0.1)),
        (".interpolatingSpring", .interpolatingSpring(duration: 0.5, bounce: 0)),
        (".interpolatingSpring(stiffness: 80, damping: 4)", .interpolatingSpring(mass: 1, stiffness: 80, damping: 4)),
        (".interpolatingSpring(mass: 2, stiffness: 80, damping: 4, initialVelocity: -1.5)",
         .interpolatingSpring(mass: 2, stiffness: 80, damping: 4, initialVelocity: -1.5)),
        (".interpolatingSpring(duration: 0.4, bounce: -0.2)", .interpolatingSpring(duration: 0.4, bounce: -0.2)),
        (".interpolatingSpring(Spring.snappy, initialVelocity: 3)", .interpolatingSpring(.snappy, initialVelocity: 3)),
        (".smooth", .smooth), (".snappy(duration: 0.3)", .snappy(duration: 0.3)), (".bouncy(extraBounce: 0.1)", .bouncy(extraBounce: 0.1)),
        (".easeInOut(duration: 0.35).repeatForever(autoreverses: false)", .easeInOut(duration: 0.35).repeatForever(autoreverses: false)),
        (".linear.repeatForever()", .linear.repeatForever()),
        (".easeInOut.repeatCount(3).speed(0.5)", .easeInOut.repeatCount(3).speed(0.5)),
        (".easeIn.repeatCount(2, autoreverses: false)", .easeIn.repeatCount(2, autoreverses: false)),
        (".linear.delay(1).repeatForever()", .linear.delay(1).repeatForever()),
        (".spring.logicallyComplete(after: 0.2)", .spring.logicallyComplete(after: 0.2)),
        (".linear(duration: 1_000).delay(-0.5).speed(+2)", .linear(duration: 1000).delay(-0.5).speed(2)),
        (".linear(duration: 1e-1)", .linear(duration: 0.1)),
    ]

    @Test("every factory and modifier parses as SwiftUI resolves it", arguments: accepted)
    func parses(row: (String, Animation)) throws {
        #expect(try Animation(parsing: row.0) == row.1)
    }

    // (source, column, expected fragment, found fragment)
    static let rejected: [(String, Int, String, String)] = [
        ("", 1, "an expression", "end of input"),
        (".easeInOut(duration: )", 22, "a value after `duration:`", "`)`"),
        (".easeInOut(durration: 1)", 12, "`duration:`", "`durration:`"),
        (".easeOut(0.3)", 10, "`duration:`", "`0.3`"),
        (".wobble", 2, "an animation", "`wobble`"),
        (".linear.delay", 14, "`(`", "no arguments"),
        (".linear.wait(1)", 9, "a modifier", "`wait`"),
        (".linear(duration: -1)", 19, "a number ≥ 0", "`-1`"),
        (".linear(duration: 1) junk", 22, "end of the expression", "`junk`"),
        (".linear(duration: .5)", 20, "write 0.5", "`5`"),
        (".spring(bounce: -1)", 17, "> -1", "`-1`"),
        (".spring(duration: 0.5, bounce: 2)", 32, "a number > -1 and ≤ 1", "`2`"),
        (".interpolatingSpring(duration: 0.5, bounce: 1.01)", 45, "a number > -1 and ≤ 1", "`1.01`"),
        (".spring(response: 0.4, dampingFraction: 0.6, blendDurration: 1)", 46, "`blendDuration:` or `)`", "`blendDurration:`"),
        (".interpolatingSpring(stiffness: 80)", 35, "`damping:`", "`)`"),
        (".interpolatingSpring(mass: 0, stiffness: 80, damping: 4)", 28, "a number > 0", "`0`"),
        (".interpolatingSpring(stiffness: 80, damping: -4)", 46, "a number ≥ 0", "`-4`"),
        (".linear.repeatCount(0)", 21, "an integer ≥ 1", "`0`"),
        (".linear.repeatCount(2.5)", 21, "an integer", "`2.5`"),
        (".linear.repeatForever(autoreverses: yes)", 37, "`true` or `false`", "`yes`"),
        (".linear.speed(-1)", 15, "a number ≥ 0", "`-1`"),
        (".timingCurve", 13, "`(`", "no arguments"),
        (".timingCurve(.wiggly, duration: 1)", 15, "a unit curve", "`wiggly`"),
        (".timingCurve(0.1, 0.2, 0.3, duration: 1)", 29, "a number", "`duration:`"),
        (".default()", 9, "no arguments", "`(`"),
        (".linear(duration: 1e999)", 19, "at most", "`1e999`"),
        (".linear(duration: 1) ; ", 22, "a name, a number", "`;`"),
        (".spring(Spring(duration: 0))", 26, "a number > 0", "`0`"),
        (".easeIn(duration: 1", 20, "`,` or `)`", "end of input"),
        ("easeIn(duration: 1)", 1, "`.easeIn` (animations start with a dot)", "`easeIn`"),
        (".spring(bounce: 0.2, duration: 1)", 22, "`blendDuration:` or `)`", "`duration:`"),
    ]

    @Test("errors name the column, what was expected and what was found", arguments: rejected)
    func rejects(row: (String, Int, String, String)) {
        do {
            _ = try Animation(parsing: row.0)
            Issue.record("\(row.0) parsed")
        } catch {
            #expect(error.column == row.1, "\(error)")
            #expect(error.expected.contains(row.2), "\(error)")
            #expect(error.found.contains(row.3), "\(error)")
        }
    }

    @Test("pointing(into:) puts a caret under the column")
    func caret() {
        let source = ".easeInOut(duration: )"
        do {
            _ = try Animation(parsing: source)
        } catch {
            let lines = error.pointing(into: source).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[0] == "column 22: expected a value after `duration:`, found `)`")
            #expect(lines[1] == "  " + source)
            #expect(lines[2] == "  " + String(repeating: " ", count: 21) + "^")
        }
    }

    static let springs: [(String, Spring)] = [
        ("", Spring()),
        ("duration: 0.5, bounce: 0.3", Spring(duration: 0.5, bounce: 0.3)),
        ("bounce: 0.3", Spring(duration: 0.5, bounce: 0.3)),
        ("response: 0.4, dampingRatio: 0.6", Spring(response: 0.4, dampingRatio: 0.6)),
        ("mass: 2, stiffness: 100, damping: 10", Spring(mass: 2, stiffness: 100, damping: 10)),
        ("stiffness: 100, damping: 50, allowOverDamping: true", Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true)),
        ("settlingDuration: 1, dampingRatio: 0.8", Spring(settlingDuration: 1, dampingRatio: 0.8)),
        ("settlingDuration: 1, dampingRatio: 0.8, epsilon: 0.01", Spring(settlingDuration: 1, dampingRatio: 0.8, epsilon: 0.01)),
        ("Spring(duration: 0.4)", Spring(duration: 0.4)),
        ("Spring()", Spring()),
        ("bouncy", .bouncy), (".snappy", .snappy), ("Spring.smooth", .smooth),
        ("bouncy(duration: 0.4)", .bouncy(duration: 0.4)), (".smooth(extraBounce: 0.2)", .smooth(extraBounce: 0.2)),
    ]

    @Test("springs parse from initialiser arguments, full source or preset names", arguments: springs)
    func springParsing(row: (String, Spring)) throws {
        #expect(try Spring(parsing: row.0) == row.1)
    }

    @Test("spring parse errors name the column")
    func springErrors() {
        #expect(throws: AnimationExpressionError(column: 23, expected: "a number > -1 and ≤ 1", found: "`-2`")) {
            try Spring(parsing: "duration: 0.5, bounce:-2")
        }
        #expect(throws: AnimationExpressionError(column: 15, expected: "`damping:`", found: "end of input")) {
            try Spring(parsing: "stiffness: 100")
        }
        #expect(throws: AnimationExpressionError.self) { try Spring(parsing: "wobbly") }
        #expect(throws: AnimationExpressionError.self) { try Spring(parsing: "duration: 0.5, stiffness: 3") }
    }

    @Test("unit curves parse on their own")
    func unitCurveParsing() throws {
        #expect(try UnitCurve(parsing: ".circularEaseInOut") == .circularEaseInOut)
        #expect(try UnitCurve(parsing: "UnitCurve.easeInEaseOut") == .easeInOut)
        #expect(try UnitCurve(parsing: ".easeOut.inverse.inverse") == .easeOut)
        #expect(throws: AnimationExpressionError.self) { try UnitCurve(parsing: ".bezier") }
        #expect(throws: AnimationExpressionError.self) {
            try UnitCurve(parsing: ".bezier(startControlPoint: .middle, endControlPoint: .center)")
        }
    }

    @Test("accepted extreme expressions never produce NaN")
    func extremesNeverNaN() throws {
        let sources = [
            ".linear(duration: 0)", ".linear(duration: 1e300)", ".linear(duration: 1e-300)",
            ".timingCurve(1e300, -1e300, -1e300, 1e300, duration: 1)", ".timingCurve(0, 1, 1, 0, duration: 1e-200)",
            ".spring(response: 0, dampingFraction: 0)", ".spring(response: 1e300, dampingFraction: 1e300)",
            ".spring(duration: 1e-300, bounce: -0.9999999999)", ".spring(duration: 0.5, bounce: 1)",
            ".interpolatingSpring(mass: 1e-300, stiffness: 1e300, damping: 0, initialVelocity: 1e300)",
            ".interpolatingSpring(stiffness: 0, damping: 1e300)", ".interpolatingSpring(duration: 1e300, bounce: 0.999999)",
            ".easeIn.speed(1e300).delay(-1e300).repeatCount(9223372036854775807)", ".bouncy.speed(0).repeatForever()",
            ".smooth(duration: 0, extraBounce: -1e300)", ".snappy.logicallyComplete(after: 1e300)",
        ]
        for source in sources {
            let animation = try Animation(parsing: source)
            var value = AnimatedValue(0.0)
            value.set(1, animation: animation, at: 0)
            value.set(-1e6, animation: animation, at: 0.1)
            for time in [0.0, 1e-9, 0.05, 0.1, 0.5, 3, 1e6, 1e300] {
                #expect(!value.presentation(at: time).isNaN, "\(source) at \(time)")
                #expect(!value.velocity(at: time).isNaN, "\(source) velocity at \(time)")
            }
        }
    }
}
