import Drawing
import Geometry
import RealModule

/// The card of the tea timer's done overlay (timer.md §4.4), which the standalone pour shows on
/// top when `card=true` (pour.md §3 layer 5, §9), and which the timer can draw over its pour.
///
/// Layout (chosen, timer.md §4.4): centred in the viewport, width min(W − 32, 340), padding 20,
/// corner radius 10, fill QuarterSpanishWhite `#EFE4D4`, text BlackRussian, 10 points between
/// rows: "Brew Timer Complete" (34), "Your <tea> should be ready. Enjoy." (17, wrapped by
/// Drawing's width estimate), "Rate Your Brew" (17), five stars (28, system yellow `#FFCC00`,
/// outlined when unselected, filled up to the rating, 8 points apart), "Save Rating" (17,
/// system blue `#007AFF`). A text line is 1.2 × its font size tall; text is centred in its line.
/// Points, origin top-left, y down.
public struct DoneCard: Hashable, Sendable {
    /// The tea's name in the message ("Green Tea").
    public var teaName: String
    /// The chosen stars, 0…5 (values outside are clamped when drawn).
    public var rating: Int

    /// A card for `teaName` with `rating` stars chosen.
    public init(teaName: String = "Green Tea", rating: Int = 0) {
        self.teaName = teaName
        self.rating = rating
    }

    /// One line of text and the box it is centred in.
    public struct Line: Hashable, Sendable {
        /// The text.
        public var text: String
        /// Its box, points.
        public var box: Rect
        /// Its font.
        public var font: Font
    }

    /// Where everything lies for a viewport, points.
    public struct Layout: Hashable, Sendable {
        /// The card's rectangle.
        public var card: Rect
        /// The text lines, top to bottom: the title, the wrapped message lines, "Rate Your
        /// Brew", and "Save Rating" last.
        public var lines: [Line]
        /// The five star boxes (28 × 28), left to right.
        public var stars: [Rect]
        /// The "Save Rating" button's box (its text line).
        public var saveButton: Rect
    }

    /// The card's width for a viewport `width` points wide: min(W − 32, 340), at least 0.
    public static func width(forViewportWidth width: Double) -> Double { Swift.max(0, Swift.min(width - 32, 340)) }

    static let padding = 20.0, spacing = 10.0, cornerRadius = 10.0, starSize = 28.0, starSpacing = 8.0
    static let titleFont = Font(size: 34), bodyFont = Font(size: 17)
    static let fill = Color(hex: 0xEFE4D4), text = Color(hex: 0x151618)
    static let star = Color(hex: 0xFFCC00), button = Color(hex: 0x007AFF)

    /// The layout in a viewport of `size`.
    public func layout(in size: Size) -> Layout {
        let width = Self.width(forViewportWidth: size.width)
        let inner = Swift.max(0, width - 2 * Self.padding)
        var rows: [(text: String, font: Font)] = [("Brew Timer Complete", Self.titleFont)]
        rows += Self.bodyFont.lines(wrapping: "Your \(teaName) should be ready. Enjoy.", maxWidth: inner).map { ($0, Self.bodyFont) }
        rows.append(("Rate Your Brew", Self.bodyFont))
        // Rows: the text lines so far, the stars, then the button line. Wrapped message lines
        // follow each other without the row spacing (they are one text view).
        let messageLines = rows.count - 2
        let textHeights = rows.map { 1.2 * $0.font.size }
        let buttonHeight = 1.2 * Self.bodyFont.size
        let rowGaps = Double(3 + 1) * Self.spacing  // title | message | rate | stars | button
        let height = 2 * Self.padding + textHeights.reduce(0, +) + Self.starSize + buttonHeight + rowGaps
        let card = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        var y = card.minY + Self.padding
        var lines: [Line] = []
        for (i, row) in rows.enumerated() {
            let h = textHeights[i]
            lines.append(Line(text: row.text, box: Rect(x: card.minX + Self.padding, y: y, width: inner, height: h), font: row.font))
            y += h
            let inMessage = i >= 1 && i < messageLines  // between two message lines: no gap
            if !inMessage { y += Self.spacing }
        }
        let rowWidth = 5 * Self.starSize + 4 * Self.starSpacing
        let stars = (0..<5).map { k in
            Rect(x: card.midX - rowWidth / 2 + Double(k) * (Self.starSize + Self.starSpacing), y: y,
                 width: Self.starSize, height: Self.starSize)
        }
        y += Self.starSize + Self.spacing
        let save = Rect(x: card.minX + Self.padding, y: y, width: inner, height: buttonHeight)
        lines.append(Line(text: "Save Rating", box: save, font: Self.bodyFont))
        return Layout(card: card, lines: lines, stars: stars, saveButton: save)
    }

    /// Draws the card for a viewport of `size`. Names: `card`, `card/text` (each line),
    /// `card/star/<k>` (k = 1…5), `card/save`.
    public func draw(in context: GraphicsContext, viewport size: Size) {
        let l = layout(in: size)
        context.fill(Path(roundedRect: l.card, cornerRadius: Self.cornerRadius), with: .color(Self.fill), name: "card")
        for (i, line) in l.lines.enumerated() {
            let isButton = i == l.lines.count - 1
            context.draw(line.text, at: line.box.center, font: line.font,
                         paint: .color(isButton ? Self.button : Self.text), name: isButton ? "card/save" : "card/text")
        }
        let chosen = Swift.min(Swift.max(rating, 0), 5)
        for (k, box) in l.stars.enumerated() {
            let star = Self.starPath(in: box)
            if k < chosen {
                context.fill(star, with: .color(Self.star), name: "card/star/\(k + 1)")
            } else {
                context.stroke(star, with: .color(Self.star), style: StrokeStyle(lineWidth: 2, lineJoin: .round),
                               name: "card/star/\(k + 1)")
            }
        }
    }

    /// A five-pointed star inscribed in `box`, one point up, inner radius 0.4 × the outer.
    static func starPath(in box: Rect) -> Path {
        let r = Swift.min(box.width, box.height) / 2, c = box.center
        var points: [Point] = []
        for i in 0..<10 {
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
            let radius = i % 2 == 0 ? r : 0.4 * r
            points.append(Point(x: c.x + radius * .cos(angle), y: c.y + radius * .sin(angle)))
        }
        var p = Path()
        p.addLines(points)
        p.closeSubpath()
        return p
    }
}
