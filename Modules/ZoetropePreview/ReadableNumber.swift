import Foundation
import Drawing

/// Numbers as the text commands print them for people: the shortest decimal that reads back to
/// the value rounded to 15 significant digits, so arithmetic noise in the last bits does not show
/// (`1 - 0.7` prints `0.3`, not `0.30000000000000004`). JSON output stays exact.
enum ReadableNumber {
    /// Significant digits kept: 15, all a double holds for any decimal input.
    static let significantDigits = 15

    /// `value` for reading: `0.3`, `157.913670417430`→`157.91367041743`, `inf`, `-inf`, `nan`.
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let rounded = Double(String(format: "%.\(significantDigits)g", value)) ?? value
        return JSONValue.format(rounded)
    }
}
