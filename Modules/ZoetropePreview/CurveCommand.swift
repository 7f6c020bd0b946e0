import ArgumentParser
import Curves
import Drawing
import Stage

/// `preview curve EXPR`: samples a SwiftUI animation driving a value from 0 to 1.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Sample a SwiftUI animation that moves a value from 0 to 1.",
        discussion: """
            EXPR is an animation written as in SwiftUI, for example '.easeInOut(duration: 0.35)', \
            '.spring(response: 0.4, dampingFraction: 0.6)', '.bouncy', \
            '.timingCurve(0.24, 1.4, 1, -1, duration: 1).delay(0.2)' or \
            '.easeIn.repeatForever(autoreverses: false)'. At t = 0 the value changes from 0 to 1 \
            with that animation; each --retarget changes it again at its time. Every sample prints \
            t (seconds), the presented value, and its velocity (value units per second).

            Without --times or --start/--end/--step the command samples every 1/60 s from 0 until \
            every animation has finished (at most 10 s).

            Examples:
              preview curve '.easeInOut(duration: 0.35)'
              preview curve '.bouncy' --start 0 --end 1 --step 0.1 --json
              preview curve '.spring' --retarget '0.2=0.5' --retarget '0.4=2 with .easeIn(duration: 0.3)'
            """
    )

    @Argument(help: "The animation, as SwiftUI source (quote it for the shell).")
    var expression: String

    @Option(help: ArgumentHelp("Comma-separated sample times in seconds, e.g. 0,0.1,0.25.", valueName: "list"))
    var times: String?

    @Option(help: ArgumentHelp("First sample time in seconds (default 0). Use --start=-1 for negative times.", valueName: "seconds"))
    var start: Double?

    @Option(help: ArgumentHelp("Last sample time in seconds (default: when every animation has finished, at most 10).", valueName: "seconds"))
    var end: Double?

    @Option(help: ArgumentHelp("Seconds between samples (default 1/60).", valueName: "seconds"))
    var step: Double?

    @Option(
        name: .customLong("retarget"),
        help: ArgumentHelp(
            "Change the value at time T to VALUE, animated with EXPR (default: the main animation; 'nil' jumps). Repeatable.",
            valueName: "T=VALUE [with EXPR]"))
    var retargets: [String] = []

    @Flag(help: "Print {\"animation\": …, \"samples\": [{\"t\", \"value\", \"velocity\"}…]} instead of a table.")
    var json = false

    /// The longest run of samples one invocation prints.
    static let maximumSampleCount = 100_000

    func run() throws {
        print(try output(), terminator: "")
    }

    /// What the command prints (`preview mcp`'s `sample_curve` answers the same text).
    func output() throws -> String {
        let animation: Animation
        do {
            animation = try Animation(parsing: expression)
        } catch {
            throw CommandError("cannot read the animation: \(error.pointing(into: expression))")
        }
        let changes = try retargets.map { try Retarget(parsing: $0, defaultAnimation: animation) }
            .enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let timeline = Timeline(animation: animation, changes: changes.map(\.change))
        let sampleTimes = try self.sampleTimes(until: timeline.settleTime)

        var samples: [(t: Double, value: Double, velocity: Double)] = []
        samples.reserveCapacity(sampleTimes.count)
        for t in sampleTimes {
            let state = timeline.state(at: t)
            samples.append((t, state.presentation(at: t), state.velocity(at: t)))
        }

        if json {
            let document: JSONValue = [
                "animation": .string(animation.description),
                "samples": .array(samples.map { ["t": .number($0.t), "value": .number($0.value), "velocity": .number($0.velocity)] }),
            ]
            return document.serialized(.compact) + "\n"
        }
        var text = "animation: \(animation)\n"
        for change in changes {
            let how = change.animation.map { "with \($0)" } ?? "without animation"
            text += "retarget:  at t = \(Self.plain(change.time)) to \(Self.plain(change.value)) \(how)\n"
        }
        // One space between columns even when a number overflows its width (e.g. the 1e9
        // velocity clamp at a vertical end of a curve), so rows always split into three fields.
        text += Self.pad("t", 10) + " " + Self.pad("value", 13) + " " + Self.pad("velocity", 13) + "\n"
        for sample in samples {
            text += Self.pad(Self.fixed(sample.t, 4), 10) + " " + Self.pad(Self.fixed(sample.value, 6), 13)
                + " " + Self.pad(Self.fixed(sample.velocity, 6), 13) + "\n"
        }
        return text
    }

    /// The sample times the options ask for.
    func sampleTimes(until settleTime: Double) throws -> [Double] {
        if let times {
            guard start == nil, end == nil, step == nil else {
                throw CommandError("use either --times or --start/--end/--step, not both")
            }
            var result: [Double] = []
            for item in times.split(separator: ",", omittingEmptySubsequences: false) {
                let text = item.trimmingCharacters(in: " ")
                guard let value = Double(text), value.isFinite else {
                    throw CommandError("--times: '\(text)' is not a number of seconds (write e.g. 0,0.1,0.25)")
                }
                result.append(value)
            }
            guard result.count <= Self.maximumSampleCount else {
                throw CommandError("--times: at most \(Self.maximumSampleCount) samples")
            }
            return result
        }
        let start = self.start ?? 0
        let end = self.end ?? Swift.max(start, Swift.min(settleTime, 10))
        let step = self.step ?? 1.0 / 60
        guard start.isFinite, end.isFinite else { throw CommandError("--start and --end must be finite") }
        guard step.isFinite, step > 0 else { throw CommandError("--step must be a positive number of seconds") }
        guard end >= start else { throw CommandError("--end (\(Self.plain(end))) is before --start (\(Self.plain(start)))") }
        let count = ((end - start) / step * (1 + 1e-12)).rounded(.down) + 1
        guard count <= Double(Self.maximumSampleCount) else {
            throw CommandError(
                "that is \(Int(count)) samples; at most \(Self.maximumSampleCount) (use a larger --step)")
        }
        // Rounded to 1e-12 s so 0.1-second steps print as 0.3, not 0.30000000000000004.
        return (0..<Int(count)).map { index in
            let time = start + Double(index) * step
            let rounded = (time * 1e12).rounded() / 1e12
            return rounded.isFinite ? rounded : time
        }
    }

    static func plain(_ value: Double) -> String { JSONValue.format(value) }

    /// `value` with `decimals` digits after the point (no Foundation formatting needed).
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (Swift.abs(value) * scale).rounded()
        guard rounded < 9e15 else { return "\(value)" }
        var digits = String(Int(rounded))
        if digits.count <= decimals { digits = String(repeating: "0", count: decimals - digits.count + 1) + digits }
        let split = digits.index(digits.endIndex, offsetBy: -decimals)
        let sign = value < 0 && rounded != 0 ? "-" : ""
        return sign + digits[..<split] + (decimals > 0 ? "." + digits[split...] : "")
    }

    static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: Swift.max(0, width - text.count)) + text
    }
}

