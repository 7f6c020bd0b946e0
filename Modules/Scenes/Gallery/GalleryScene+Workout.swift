import Stage

extension GalleryScene {
    /// How often `workout(from:seconds:)` presses each control, seconds: each one again before
    /// its animation has ended, so that every tile keeps moving (A5, E4 and E5 run by
    /// themselves).
    static let workoutPeriods: [(action: String, period: Double)] = [
        ("a1-move", 2.5), ("a2-play", 0.8), ("a3-move", 2), ("a4-move", 1.5), ("b1-animate", 0.3),
        ("b2-plus", 1.5), ("b2-minus", 1.5), ("b3-animate", 2.5), ("b4-animate", 2), ("b5-animate", 1.4),
        ("c1-move", 3), ("c2-rotate", 3), ("d1-tap-me", 2), ("d2-morph", 3), ("d3-animate", 3),
        ("d4-animate", 3), ("e1-shake", 0.3), ("e2-skew", 1.8), ("e3-item-1", 1), ("e3-item-3", 1),
        ("f1-animate", 1.8), ("f2-animate", 1.8), ("f3-animate", 1.8),
        // B6 last, so the others keep their offsets; flipped faster than its 0.35 s animation.
        ("b6-item-0", 0.3),
    ]

    /// A scripted session that keeps every tile animating from `start` for `seconds` (scene
    /// time): every control pressed periodically, mid-animation — the workload of the gallery's
    /// benchmark and wire-budget test, and a quick way to see everything move
    /// (`preview render gallery --events`).
    ///
    /// - Parameters:
    ///   - start: The first press, seconds (≥ 0).
    ///   - seconds: How long the presses go on.
    /// - Returns: Action events in time order.
    public static func workout(from start: Double, seconds: Double) -> [SceneEvent] {
        var events: [(time: Double, event: SceneEvent)] = []
        for (k, entry) in workoutPeriods.enumerated() {
            var t = start + Double(k) * 0.013
            while t < start + seconds {
                events.append((t, .action(name: entry.action, time: SceneTime(seconds: t))))
                t += entry.period
            }
        }
        return events.sorted { $0.time < $1.time }.map(\.event)
    }
}
