import Drawing
import Geometry
import PullToRefresh
import Stage

extension EventDetailsScene {
    /// The details of `event` (D.3), in a context already slid by the push: the scroll content,
    /// the pinned header with its soft shadow and overlay, the matched members (drawn above the
    /// header, moving along the straight path between their two places while the leaving one
    /// fades out and the arriving one in), and the floating button.
    func drawDetails(_ event: SportsEvent, in context: GraphicsContext, at time: SceneTime) {
        let size = context.size
        let off = $offset.at(time)
        let p = $collapse.at(time)
        let white = Paint.color(.white), black = Paint.color(.black)
        let secondary = Paint.color(Color(hex: 0x8A8A8E))
        context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.white), name: "details/background")

        // Scroll content (the 220-point spacer is under the header). What stays when collapsed
        // closes up over what the collapse hides (DetailsGeometry.closedUp).
        func top(_ row: Double) -> Double { off + DetailsGeometry.top(row, progress: p) }
        let rowWidth = size.width - 32
        let location = EventCard.truncated("📍 \(event.venue)", font: Font(size: 15), maxWidth: rowWidth)
        context.draw(location, at: Point(x: 16, y: top(DetailsGeometry.locationTop) + 12), font: Font(size: 15),
                     paint: secondary, alignment: .leading, name: "details/location")
        let tickets = event.ticketsLeft == 0 ? "SOLD OUT" : "🎫 \(event.ticketsLeft) tickets left"
        context.draw(tickets, at: Point(x: 16, y: top(DetailsGeometry.ticketsTop) + 12), font: Font(size: 15), paint: black,
                     alignment: .leading, name: "details/tickets")
        var button = context
        button.opacity *= 1 - p
        let buttonBox = DetailsGeometry.seatingButton(offset: off, width: size.width)
        button.fill(Path(roundedRect: buttonBox, cornerRadius: EventDetailsStyle.cornersRadius),
                    with: .color(EventDetailsStyle.accent), name: "details/button")
        context.draw("Upcoming games", at: Point(x: 16, y: top(DetailsGeometry.upcomingTop) + 20), font: Font(size: 20, weight: .bold),
                     paint: black, alignment: .leading, name: "details/upcoming")
        for k in 0..<DetailsGeometry.upcomingRowCount {
            let top = top(DetailsGeometry.upcomingRowsTop) + Double(k) * DetailsGeometry.upcomingRowHeight
            guard top < size.height, top + DetailsGeometry.upcomingRowHeight > 0 else { continue }
            let opponent = Self.opponent(of: event.team, game: k)
            // One line, cut with an ellipsis where it would run past the 16-point margin.
            let game = EventCard.truncated("\(event.team) vs \(opponent)", font: Font(size: 15), maxWidth: rowWidth)
            context.draw(game, at: Point(x: 16, y: top + 36), font: Font(size: 15), paint: black,
                         alignment: .leading, name: "details/upcoming/\(k)")
            context.fill(Path(Rect(x: 16, y: top + DetailsGeometry.upcomingRowHeight - 0.25, width: size.width - 16, height: 0.5)),
                         with: .color(Color(hex: 0xC6C6C8)))
        }

        // The pinned header.
        let height = DetailsGeometry.headerHeight(offset: off)
        let radius = EventDetailsStyle.cornersRadius * (1 - p)
        let header = Path(roundedRect: Rect(x: 0, y: 0, width: size.width, height: height), cornerRadius: radius)
        var shadowed = context
        shadowed.addFilter(.shadow(color: EventDetailsStyle.shadow, radius: 2))
        shadowed.fill(header, with: .color(event.sport.color), name: "details/header")
        var picture = context
        picture.clip(to: header)
        SportPicture.draw(event.sport, width: size.width, height: height, ballOpacity: 1 - p, context: picture)
        context.fill(header, with: .color(Color(hex: 0x000000, opacity: 0.2 + 0.2 * p)), name: "details/overlay")
        NavigationBar(tint: .white).draw(in: context, backName: "details/back")  // Stage's bar: D.3's back row

        // Matched members: the same straight path, cross-faded.
        let places = MatchedPlaces(offset: off, progress: p, viewport: size)
        let title = places.title
        drawPair(at: title, p: p, in: context) { c, arriving in
            c.draw(event.team, at: title, font: Font(size: 22, weight: arriving ? .bold : .heavy),
                   paint: arriving ? white : black, alignment: .leading, name: arriving ? "details/header-title" : "details/title")
        }
        let calendar = places.calendar
        drawPair(at: calendar.origin, p: p, in: context) { c, arriving in
            CalendarGlyph.draw(in: calendar, paint: arriving ? white : black,
                               name: arriving ? "details/header-calendar" : "details/calendar", context: c)
        }
        let date = places.date
        drawPair(at: date, p: p, in: context) { c, arriving in
            c.draw(event.date.longDescription, at: date, font: Font(size: 15), paint: arriving ? white : black,
                   alignment: .leading, name: arriving ? "details/header-date" : "details/date")
        }
        let fab = DetailsGeometry.floatingButton(size)
        var floating = context
        floating.opacity *= p
        floating.addFilter(.shadow(color: EventDetailsStyle.shadow, radius: 2))
        floating.fill(Path(roundedRect: fab, cornerRadius: 36), with: .color(EventDetailsStyle.accent), name: "details/floating")
        let label = places.label
        drawPair(at: label, p: p, in: context) { c, arriving in
            if arriving {
                c.fill(Self.seatsPictogram(center: label), with: white, name: "details/floating-icon")
            } else {
                c.draw("Seating Chart", at: label, font: Font(size: 17, weight: .semibold), paint: white, name: "details/button-label")
            }
        }
    }

    /// Draws a matched pair at one position: the leaving member (content side) at opacity 1 − p,
    /// the arriving one (header side) at p; a member at opacity 0 is not drawn.
    func drawPair(at point: Point, p: Double, in context: GraphicsContext, _ draw: (GraphicsContext, Bool) -> Void) {
        for (arriving, alpha) in [(false, 1 - p), (true, p)] where alpha > 0 {
            var c = context
            c.opacity *= alpha
            draw(c, arriving)
        }
    }

    /// The opponent of `team` in upcoming game `game` (0-based): the other teams in turn, never
    /// the team itself (D.3's filler rows).
    static func opponent(of team: String, game: Int) -> String {
        let others = EventFeed.teams.map(\.name).filter { $0 != team }
        return others.isEmpty ? team : others[game % others.count]
    }

    /// A 32 × 32 "seats" pictogram centred on `center`: three seat backs over a bench.
    static func seatsPictogram(center: Point) -> Path {
        Path { p in
            for k in 0..<3 {
                p.addRoundedRect(in: Rect(x: center.x - 15 + Double(k) * 10.5, y: center.y - 12, width: 9, height: 14),
                                 cornerSize: Size(width: 2, height: 2))
            }
            p.addRect(Rect(x: center.x - 16, y: center.y + 4, width: 32, height: 5))
            p.addRect(Rect(x: center.x - 14, y: center.y + 9, width: 3, height: 7))
            p.addRect(Rect(x: center.x + 11, y: center.y + 9, width: 3, height: 7))
        }
    }
}
