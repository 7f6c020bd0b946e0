import Geometry

/// Formatting of numbers in the Swift source that `description`s print (and the expression
/// parser reads back).
enum SourceFormatting {
    /// The shortest text that reads back as exactly `value`, without a trailing `.0`
    /// (`0.35`, `1`, `-0.5`, `1e-05`). Non-finite values print as `.infinity`, `-.infinity` and
    /// `.nan` (which the parser does not accept).
    static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value > 0 ? ".infinity" : "-.infinity" }
        if value == 0, value.sign == .minus { return "-0" }
        return NumberFormatting.exact(value)
    }

    /// `UnitPoint(x: …, y: …)`.
    static func unitPoint(x: Double, y: Double) -> String {
        "UnitPoint(x: \(number(x)), y: \(number(y)))"
    }
}
