/// The brew-info card's arithmetic (timer.md §3.3) and the number spellings the app shows.
public enum BrewArithmetic {
    /// The popup's ratio values, ounces of water per teaspoon (§7.1), indices 0…6.
    public static let ratios: [Double] = [1, 1.5, 2, 2.5, 3, 4, 5]

    /// Teaspoons to use: water ÷ ratio rounded to 2 decimals (0 for a ratio that is not
    /// positive and finite).
    public static func teaspoons(water: Double, ratio: Double) -> Double {
        guard ratio > 0, ratio.isFinite, water.isFinite else { return 0 }
        return (water / ratio * 100).rounded() / 100
    }

    /// `value` with at most `decimals` (0…2) decimals, trailing zeros trimmed: 2 → "2",
    /// 2.125 → "2.13" (2 decimals), 8.25 → "8.3" (1 decimal, rounded half away from zero).
    public static func format(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        let scale = decimals <= 0 ? 1 : (decimals == 1 ? 10 : 100)
        let units = Int((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && units != 0 ? "-" : ""
        let whole = units / scale
        var fraction = units % scale
        guard fraction != 0 else { return "\(sign)\(whole)" }
        var digits = decimals
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let text = String(fraction)
        return "\(sign)\(whole)." + String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
