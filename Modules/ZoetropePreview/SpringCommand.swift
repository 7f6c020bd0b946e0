import ArgumentParser
import Curves
import Drawing
import Stage

/// `preview spring 'duration: 0.5, bounce: 0.3'`: every parameter of a SwiftUI `Spring`.
struct SpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Show every parameter of a SwiftUI Spring.",
        discussion: """
            SPRING is the arguments of any Spring initialiser ('duration: 0.5, bounce: 0.3', \
            'response: 0.4, dampingRatio: 0.6', 'mass: 1, stiffness: 100, damping: 10', \
            'settlingDuration: 1, dampingRatio: 0.8'), a whole 'Spring(…)' expression, or a preset \
            ('smooth', 'snappy', 'bouncy', 'bouncy(duration: 0.4, extraBounce: 0.1)'). Without it, \
            Spring() (duration 0.5, bounce 0).

            Prints mass, stiffness, damping, response (s), dampingRatio, duration (s), bounce and \
            settlingDuration (s; SwiftUI's estimate for a unit change, epsilon 0.001), rounded to 15 \
            significant digits (--json prints every digit). Out-of-range values are refused with \
            the allowed range (bounce: -1 < bounce ≤ 1).
            """
    )

    @Argument(help: "The spring (quote it for the shell).")
    var spring: String = ""

    @Flag(help: "Print one JSON object with the same keys.")
    var json = false

    func run() throws {
        print(try output(), terminator: "")
    }

    /// What the command prints (`preview mcp`'s `spring` answers the same text).
    func output() throws -> String {
        let value: Spring
        do {
            value = try Spring(parsing: spring)
        } catch {
            throw CommandError("cannot read the spring: \(error.pointing(into: spring))")
        }
        let rows: [(String, Double)] = [
            ("mass", value.mass), ("stiffness", value.stiffness), ("damping", value.damping),
            ("response", value.response), ("dampingRatio", value.dampingRatio), ("duration", value.duration),
            ("bounce", value.bounce), ("settlingDuration", value.settlingDuration),
        ]
        if json {
            return JSONValue.object(Dictionary(uniqueKeysWithValues: rows.map { ($0.0, JSONValue.number($0.1)) })).serialized(.compact) + "\n"
        }
        var text = ""
        for (name, number) in rows {
            text += name + String(repeating: " ", count: 18 - name.count) + ReadableNumber.text(number) + "\n"
        }
        return text
    }
}
