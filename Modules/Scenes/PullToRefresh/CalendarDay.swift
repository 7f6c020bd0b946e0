/// A day of the proleptic Gregorian calendar, with the formatting the event cards use
/// ("Saturday, June 15, 2024"). No Foundation, no time zones: dates are plain days.
public struct CalendarDay: Hashable, Comparable, Sendable {
    /// The year, e.g. 2024.
    public var year: Int
    /// The month, 1…12.
    public var month: Int
    /// The day of the month, 1…31.
    public var day: Int

    /// A day. Components are stored as given; `daysInMonth(year:month:)` tells the valid range.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// Whether `year` is a Gregorian leap year.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days of `month` (1…12) in `year`; months outside 1…12 are clamped into it.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch Swift.min(Swift.max(month, 1), 12) {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The day of the week, 0 = Sunday … 6 = Saturday (Sakamoto's method).
    public var weekday: Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let m = Swift.min(Swift.max(month, 1), 12)
        let y = m < 3 ? year - 1 : year
        let w = (y + y / 4 - y / 100 + y / 400 + offsets[m - 1] + day) % 7
        return (w + 7) % 7
    }

    /// The long form, e.g. "Saturday, June 15, 2024".
    public var longDescription: String {
        let m = Swift.min(Swift.max(month, 1), 12)
        return "\(Self.weekdayNames[weekday]), \(Self.monthNames[m - 1]) \(day), \(year)"
    }

    /// Earlier days first.
    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