/// One `--retarget 'T=VALUE [with EXPR]'`.
struct Retarget {
    var time: Double
    var value: Double
    /// `nil`: change without animation.
    var animation: Animation?

    /// The change it makes to the curve's timeline.
    var change: Timeline.Change { Timeline.Change(time: time, value: value, animation: animation) }

    init(parsing text: String, defaultAnimation: Animation) throws {
        let usage = "--retarget '\(text)': expected T=VALUE [with EXPR], e.g. '0.3=0.5 with .spring'"
        guard let equals = text.firstIndex(of: "=") else { throw CommandError(usage) }
        let timeText = text[..<equals].trimmingCharacters(in: " ")
        guard let time = Double(timeText), time.isFinite, time >= 0 else {
            throw CommandError("--retarget '\(text)': the time T must be a number of seconds ≥ 0")
        }
        var rest = text[text.index(after: equals)...]
        var expression: Substring? = nil
        if let with = rest.firstRange(of: " with ") {
            expression = rest[with.upperBound...]
            rest = rest[..<with.lowerBound]
        }
        guard let value = Double(rest.trimmingCharacters(in: " ")), value.isFinite else {
            throw CommandError(usage)
        }
        self.time = time
        self.value = value
        guard let expression else {
            animation = defaultAnimation
            return
        }
        let source = String(expression)
        if source.trimmingCharacters(in: " ") == "nil" {
            animation = nil
            return
        }
        do {
            animation = try Animation(parsing: source)
        } catch {
            let offset = text.distance(from: text.startIndex, to: expression.startIndex)
            throw CommandError("cannot read the retarget animation: \(error.shifted(by: offset).pointing(into: text))")
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing `character`s.
    func trimmingCharacters(in character: Character) -> String {
        var slice = Substring(self)
        while slice.first == character { slice.removeFirst() }
        while slice.last == character { slice.removeLast() }
        return String(slice)
    }
}
