import Drawing
import Geometry
import Testing
@testable import PullToRefresh
@testable import Stage

/// What the frame contains: z-order (B.9), named operations (B.10), the card and header layout
/// (B.3) and the ball's drawing (B.6).
@Suite("Drawing")
struct DrawingTests {
    /// Index of the first draw named `name` (or with that prefix).
    private func index(_ names: [String], _ name: String, prefix: Bool = false) -> Int? {
        names.firstIndex { prefix ? $0.hasPrefix(name) : $0 == name }
    }

    @Test("z-order back to front: background, shadow, ball, cards, header (rolling and jumping)")
    func zOrder() throws {
        var s = try session(refreshDrag(release: 30) + [.wheel(dy: 0, at: tick(500))])
        for k in [15, 40, 400] {  // rolling in, jumping, rolling in again
            let names = FrameReader.names(s.frame(at: tick(k)))
            let order = try ["background", "ball/shadow", "ball", "ball/seams", "ball/outline"].map {
                try #require(index(names, $0))
            }
            #expect(order == order.sorted())
            let firstCard = try #require(index(names, "list/row/", prefix: true))
            let title = try #require(index(names, "header/title"))
            #expect(order.last! < firstCard && firstCard < title && title == names.count - 1)
        }
        // Roll-out: same order.
        let names = FrameReader.names(s.frame(at: SceneTime(seconds: tOn + 5.6)))
        #expect(index(names, "ball/shadow")! < index(names, "ball")!)
    }

    @Test("idle draws no ball; the header band is filled only while scrolled")
    func idleAndHeader() throws {
        var s = try session(refreshDrag(release: 30) + [.wheel(dy: 200, at: tick(460))])
        let idle = FrameReader.names(s.frame(at: tick(399)))
        #expect(!idle.contains("ball") && !idle.contains("ball/shadow"))
        #expect(!idle.contains("header/fill"))
        let scrolled = FrameReader.names(s.frame(at: tick(460)))
        #expect(scrolled.contains("header/fill") && scrolled.contains("header/hairline"))
    }

