/// Which items of the digit row show for a displayed number of seconds, and where (timer.md
/// §5.3). Positions are item centres relative to the row's centre, points.
public enum DigitLayout {
    /// A digit cell's width, 30 points.
    public static let cellWidth = 30.0
    /// A label box's width, 24 points.
    public static let labelWidth = 24.0
    /// Every item's height, 40 points (also the strip's row pitch).
    public static let height = 40.0
    /// The spacing between items, 8 points.
    public static let spacing = 8.0

    /// The four digits [m1, m0, s1, s0] of D: m = ⌊D/60⌋, s = D mod 60 (D clamped to
    /// 0…5999 so each is one decimal digit).
    public static func digits(of seconds: Int) -> [Int] {
        let d = Swift.min(Swift.max(seconds, 0), 5999)
        let m = d / 60, s = d % 60
        return [m / 10, m % 10, s / 10, s % 10]
    }

    /// The items shown for D, left to right: leading zeros hidden, except the tens of seconds
    /// when there are minutes (600 → 1 0 m 0 0 s; 90 → 1 m 3 0 s; 45 → 4 5 s; 0 → 0 s).
    public static func visibleItems(for seconds: Int) -> [DigitItem] {
        let d = digits(of: seconds)
        let hasMinutes = d[0] != 0 || d[1] != 0
        var items: [DigitItem] = []
        if hasMinutes {
            if d[0] != 0 { items.append(.m1) }
            items += [.m0, .minuteLabel]
        }
        if hasMinutes || d[2] != 0 { items.append(.s1) }
        items += [.s0, .secondLabel]
        return items
    }

    /// The centre x of each visible item relative to the row centre, in row order.
    public static func centers(of items: [DigitItem]) -> [DigitItem: Double] {
        let total = items.reduce(0) { $0 + $1.width } + spacing * Double(Swift.max(items.count - 1, 0))
        var x = -total / 2
        var out: [DigitItem: Double] = [:]
        for item in items {
            out[item] = x + item.width / 2
            x += item.width + spacing
        }
        return out
    }
}
