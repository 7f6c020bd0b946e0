import Drawing
import Geometry
import PullToRefresh
import Stage
import Testing
import ZoetropeTestSupport
@testable import EventDetails
@testable import Seating
@testable import TicketsApp

/// The path of issue #28, built step by step from what the screens show: scroll the list
/// 200 points, tap the third card, tap Seating Chart, tap a tribune, pick two seats, back, back.
struct ScriptedPath {
    var events: [SceneEvent] = []
    /// The third visible event's id.
    var third = -1
    /// The list's scroll before the first push.
    var listScroll = Double.nan
    /// The canvas points of the two seats picked.
    var seats: [Point] = []

    /// Scroll at 0.5–0.83 s, third card at 1.2 s (details at rest from 1.6 s), Seating Chart at
    /// 2.0 s (chart at rest from 2.4 s), tribune at 3.0 s (zoomed by 4.1 s), seats at 4.5 and
    /// 4.8 s, the chart's back at 5.5 s, the details' back at 6.5 s (list at rest from 6.9 s).
    static func make() throws -> ScriptedPath {
        var p = ScriptedPath()
        p.events = PointerTrace.line(from: Point(x: 195, y: 700), to: Point(x: 195, y: 500), steps: 20, start: 0.5).sceneEvents
        var s = try session(p.events)
        let before = s.at(1.2)
        p.listScroll = before.number("screens", 0, "state", "listScroll")
        p.third = Int(before.number("screens", 0, "state", "visibleEventIDs", 2))
        // The third card's top: header band 96 + scroll + inset 16 + 2 pitches of 214.
        p.events += tap(195, 96 + p.listScroll + 16 + 2 * 214 + 60, at: 1.2)
        p.events += tap(195, 392, at: 2.0)  // the Seating Chart button (y 368…416 at off = 0)
        s = try session(p.events)
        let chart = try #require(s.app(2.9).stack.top as? SeatingScene)
        let tribune = try #require(chart.layout.tribune(TribuneID("S0-top-5")!))
        let q = chart.chartToCanvas(Point(x: tribune.bounds.midX, y: tribune.bounds.midY), at: 3.0)
        p.events += tap(q.x, q.y, at: 3.0)
        s = try session(p.events)
        let zoomed = try #require(s.app(4.4).stack.top as? SeatingScene)
        let inView = Rect(x: 40, y: 120, width: 310, height: 600)
        let candidates = SeatingScene.seats(of: tribune.id, chartSide: zoomed.chartSide)
            .map { zoomed.chartToCanvas($0.center, at: 4.5) }.filter { inView.contains($0) }
        p.seats = [try #require(candidates.first), try #require(candidates.last)]
        p.events += tap(p.seats[0].x, p.seats[0].y, at: 4.5) + tap(p.seats[1].x, p.seats[1].y, at: 4.8)
        p.events += tap(22, 30, at: 5.5)  // the chart's back chevron
        p.events += tap(30, 26, at: 6.5)  // the details' back chevron
        return p
    }
}

@Suite("Tickets: the scripted path list → details → seating → back → back")
struct ScriptedPathTests {
    @Test("tapping the third card pushes that game's details")
    func thirdCard() throws {
        let p = try ScriptedPath.make()
        #expect(p.listScroll == -200)
        var s = try session(p.events)
        let state = s.at(1.7)
        #expect(state.number("depth") == 1)
        #expect(state["path"] == .array([EventDetailsScene.detailsValue(for: p.third).json]))
        #expect(state["screens"]?[1]?["state"]?["screen"] == "details")
        #expect(state.number("screens", 1, "state", "details", "event") == Double(p.third))
        #expect(state["transition"] == .null)
    }

    @Test("Seating Chart pushes the chart with that team, date and sport colour in its header")
    func chartHeader() throws {
        let p = try ScriptedPath.make()
        var s = try session(p.events)
        let game = s.app(2.5).event(p.third)
        let state = s.at(2.5)
        #expect(state.number("depth") == 2)
        #expect(state["top"] == "seating")
        #expect(state["path"]?[1] == EventDetailsScene.seatingValue(for: game).json)
        let frame = s.frame(at: SceneTime(seconds: 2.5))
        #expect(frame.text(named: "header/title") == game.team)
        #expect(frame.text(named: "header/date") == game.date.longDescription)
        #expect(frame.fillPaint(named: "header/band") == .color(game.sport.color))
        #expect(!frame.operations(named: "header/back").isEmpty, "a pushed chart shows a back chevron")
    }

    @Test("two seats picked, back, back: the list is where it was, the chart is kept for that game")
    func backBack() throws {
        let p = try ScriptedPath.make()
        var s = try session(p.events)
        #expect(s.at(5.2).number("screens", 2, "state", "ticketCount") == 2)
        let afterFirstBack = s.at(6.2)
        #expect(afterFirstBack.number("depth") == 1)
        #expect(afterFirstBack["keptCharts"] == .array([.number(Double(p.third))]))
        let end = s.at(7.0)
        #expect(end.number("depth") == 0)
        #expect(end["transition"] == .null)
        #expect(end.number("screens", 0, "state", "listScroll") == p.listScroll)
        #expect(end["screens"]?[0]?["state"]?["screen"] == "list")
        #expect(end["lastRefusal"] == .null)
    }

    @Test("the script is recorded as an events file (tickets, seed, viewport), and replaying the file is the same session")
    func eventsFile() throws {
        let p = try ScriptedPath.make()
        let header = EventsFileHeader(scene: "tickets", seed: TicketsScene.info.seed, viewport: TicketsScene.info.viewport)
        Snapshot.assertMatches(EventsFile.serialize(p.events, header: header), named: "third-game-two-seats.json")
        let text = try #require(Snapshot.reference(named: "third-game-two-seats.json"))
        let (read, events) = try EventsFile.parseDocument(text)
        #expect(read.scene == "tickets")
        var fromFile = try session(events)
        var scripted = try session(p.events)
        for t in [1.7, 2.5, 5.2, 6.2, 7.0] {
            #expect(fromFile.at(t) == scripted.at(t), "state at \(t)")
        }
    }
}
