/// Text forms of numbers: the one shortest round-trip formatter of the project, used by the
/// `description`s of the geometry types, `JSONValue`'s serialisation (Drawing) and the Swift
/// source that Curves' descriptions print.
public enum NumberFormatting {
    /// The shortest text that reads back as exactly `value`: integral values without a
    /// fraction (`"12"`, `"-3"`), others in Swift's shortest round-trip form (`"0.1"`,
    /// `"1e-05"`); negative zero prints as `"0"`; NaN and infinities as `"nan"`, `"inf"`,
    /// `"-inf"`.
    public static func exact(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value.isFinite, value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }

    /// `value` rounded half away from zero to `digits` fraction digits (0…15), without trailing
    /// zeros (`"0.5"`, `"12"`); values too large for the requested digits fall back to `exact`.
    public static func fixed(_ value: Double, fractionDigits digits: Int) -> String {
        let n = Swift.max(0, Swift.min(15, digits))
        guard value.isFinite else { return exact(value) }
        var scale = 1.0
        for _ in 0..<n { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9_007_199_254_740_992 else { return exact(value) }
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        var digitsText = String(Int64(abs(scaled)))
        if n > 0 {
            if digitsText.count <= n {
                digitsText = String(repeating: "0", count: n - digitsText.count + 1) + digitsText
            }
            let split = digitsText.index(digitsText.endIndex, offsetBy: -n)
            var fraction = digitsText[split...]
            while fraction.last == "0" { fraction = fraction.dropLast() }
            let whole = String(digitsText[..<split])
            digitsText = fraction.isEmpty ? whole : whole + "." + String(fraction)
        }
        return negative ? "-" + digitsText : digitsText
    }
}

extension Point: CustomStringConvertible {
    /// `"(x, y)"` with exact, shortest coordinates, e.g. `"(10, 2.5)"`.
    public var description: String {
        "(\(NumberFormatting.exact(x)), \(NumberFormatting.exact(y)))"
    }
}

extension Size: CustomStringConvertible {
    /// `"(width, height)"` with exact, shortest values, e.g. `"(100, 50)"`.
    public var description: String {
        "(\(NumberFormatting.exact(width)), \(NumberFormatting.exact(height)))"
    }
}

extension Rect: CustomStringConvertible {
    /// `"(x, y, width, height)"` of the origin and size as stored, e.g. `"(0, 0, 100, 50)"`.
    public var description: String {
        "(\(NumberFormatting.exact(origin.x)), \(NumberFormatting.exact(origin.y)), "
            + "\(NumberFormatting.exact(size.width)), \(NumberFormatting.exact(size.height)))"
    }
}

extension Vector: CustomStringConvertible {
    /// `"(dx, dy)"` with exact, shortest components.
    public var description: String {
        "(\(NumberFormatting.exact(dx)), \(NumberFormatting.exact(dy)))"
    }
}
