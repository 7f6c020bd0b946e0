import Foundation
import Stage

/// `preview state --animations` for people: one line per animated property — presented value,
/// and while animating `→ model` and the velocity — then its running animations, indented, with
/// their start and end (scene seconds). Numbers have 6 significant digits (the JSON is exact).
/// Runs of one animation restarted while the previous one runs (a curve retargeted every tick)
/// print as one line, `18 × …`, with the first and last start.
///
///     t = 3 s: 8 animated properties, 5 animating
///     refresh.listOffset  Double  = 99.3896 → 100  (velocity -12.6139 /s)
///       .interpolatingSpring(mass: 1, stiffness: 80, damping: 4)  0.95 s → 4.95318 s
///     refresh.ball.spin  Double  = 334.286 → 360  (velocity 514.286 /s)
///       .linear(duration: 0.7).repeatForever(autoreverses: false)  0.95 s → never
enum AnimationsText {
    /// The text for `animations`.
    static func text(_ animations: SceneAnimations) -> String {
        var lines = [
            "t = \(number(animations.time.seconds)) s: \(animations.properties.count) animated "
                + "\(animations.properties.count == 1 ? "property" : "properties"), \(animations.animatingCount) animating",
        ]
        if animations.omittedRestingCount > 0 { lines.append("(\(animations.omittedRestingCount) properties at rest not listed)") }
        if animations.isTruncated { lines.append("(the scene is too large to walk completely: some properties may be missing)") }
        for property in animations.properties {
            var line = "\(property.path)  \(property.valueType)  = \(values(property.presented))"
            if property.isAnimating {
                line += " → \(values(property.model))  (velocity \(values(property.velocity)) /s)"
            }
            lines.append(line)
            lines += groups(property.animations).map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The animations, consecutive overlapping runs of the same animation as one line.
    private static func groups(_ runs: [RunningAnimationDescription]) -> [String] {
        var result: [String] = []
        var index = runs.startIndex
        while index < runs.endIndex {
            let first = runs[index]
            var last = index
            while last + 1 < runs.endIndex, runs[last + 1].animation == first.animation,
                  let end = runs[last].end, runs[last + 1].start <= end { last += 1 }
            let run = runs[last]
            let end = run.end.map { "\(number($0.seconds)) s" } ?? "never"
            let merged = run.isMerged ? "  (merged)" : ""
            if last == index {
                result.append("\(run.animation)  \(number(run.start.seconds)) s → \(end)\(merged)")
            } else {
                result.append("\(last - index + 1) × \(run.animation)  started \(number(first.start.seconds)) s … "
                    + "\(number(run.start.seconds)) s → \(end)\(merged)")
            }
            index = last + 1
        }
        return result
    }

    /// One number bare, several in parentheses: `12.5`, `(10, 20)`.
    private static func values(_ components: [Double]) -> String {
        let texts = components.map(number)
        return texts.count == 1 ? texts[0] : "(\(texts.joined(separator: ", ")))"
    }

    /// Six significant digits: `0.359236`, `4.95318`, `-29`; `inf`, `nan`.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let text = String(format: "%.6g", value)
        return text == "-0" ? "0" : text
    }
}
