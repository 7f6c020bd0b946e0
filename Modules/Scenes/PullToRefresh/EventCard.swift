import Drawing
import Geometry

/// One event laid out as a card for a card width: its text runs in the card's local frame
/// (origin at the card's top-left corner, y down) and the names of its drawing operations.
/// Built when the list or the viewport width changes, so drawing a frame only places it.
package struct EventCard: Sendable {
    /// The event shown.
    package let event: SportsEvent
    /// The sport label in the band's bottom-left corner (white 15, 12 points of padding).
    let sport: TextRun
    /// The venue (semibold 17, secondary).
    let venue: TextRun
    /// The team (heavy 22, primary, one line, ellipsis when too long).
    let team: TextRun
    /// The date in upper case (12, secondary).
    let date: TextRun
    /// "🎫 N tickets left" (12; primary if N > 200, red otherwise) or "SOLD OUT" (bold 12, red).
    let tickets: TextRun
    /// "›" in #C7C7CC at x = W − 40, centred on the text block; nil when sold out.
    let chevron: TextRun?
    /// The name of the card's first operation, `list/row/<i>` (its body). The card's other
    /// operations follow it unnamed, in a fixed order (see `draw(at:artwork:in:)`): naming each
    /// would cost a string definition per part whenever a card scrolls into view, and about a
    /// fifth of the warm-cache bytes per frame.
    let name: String

    static let sportFont = Font(size: 15)
    static let venueFont = Font(size: 17, weight: .semibold)
    static let teamFont = Font(size: 22, weight: .heavy)
    static let rowFont = Font(size: 12)
    static let soldOutFont = Font(size: 12, weight: .bold)
    static let chevronFont = Font(size: 22, weight: .semibold)

    /// Padding around the text block (16).
    static let padding = 16.0
    /// Tops of the venue, team and date lines below the band.
    static let venueTop = 116.0, teamTop = 138.0, rowTop = 168.0
    /// The vertical centre of the text block (116 … 182).
    static let textBlockMiddle = 149.0
    /// The chevron's distance from the card's right edge: it sits at x = W − 40 on screen.
    static let chevronInset = 24.0
    /// The room kept right of the text for the chevron.
    static let chevronRoom = 40.0

    /// Lays out `event` as display row `index` of cards `width` points wide.
    package init(event: SportsEvent, index: Int, width: Double) {
        self.event = event
        name = "list/row/\(index)"
        let w = Swift.max(0, width)
        let hasChevron = event.ticketsLeft > 0
        let textRight = w - (hasChevron ? Self.chevronRoom : Self.padding)
        let textWidth = Swift.max(0, textRight - Self.padding)
        sport = TextRun(event.sport.label, at: Point(x: 12, y: ListLayout.bandHeight - 12), font: Self.sportFont,
                        paint: .color(.white), alignment: .leading, baseline: .bottom)
        venue = TextRun(Self.truncated(event.venue, font: Self.venueFont, maxWidth: textWidth),
                        at: Point(x: Self.padding, y: Self.venueTop), font: Self.venueFont,
                        paint: .color(Palette.secondaryText), alignment: .leading, baseline: .top)
        team = TextRun(Self.truncated(event.team, font: Self.teamFont, maxWidth: textWidth),
                       at: Point(x: Self.padding, y: Self.teamTop), font: Self.teamFont,
                       paint: .color(Palette.primaryText), alignment: .leading, baseline: .top)
        date = TextRun(event.date.longDescription.uppercased(), at: Point(x: Self.padding, y: Self.rowTop),
                       font: Self.rowFont, paint: .color(Palette.secondaryText), alignment: .leading, baseline: .top)
        let ticketsAnchor = Point(x: textRight, y: Self.rowTop)
        if event.ticketsLeft == 0 {
            tickets = TextRun("SOLD OUT", at: ticketsAnchor, font: Self.soldOutFont, paint: .color(Palette.alert),
                              alignment: .trailing, baseline: .top)
        } else {
            tickets = TextRun("🎫 \(event.ticketsLeft) tickets left", at: ticketsAnchor, font: Self.rowFont,
                              paint: .color(event.ticketsLeft > 200 ? Palette.primaryText : Palette.alert),
                              alignment: .trailing, baseline: .top)
        }
        chevron = hasChevron
            ? TextRun("›", at: Point(x: w - Self.chevronInset, y: Self.textBlockMiddle), font: Self.chevronFont,
                      paint: .color(Palette.chevron), alignment: .center, baseline: .middle)
            : nil
    }

    /// `text` cut to fit `maxWidth` by the width estimate, ending in "…" when cut ("…" alone
    /// when nothing fits).
    package static func truncated(_ text: String, font: Font, maxWidth: Double) -> String {
        guard font.estimatedWidth(of: text) > maxWidth else { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            while characters.last == " " { characters.removeLast() }
            let candidate = String(characters) + "…"
            if font.estimatedWidth(of: candidate) <= maxWidth { return candidate }
        }
        return "…"
    }

    /// Draws the card with its top-left corner at `origin` (viewport points), using the shared
    /// shapes `artwork`. Back to front: body (named `list/row/<i>`), then unnamed: border, band,
    /// sport label, venue, team, date, tickets, and the chevron when there are tickets left.
    package func draw(at origin: Point, artwork: CardArtwork, in context: GraphicsContext) {
        var g = context
        g.translateBy(x: origin.x, y: origin.y)
        g.fill(artwork.body, with: .color(.white), name: name)
        g.stroke(artwork.body, with: .color(Palette.cardBorder), lineWidth: ListLayout.borderWidth)
        g.fill(artwork.band, with: .color(event.sport.color))
        g.draw(sport)
        g.draw(venue)
        g.draw(team)
        g.draw(date)
        g.draw(tickets)
        if let chevron { g.draw(chevron) }
    }
}