    @Test("the ball's drawing: orange disc of radius 21, seams 1.89 wide with round caps clipped to it, 1.5 outline inside its rim")
    func ball() throws {
        var s = try session()
        let frame = s.frame(at: tick(1))
        guard case .fill(let disc, .color(let fill), _) = try #require(FrameReader.draw(named: "ball", in: frame)).command,
            case .stroke(let seams, .color(let seamColor), let seamStyle) = try #require(FrameReader.draw(named: "ball/seams", in: frame)).command,
            case .stroke(let outline, _, let outlineStyle) = try #require(FrameReader.draw(named: "ball/outline", in: frame)).command
        else { Issue.record("unexpected commands"); return }
        #expect(fill == Color(hex: 0xE8702A) && seamColor == Color(hex: 0x3B2314))
        #expect(close(disc.boundingRect.width, 42, 1e-9) && close(disc.boundingRect.midX, 0, 1e-9))
        #expect(close(seamStyle.lineWidth, 1.89, 1e-9) && seamStyle.lineCap == .round)
        // The outline's outer edge is the rim (#42: nothing of the ball reaches beyond r, so at
        // displayed progress 0 it does not peek into the viewport).
        #expect(close(outline.boundingRect.width + outlineStyle.lineWidth, 42, 1e-9) && outlineStyle.lineWidth == 1.5)
        #expect(close(outline.boundingRect.midX, 0, 1e-9))
        let ops = frame.operations.map(\.name)
        let seamIndex = try #require(ops.firstIndex(of: "ball/seams"))
        #expect(frame.operations[..<seamIndex].contains { if case .clip(let p, _) = $0.command { p == disc } else { false } },
                "the seams are clipped to the disc")
        // Two lines and two quadratic side seams through (±0.707r, ±0.707r) with controls (±0.2r, 0).
        let quads = seams.elements.compactMap { e -> (Point, Point)? in
            if case .quadCurve(let to, let control) = e { return (to, control) }
            return nil
        }
        #expect(quads.count == 2)
        #expect(quads.map(\.1) == [Point(x: -4.2, y: 0), Point(x: 4.2, y: 0)])
    }

    @Test("cards: card i spans x = 16 … W − 16 from L + O + 16 + 214·i, 198 tall, white with a 1.5 border at alpha 0.1")
    func cards() throws {
        var s = try session()
        let frame = s.frame(at: tick(1))
        for i in 0..<4 {
            let body = try #require(FrameReader.draw(named: "list/row/\(i)", in: frame))
            guard case .fill(let path, .color(let color), _) = body.command else { Issue.record("not a fill"); continue }
            let rect = path.applying(body.transform).boundingRect
            #expect(close(rect.minX, 16, 1e-9) && close(rect.maxX, 374, 1e-9))
            #expect(close(rect.minY, 96 + 16 + 214 * Double(i), 1e-9) && close(rect.height, 198, 1e-9))
            #expect(color == .white)
            guard case .stroke(_, .color(let border), let style) = try #require(FrameReader.card(i, in: frame)?.border).command
            else { Issue.record("no border"); continue }
            #expect(border == Color(hex: 0x8E8E93, opacity: 0.1) && style.lineWidth == 1.5)
        }
        // Only the visible cards are drawn: 4 at H = 844 (tops 112, 326, 540, 754).
        #expect(FrameReader.draw(named: "list/row/4", in: frame) == nil)
    }

    @Test("a card is its named body followed by unnamed border, band and texts; only the body is named")
    func cardNames() throws {
        var s = try session()
        let names = FrameReader.names(s.frame(at: tick(1)))
        #expect(names.filter { $0.hasPrefix("list/") } == ["list/row/0", "list/row/1", "list/row/2", "list/row/3"])
    }

    @Test("a card's texts: sport label in the band, venue, team, upper-case date, tickets rule and chevron at W − 40")
    func cardTexts() throws {
        var s = try session()
        let scene = s.scene(at: tick(1))
        let frame = s.frame(at: tick(1))
        for (i, card) in scene.cards.prefix(4).enumerated() {
            let e = card.event
            let parts = try #require(FrameReader.card(i, in: frame))
            func text(_ part: String) -> (TextRun, AffineTransform)? {
                guard let d = parts.texts[part], case .text(let run) = d.command else { return nil }
                return (run, d.transform)
            }
            let band = parts.band
            guard case .fill(let bandPath, .color(let bandColor), _) = band.command else {
                Issue.record("card \(i)'s band is not a colour fill")
                continue
            }
            #expect(bandColor == e.sport.color)
            #expect(close(bandPath.boundingRect.height, 100, 1e-9))
            #expect(try #require(text("sport")).0.string == e.sport.label)
            #expect(try #require(text("venue")).0.string == e.venue)
            #expect(try #require(text("team")).0.string == e.team)
            let date = try #require(text("date")).0
            #expect(date.string == e.date.longDescription.uppercased())
            #expect(date.string.hasSuffix("JUNE \(e.date.day), 2024"))
            let tickets = try #require(text("tickets")).0
            if e.ticketsLeft == 0 {
                #expect(tickets.string == "SOLD OUT" && tickets.font.weight == .bold && tickets.paint == .color(Color(hex: 0xFF3B30)))
                #expect(text("chevron") == nil)
            } else {
                #expect(tickets.string == "🎫 \(e.ticketsLeft) tickets left")
                #expect(tickets.paint == .color(e.ticketsLeft > 200 ? .black : Color(hex: 0xFF3B30)))
                let (chevron, transform) = try #require(text("chevron"))
                #expect(close(chevron.position.applying(transform).x, 390 - 40, 1e-9))
            }
        }
    }

    @Test("long team names are cut to one line with an ellipsis")
    func ellipsis() {
        let event = SportsEvent(id: 0, team: "Tulsa Golden Hurricane", sport: .football, venue: "BOK Center",
                                date: CalendarDay(year: 2024, month: 6, day: 1), ticketsLeft: 10)
        let narrow = EventCard(event: event, index: 0, width: 168)  // W = 200
        #expect(narrow.team.string.hasSuffix("…"))
        #expect(narrow.team.font.estimatedWidth(of: narrow.team.string) <= 168 - 56)
        let wide = EventCard(event: event, index: 0, width: 358)
        #expect(wide.team.string == "Tulsa Golden Hurricane")
        #expect(EventCard.truncated("abc", font: Font(size: 22), maxWidth: 0) == "…")
    }

    @Test("the header: \"Events\" in bold 34 at x = 16 with its baseline at y = 82")
    func title() throws {
        var s = try session()
        let d = try #require(FrameReader.draw(named: "header/title", in: s.frame(at: 0)))
        guard case .text(let run) = d.command else { Issue.record("not text"); return }
        #expect(run.string == "Events" && run.font.size == 34 && run.font.weight == .bold)
        #expect(run.position.applying(d.transform) == Point(x: 16, y: 82))
        #expect(run.alignment == .leading && run.baseline == .alphabetic)
    }

    @Test("layout follows the viewport: centred ball and full-width cards at 1000 × 700")
    func viewportLayout() throws {
        var s = try session(refreshDrag(release: 30), viewport: Size(width: 1000, height: 700))
        let state = s.sceneState(at: SceneTime(seconds: tOn + 0.2))
        #expect(state.number("ball", "x") == 500)
        let body = try #require(FrameReader.draw(named: "list/row/0", in: s.frame(at: 1)))
        guard case .fill(let path, _, _) = body.command else { Issue.record("row 0 is not a fill"); return }
        #expect(close(path.applying(body.transform).boundingRect.maxX, 984, 1e-9))
    }

    @Test("shadows: flat ellipses by default, a radial fade with softShadows; the peak alpha is the same")
    func shadows() throws {
        var flat = try session(refreshDrag(release: 30))
        let t = SceneTime(seconds: tOn + 0.35)
        guard case .fill(_, .color(let color), _) = try #require(FrameReader.draw(named: "ball/shadow", in: flat.frame(at: t))).command
        else { Issue.record("flat shadow is not a colour fill"); return }
        let gray = Color(hex: 0x8E8E93)
        #expect(close(color.opacity, 0.4, 1e-9))
        #expect(color.red == gray.red && color.green == gray.green && color.blue == gray.blue)
        var soft = try session([.set(name: "softShadows", value: .bool(true), time: 0)] + refreshDrag(release: 30))
        guard case .fill(_, .radialGradient(let g, _, _, let r1), _) = try #require(FrameReader.draw(named: "ball/shadow", in: soft.frame(at: t))).command
        else { Issue.record("soft shadow is not a radial gradient"); return }
        #expect(r1 == 1)
        #expect(close(g.stops[0].color.opacity, 0.4, 1e-9) && g.stops.last!.color.opacity == 0)
    }
}
