import Drawing
import Geometry

/// The card of the tea timer's done overlay (timer.md §4.4): the one implementation, drawn by
/// the timer over its pour and by the standalone pour on top when `card=true` (pour.md §3
/// layer 5, §9).
///
/// Layout (chosen, timer.md §4.4): centred in the viewport, width min(W − 32, 340), padding 20,
/// corner radius 10, fill QuarterSpanishWhite `#EFE4D4`, text BlackRussian `#151618`, 10 points
/// between rows: "Brew Timer Complete" (34, wrapped), "Your <tea> should be ready. Enjoy." (17,
/// wrapped), "Rate Your Brew" (17), five 28-point stars (`RatingStar`, filled up to the rating,
/// 8 points apart: the platform's default stack spacing), "Save Rating" (17, system blue
/// `#007AFF`). Lines of one wrapped text follow each other without the row spacing. A line is
/// as tall as the platform's text style of that size (timer.md §1): 41 for 34-point text, 22
/// for 17-point text; text is centred in its line. Wrapping uses Drawing's width estimate.
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
        /// Its box, points: the card's inner width, the line's height.
        public var box: Rect
        /// Its font.
        public var font: Font
    }

    /// Where everything lies for a viewport, points.
    public struct Layout: Hashable, Sendable {
        /// The card's rectangle.
        public var card: Rect
        /// The text lines, top to bottom: the wrapped title lines, the wrapped message lines,
        /// "Rate Your Brew", and "Save Rating" last.
        public var lines: [Line]
        /// The five star boxes (28 × 28), left to right.
        public var stars: [Rect]
        /// The "Save Rating" button's hit box: its text's estimated width × its line, centred
        /// (a text button is as large as its label).
        public var saveButton: Rect
    }

    /// The card's width for a viewport `width` points wide: min(W − 32, 340), at least 0.
    public static func width(forViewportWidth width: Double) -> Double { Swift.max(0, Swift.min(width - 32, 340)) }

    static let padding = 20.0, spacing = 10.0, cornerRadius = 10.0, starSize = 28.0, starSpacing = 8.0
    static let titleFont = Font(size: 34), bodyFont = Font(size: 17)
    /// Line heights of the platform's 34- and 17-point text styles, points.
    static let titleLine = 41.0, bodyLine = 22.0
    static let fill = Color(hex: 0xEFE4D4), text = Color(hex: 0x151618), button = Color(hex: 0x007AFF)

    /// The layout in a viewport of `size`.
    public func layout(in size: Size) -> Layout {
        let width = Self.width(forViewportWidth: size.width)
        let inner = Swift.max(0, width - 2 * Self.padding)
        // Rows of text lines; the stars' row sits between the last two.
        let rows: [[(text: String, font: Font, height: Double)]] = [
            Self.titleFont.lines(wrapping: "Brew Timer Complete", maxWidth: inner).map { ($0, Self.titleFont, Self.titleLine) },
            Self.bodyFont.lines(wrapping: "Your \(teaName) should be ready. Enjoy.", maxWidth: inner)
                .map { ($0, Self.bodyFont, Self.bodyLine) },
            [("Rate Your Brew", Self.bodyFont, Self.bodyLine)],
            [("Save Rating", Self.bodyFont, Self.bodyLine)],
        ]
        let textHeight = rows.joined().reduce(0) { $0 + $1.height }
        let height = 2 * Self.padding + textHeight + Self.starSize + Double(rows.count) * Self.spacing
        let card = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        var y = card.minY + Self.padding
        var lines: [Line] = [], stars: [Rect] = []
        for (r, row) in rows.enumerated() {
            if r == rows.count - 1 {
                let rowWidth = 5 * Self.starSize + 4 * Self.starSpacing
                stars = (0..<5).map { k in
                    Rect(x: card.midX - rowWidth / 2 + Double(k) * (Self.starSize + Self.starSpacing), y: y,
                         width: Self.starSize, height: Self.starSize)
                }
                y += Self.starSize + Self.spacing
            }
            for line in row {
                lines.append(Line(text: line.text, box: Rect(x: card.minX + Self.padding, y: y, width: inner, height: line.height),
                                  font: line.font))
                y += line.height
            }
            y += Self.spacing
        }
        let save = lines[lines.count - 1].box
        let saveWidth = Swift.min(inner, Self.bodyFont.estimatedWidth(of: "Save Rating"))
        let button = Rect(x: save.midX - saveWidth / 2, y: save.minY, width: saveWidth, height: save.height)
        return Layout(card: card, lines: lines, stars: stars, saveButton: button)
    }

    /// Draws the card for a viewport of `size`, its operations named `prefix` (the card),
    /// `prefix/text` (each line), `prefix/star/<k>` (k = 1…5) and `prefix/save`.
    public func draw(in context: GraphicsContext, viewport size: Size, names prefix: String = "card") {
        draw(layout(in: size), in: context, names: prefix)
    }

    /// Draws the card laid out as `l` (from `layout(in:)` for this card), named as in
    /// `draw(in:viewport:names:)`.
    public func draw(_ l: Layout, in context: GraphicsContext, names prefix: String = "card") {
        context.fill(Path(roundedRect: l.card, cornerRadius: Self.cornerRadius, style: .circular), with: .color(Self.fill),
                     name: prefix)
        for (i, line) in l.lines.enumerated() {
            let isButton = i == l.lines.count - 1
            context.draw(line.text, at: line.box.center, font: line.font, paint: .color(isButton ? Self.button : Self.text),
                         name: isButton ? "\(prefix)/save" : "\(prefix)/text")
        }
        RatingStar.drawRow(filled: Swift.min(Swift.max(rating, 0), 5), first: l.stars[0].center, size: Self.starSize,
                           spacing: Self.starSpacing, lineWidth: 2, name: { "\(prefix)/star/\($0)" }, in: context)
    }
}
