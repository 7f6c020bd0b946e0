/// The fixed-point number text shared by the JSON and SVG encoders: rounded half away from zero
/// to four decimal places, trailing zeros (and a bare decimal point) dropped, never an exponent,
/// `-0` written as `0`. NaN becomes 0 and values are clamped to ±1e9 first (`Sanitize.number`).
///
/// Examples: `12.5` → `12.5`, `1/3` → `0.3333`, `2.00004` → `2`, `-0.00004` → `0`, `1e12` →
/// `1000000000`. The output depends only on the IEEE-754 value, so it is byte-identical across
/// runs and machines.
enum DecimalFormat {
    /// Decimal places kept.
    static let places = 4

    /// Appends the text of `value` to `out`.
    static func append(_ value: Double, to out: inout [UInt8]) {
        let scaled = (Sanitize.number(value) * 10_000).rounded(.toNearestOrAwayFromZero)
        var n = Int64(scaled)
        if n == 0 {
            out.append(UInt8(ascii: "0"))
            return
        }
        if n < 0 {
            out.append(UInt8(ascii: "-"))
            n = -n
        }
        appendDigits(n / 10_000, to: &out)
        var fraction = n % 10_000
        guard fraction != 0 else { return }
        out.append(UInt8(ascii: "."))
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var text: [UInt8] = []
        for _ in 0..<digits {
            text.append(UInt8(ascii: "0") + UInt8(fraction % 10))
            fraction /= 10
        }
        out.append(contentsOf: text.reversed())
    }

    /// The text of `value`.
    static func string(_ value: Double) -> String {
        var out: [UInt8] = []
        append(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendDigits(_ n: Int64, to out: inout [UInt8]) {
        if n >= 10 { appendDigits(n / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(n % 10))
    }
}
