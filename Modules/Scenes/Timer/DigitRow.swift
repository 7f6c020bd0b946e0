import Curves
import Stage

/// The digital face's animated row (timer.md §5.3–§5.4): the presented value of each digit
/// cell, and each item's presented x (relative to the row centre, points) and opacity.
///
/// `show(_:at:)` retargets everything at one instant with the default animation (easeInOut
/// 0.35 s): cells slide along the real line to their new digits; items that stay slide to their
/// new x, leaving items fade out where they are, new items fade in at their new place.
/// `follow(_:through:)` applies the changes a running countdown makes by itself, each at the
/// exact instant D crosses an integer.
public struct DigitRow: Sendable {
    /// The animation of every change (the spec's default animation).
    public static let animation = Animation.easeInOut(duration: 0.35)

    /// The displayed seconds D the targets reflect.
    public private(set) var seconds: Int
    /// The cells' presented values, indexed like `DigitItem.cells`.
    var cells: [Animated<Double>]
    /// Each item's x and opacity, indexed like `DigitItem.allCases`.
    var xs: [Animated<Double>]
    var opacities: [Animated<Double>]

    /// A row at rest showing D = `seconds`.
    public init(seconds: Int) {
        self.seconds = seconds
        let digits = DigitLayout.digits(of: seconds)
        cells = digits.map { Animated(wrappedValue: Double($0)) }
        let visible = DigitLayout.visibleItems(for: seconds)
        let centers = DigitLayout.centers(of: visible)
        xs = DigitItem.allCases.map { Animated(wrappedValue: centers[$0] ?? 0) }
        opacities = DigitItem.allCases.map { Animated(wrappedValue: visible.contains($0) ? 1 : 0) }
    }

    /// Retargets the row to D = `newSeconds` at `time` (nothing happens when D is unchanged).
    public mutating func show(_ newSeconds: Int, at time: SceneTime) {
        guard newSeconds != seconds else { return }
        let oldVisible = DigitLayout.visibleItems(for: seconds)
        seconds = newSeconds
        let digits = DigitLayout.digits(of: newSeconds)
        for (i, d) in digits.enumerated() {
            cells[i].set(Double(d), animation: Self.animation, at: time)
        }
        let visible = DigitLayout.visibleItems(for: newSeconds)
        guard visible != oldVisible else { return }
        let centers = DigitLayout.centers(of: visible)
        for (i, item) in DigitItem.allCases.enumerated() {
            if let x = centers[item] {
                if !oldVisible.contains(item) && opacities[i].at(time) <= 0 {
                    // Fully gone: a new item, placed at once (identity reset), fading in.
                    xs[i].reset(to: x)
                } else {
                    xs[i].set(x, animation: Self.animation, at: time)
                }
                opacities[i].set(1, animation: Self.animation, at: time)
            } else {
                opacities[i].set(0, animation: Self.animation, at: time)
            }
        }
    }

    /// Applies the changes a running `timer` makes up to `time`: D becomes k at the instant
    /// `end − k`. Changes whose animation has finished by `time` are folded into one (the
    /// presentation at `time` and later is the same), so a long gap costs O(1).
    public mutating func follow(_ timer: BrewTimer, through time: SceneTime) {
        guard let end = timer.completion else { return }
        let target = timer.displayedSeconds(at: time)
        guard target < seconds else {
            show(target, at: time)
            return
        }
        var k = seconds - 1
        // The smallest k whose change animation is over by `time`: its instant end − k ≤ time − 0.35.
        let settled = Int(((end - time).seconds + Self.duration).rounded(.up))
        if settled <= k {
            k = Swift.max(settled, target)
            show(k, at: end - SceneDuration(seconds: Double(k)))
            k -= 1
        }
        while k >= target {
            show(k, at: end - SceneDuration(seconds: Double(k)))
            k -= 1
        }
    }

    /// The animation's duration, seconds.
    static let duration = 0.35

    /// The presented value of `cell` at `time` (0 for a label).
    public func value(of cell: DigitItem, at time: SceneTime) -> Double {
        guard let i = DigitItem.cells.firstIndex(of: cell) else { return 0 }
        return cells[i].at(time)
    }

    /// The presented centre x of `item` relative to the row centre at `time`, points.
    public func x(of item: DigitItem, at time: SceneTime) -> Double {
        xs[DigitItem.allCases.firstIndex(of: item)!].at(time)
    }

    /// The presented opacity of `item` at `time`, 0…1.
    public func opacity(of item: DigitItem, at time: SceneTime) -> Double {
        Swift.min(1, Swift.max(0, opacities[DigitItem.allCases.firstIndex(of: item)!].at(time)))
    }
}
