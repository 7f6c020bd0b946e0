/// The SplitMix64 pseudo-random generator, exactly as `pour.md` §7.2 specifies: the seeded
/// source of every random number a scene uses.
///
/// State: one 64-bit word, initialised to the seed. Each draw, with wrapping arithmetic:
///
///     state ← state + 0x9E3779B97F4A7C15
///     z ← state
///     z ← (z ^ (z >> 30)) × 0xBF58476D1CE4E5B9
///     z ← (z ^ (z >> 27)) × 0x94D049BB133111EB
///     output z ^ (z >> 31)
///
/// Seed 0 gives 0xE220A8397B1DCDAF first. The generator is a value: copying it copies its
/// position in the sequence, so a scene's checkpoints and replays draw the same numbers.
///
/// It conforms to `RandomNumberGenerator`, but the standard library's `random(in:using:)`
/// algorithms are not part of our contract; scenes whose specs fix how numbers are drawn use
/// `nextUnit()`, `nextDouble(in:)` and `nextInt(in:)`, whose formulas are documented here.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The current 64-bit state (the seed before the first draw). Setting it moves the generator
    /// to another position of another sequence; two generators with equal states draw equal
    /// numbers from then on.
    public var state: UInt64

    /// Creates a generator whose state is `seed`.
    @inlinable
    public init(seed: UInt64) { state = seed }

    /// The next 64-bit output.
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in `[0, 1)`: `(next() >> 11) × 2⁻⁵³` (pour.md §7.2). Uses one draw.
    @inlinable
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform number in `range`: `lower + nextUnit() × (upper − lower)`. Uses one draw.
    ///
    /// An empty range (`lower == upper`) returns `lower` (still consuming a draw, so the
    /// sequence position does not depend on the range).
    @inlinable
    public mutating func nextDouble(in range: Range<Double>) -> Double {
        let u = nextUnit()
        return range.lowerBound + u * (range.upperBound - range.lowerBound)
    }

    /// A uniform integer in `range`: `lower + ⌊nextUnit() × count⌋`, clamped to `upper`.
    /// Uses one draw. Ranges wider than 2⁵³ values are not uniform (documented limit).
    @inlinable
    public mutating func nextInt(in range: ClosedRange<Int>) -> Int {
        let u = nextUnit()
        let count = Double(range.upperBound) - Double(range.lowerBound) + 1
        let offset = (u * count).rounded(.down)
        let value = Double(range.lowerBound) + offset
        if value >= Double(range.upperBound) { return range.upperBound }
        return Int(value)
    }

    /// `true` with probability `probability` (`nextUnit() < probability`). Uses one draw.
    /// Probabilities ≤ 0 (or NaN) never succeed; ≥ 1 always do.
    @inlinable
    public mutating func nextBool(probability: Double = 0.5) -> Bool {
        nextUnit() < probability
    }
}
