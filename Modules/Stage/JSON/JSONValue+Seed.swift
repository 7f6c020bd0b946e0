import Drawing

/// Session seeds in JSON: a Stage concept (the `seed` of `preview state` and the events file),
/// kept here rather than in Drawing's general JSON model.
extension JSONValue {
    /// The largest whole number a JSON reader with 64-bit doubles (JavaScript, Python's `json`)
    /// reads back exactly: 2⁵³.
    public static let largestExactInteger: UInt64 = 1 << 53

    /// A 64-bit seed, exactly: a number up to 2⁵³, its decimal digits as a string above that
    /// (where a double would round it, e.g. 2⁶⁴ − 1 to 1.8446744073709552e19, and a reader could
    /// not reproduce the session).
    public init(seed: UInt64) {
        self = seed <= Self.largestExactInteger ? .number(Double(seed)) : .string(String(seed))
    }
}
