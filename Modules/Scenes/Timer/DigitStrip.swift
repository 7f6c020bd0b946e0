/// The three-row strip one digit cell shows for a presented real value n (timer.md §5.4, the
/// fractional-shift math): i = ⌊n⌋, f = n − i; rows are 40 points apart and the strip is
/// shifted by 40·f (down for `up`, up for `down`). Offsets are row centres relative to the
/// cell centre, points, y down.
public struct DigitStrip: Hashable, Sendable {
    /// The row digits, top to bottom.
    public var digits: [Int]
    /// Each row's centre y relative to the cell centre, top to bottom.
    public var offsets: [Double]
    /// The whole strip's translation, points (positive = down).
    public var shift: Double

    /// The strip for `value` in `direction` (a non-finite value shows 0 at rest).
    public init(value: Double, direction: DigitSlide) {
        let n = value.isFinite ? value : 0
        let i = n.rounded(.down)
        let f = n - i
        let k = Int(Swift.max(Swift.min(i, 1e9), -1e9))
        let pitch = DigitLayout.height
        switch direction {
        case .up:
            digits = [Self.wrap(k + 1), Self.wrap(k), Self.wrap(k - 1)]
            shift = pitch * f
        case .down:
            digits = [Self.wrap(k - 1), Self.wrap(k), Self.wrap(k + 1)]
            shift = -pitch * f
        }
        offsets = [-pitch + shift, shift, pitch + shift]
    }

    /// ((k mod 10) + 10) mod 10: −1 → 9, 10 → 0.
    public static func wrap(_ k: Int) -> Int { ((k % 10) + 10) % 10 }
}
