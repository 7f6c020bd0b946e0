import Drawing
import Geometry
import PullToRefresh

/// One chip of the sport filter (D.2), as the chips' `TransitionGroup` holds it: its sport and
/// the rotation its insertion starts from, drawn anew for each insertion.
struct SportChip: Identifiable, Sendable {
    /// The sport; also the chip's identity.
    var sport: Sport
    /// The insertion's starting rotation, degrees in −25…25 (seeded).
    var rotationDegrees: Double
    /// The sport's identity.
    var id: Sport { sport }

    /// The label's font: 17 points.
    static let font = Font(size: 17)
    /// The chip's height, 48; its padding each side of the text, 36; margins 4 (left and right)
    /// and 8 (top).
    static let height = 48.0, padding = 36.0, sideMargin = 4.0, topMargin = 8.0
    /// The distance between chip rows, 56.
    static let rowPitch = 56.0

    /// The chips' boxes (without margins) in the panel's frame (origin at the panel's top-left
    /// corner, chips starting 40 points down: 16 + 24 of top padding), laid out in rows by
    /// walking the outer boxes: a chip that would make the row wider than `width` starts a new
    /// row 56 lower at x = 0.
    static func layout(width: Double) -> [(sport: Sport, box: Rect)] {
        var x = 0.0, row = 0
        var result: [(Sport, Rect)] = []
        for sport in Sport.allCases {
            let chipWidth = font.estimatedWidth(of: sport.label) + 2 * padding
            let outer = chipWidth + 2 * sideMargin
            if x > 0 && x + outer > width {
                x = 0
                row += 1
            }
            let top = EventDetailsStyle.spacingM + EventDetailsStyle.spacingL + Double(row) * rowPitch
            result.append((sport, Rect(x: x + sideMargin, y: top + topMargin, width: chipWidth, height: height)))
            x += outer
        }
        return result
    }

    /// The panel's height for `width`: 40 of top padding plus 56 per chip row.
    static func panelHeight(width: Double) -> Double {
        let rows = Set(layout(width: width).map(\.box.origin.y)).count
        return EventDetailsStyle.spacingM + EventDetailsStyle.spacingL + Double(rows) * rowPitch
    }
}
