/// One item of the digital face's row (timer.md §5.3): a digit cell or a unit label.
public enum DigitItem: String, Hashable, Sendable, CaseIterable {
    /// Tens of minutes.
    case m1
    /// Minutes.
    case m0
    /// The label "m".
    case minuteLabel = "m"
    /// Tens of seconds.
    case s1
    /// Seconds.
    case s0
    /// The label "s".
    case secondLabel = "s"

    /// The cells, in row order (the strip values are indexed like this).
    public static let cells: [DigitItem] = [.m1, .m0, .s1, .s0]

    /// Whether this is a digit cell (30 × 40) rather than a label (24 × 40).
    public var isCell: Bool { self != .minuteLabel && self != .secondLabel }

    /// The item's width, points: 30 for a cell, 24 for a label (chosen fixed label box).
    public var width: Double { isCell ? DigitLayout.cellWidth : DigitLayout.labelWidth }

    /// The label's text, nil for a cell.
    public var label: String? {
        switch self {
        case .minuteLabel: "m"
        case .secondLabel: "s"
        default: nil
        }
    }
}
