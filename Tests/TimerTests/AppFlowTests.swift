import Drawing
import Geometry
import Stage
import Testing
import Pour
import ZoetropeTestSupport
@testable import Timer

/// timer.md §4.1, §4.4, §9: the screens, push/pop, the count-up on every push, the done overlay.
@Suite("App flow")
struct AppFlowTests {
    static let size = Size(width: 390, height: 844)
    static let app = AppLayout(size: size)
    static let timer = TimerScreenLayout(size: size, face: .digital, ratingCount: 2)

    @Test("clicking a tea card pushes its timer screen in 0.35 s easeInOut from x = +W; the count-up starts at the push")
    func pushTimer() throws {
        var s = try session(events: click(Self.app.teaCard(0).center, at: 1))   // Black Tea, tap at 1.05
        #expect(s.sceneState(at: 1).string("screen") == "list")
        let mid = s.sceneState(at: 1.05 + 0.175)
        #expect(mid.string("screen") == "timer" && mid.string("transition", "kind") == "push")
        #expect(close(mid.number("transition", "offset"), 0.5, 1e-4))
        #expect(mid.string("tea") == "Black Tea" && mid.number("timer", "length") == 240)
        let title = try #require(Draws.named("timer/title", in: s.frame(at: 1.05 + 0.175)))
        #expect(close(title.transform.tx, 195, 0.05))
        #expect(s.sceneState(at: 1.05 + 0.1).string("temperature") == "61 °F")
        let rest = s.sceneState(at: 1.6)
        #expect(rest.at(["transition"]) == .null && rest.string("temperature") == "200 °F")
        #expect(rest.array("digits", "visible").compactMap(\.stringValue) == ["m0", "m", "s1", "s0", "s"])
    }

    @Test("back (click on ‹ Teas) pops the timer screen, stops the timer; pushing again restarts the count-up")
    func backStops() throws {
        var s = try session(events: click(Self.app.teaCard(1).center, at: 0.5)
                            + [.action(name: "play", time: 2)]
                            + click(30, 28, at: 5)
                            + click(Self.app.teaCard(1).center, at: 7))
        #expect(s.sceneState(at: 4).string("timer", "status") == "running")
        let popping = s.sceneState(at: 5.05 + 0.175)
        #expect(popping.string("transition", "kind") == "pop" && popping.string("screen") == "list")
        #expect(popping.string("timer", "status") == "stopped" && popping.number("timer", "remaining") == 90)
        // Green Tea, 175 °F: ⌊175 · easeOut(0.5)⌋ = ⌊175 · 0.68464⌋ = 119 half-way through the new count.
        #expect(s.sceneState(at: 7.05 + 0.25).string("temperature") == "119 °F")
    }

    @Test("§13.5 keys: Space plays and pauses, S stops — on the timer screen only, not on the list or under the done overlay")
    func keys() throws {
        var s = try session(["screen": "timer"], events: [.key(" ", at: 1), .key(" ", at: 3), .key(" ", at: 4), .key("s", at: 6)])
        #expect(s.sceneState(at: 0.9).string("timer", "status") == "stopped")
        #expect(s.sceneState(at: 2).string("timer", "status") == "running")
        let paused = s.sceneState(at: 3.5)
        #expect(paused.string("timer", "status") == "paused" && close(paused.number("timer", "remaining"), 88, 1e-9))
        #expect(s.sceneState(at: 5).string("timer", "status") == "running" && close(s.sceneState(at: 5).number("timer", "remaining"), 87, 1e-9))
        #expect(s.sceneState(at: 6.1).string("timer", "status") == "stopped" && s.sceneState(at: 6.1).number("timer", "remaining") == 90)
        var list = try session([:], events: [.key(" ", at: 1), .key("S", at: 2)])
        #expect(list.sceneState(at: 2.5).string("screen") == "list" && list.sceneState(at: 2.5).string("timer", "status") == "stopped")
        var done = try session(["screen": "done"], events: [.key(" ", at: 1)])
        #expect(done.sceneState(at: 1.5).string("screen") == "done" && done.sceneState(at: 1.5).string("timer", "status") == "done")
    }

    @Test("control buttons: play, pause, play, stop by clicks; disabled buttons ignore clicks")
    func controls() throws {
        let b = Self.timer.buttonCenters
        var s = try session(["screen": "timer"], events: click(b[1], at: 0.5) + click(b[0], at: 0.7) + click(b[2], at: 1)
                            + click(b[1], at: 3) + click(b[2], at: 4) + click(b[0], at: 6))
        #expect(s.sceneState(at: 0.9).string("timer", "status") == "stopped")
        #expect(s.sceneState(at: 2).string("timer", "status") == "running")
        let paused = s.sceneState(at: 3.5)
        #expect(paused.string("timer", "status") == "paused" && close(paused.number("timer", "remaining"), 88, 1e-9))
        #expect(close(s.sceneState(at: 5).number("timer", "remaining"), 87.05, 1e-9))
        let stopped = s.sceneState(at: 6.1)
        #expect(stopped.string("timer", "status") == "stopped" && stopped.number("timer", "remaining") == 90)
        // The disabled glyphs: gray at opacity 0.35.
        let pause = try #require(Draws.named("controls/pause", in: s.frame(at: 0.2)))
        guard case .fill(_, .color(let c), _) = pause.command else { Issue.record("the pause glyph is not a colour fill"); return }
        #expect(c.hexRGB == "#8E8E93" && pause.opacity == 0.35)
    }

    @Test("the ratings card opens the ratings screen; arrows and squares change the selection")
    func ratingsScreen() throws {
        let small = Size(width: 390, height: 600)
        let layout = RatingsScreenLayout(size: small)
        var s = try session(["screen": "timer", "tea": "Oolong Tea"], events: [.wheel(dy: 500, x: 195, y: 500, at: 0.5)], viewport: small)
        let scrolled = s.sceneState(at: 0.6).number("scroll", "timer")
        #expect(scrolled == 200)   // clamped: the content ends at 784 + 16
        let oolong = TimerScreenLayout(size: small, face: .digital, ratingCount: 3)
        let target = Point(x: 195, y: try #require(oolong.ratingsCard).midY - scrolled)
        try s.append(contentsOf: click(target, at: 1) + [.key("ArrowRight", at: 2), .key("ArrowRight", at: 3), .key("ArrowRight", at: 4)]
                     + click(layout.square(0, of: 3).center, at: 5))
        #expect(s.sceneState(at: 1.5).string("screen") == "ratings")
        #expect(s.sceneState(at: 2.5).number("radar", "selection") == 1)
        #expect(s.sceneState(at: 4.5).number("radar", "selection") == 2)
        #expect(s.sceneState(at: 5.5).number("radar", "selection") == 0)
    }

    @Test("done overlay: stars, Save Rating appends {tea, L, temp, w, tsp, stars} and closes; status stays done")
    func saveRating() throws {
        let card = DoneCard(teaName: "Herbal Tea").layout(in: Self.size)
        var s = try session(["screen": "done", "tea": "Herbal Tea"],
                            events: click(card.stars[3].center, at: 1) + click(card.stars[1].center, at: 1.5) + click(card.saveButton.center, at: 2))
        #expect(s.sceneState(at: 0.5).string("screen") == "done" && s.sceneState(at: 0.5).number("ratings") == 0)
        // The timer draws the pour module's card (one implementation), named under done/card.
        let drawn = try #require(Draws.named("done/card", in: s.frame(at: 0.5)))
        guard case .fill(let cardPath, _, _) = drawn.command else { Issue.record("the card is not a fill"); return }
        expectClose(cardPath.boundingRect, card.card, 1e-9)
        #expect(Draws.named("done/card/star/5", in: s.frame(at: 0.5)) != nil && Draws.named("done/card/save", in: s.frame(at: 0.5)) != nil)
        #expect(s.sceneState(at: 1.2).number("done", "stars") == 4 && s.sceneState(at: 1.8).number("done", "stars") == 2)
        let after = s.sceneState(at: 2.5)
        #expect(after.string("screen") == "timer" && after.string("timer", "status") == "done" && after.number("ratings") == 1)
        let scene = s.scene(at: 2.5)
        #expect(scene.ratings[2] == [BrewRating(teaName: "Herbal Tea", time: 300, temperature: 208, water: 8, teaspoons: 2, stars: 2)])
    }

    @Test("done overlay closes without saving on Escape and on a click outside the card")
    func dismiss() throws {
        var esc = try session(["screen": "done"], events: [.key("Escape", at: 1)])
        #expect(esc.sceneState(at: 1.1).string("screen") == "timer" && esc.sceneState(at: 1.1).number("ratings") == 2)
        var outside = try session(["screen": "done"], events: click(5, 5, at: 1))
        #expect(outside.sceneState(at: 1.1).string("screen") == "timer" && outside.sceneState(at: 1.1).number("ratings") == 2)
    }

    @Test("popup in the app: picking 2.5 sets the ratio at once (teaspoons 3.2) and closes it")
    func popupPick() throws {
        let b = Self.timer.popupButton
        let option = Point(x: b.x + RatioPopup.offsets[3].dx, y: b.y + RatioPopup.offsets[3].dy)
        var s = try session(["screen": "timer"], events: click(b, at: 1) + click(option, at: 2))
        let state = s.sceneState(at: 2.06)
        #expect(state.number("ratio") == 2.5 && state.number("teaspoons") == 3.2 && state.at(["popup", "open"]) == .bool(false))
        #expect(s.sceneState(at: 2.05 + 0.25).array("popup", "options").isEmpty)
    }

    @Test("the face toggle switches to the analog face; its border box holds the controls and the canvas")
    func faceToggle() throws {
        var s = try session(["screen": "timer"], events: click(Self.timer.toggle.maxX - 20, Self.timer.toggle.midY, at: 1))
        #expect(s.sceneState(at: 1.1).string("face") == "analog")
        let frame = s.frame(at: 1.1)
        #expect(Draws.named("dial/border", in: frame) != nil && Draws.named("digits/s0", in: frame) == nil)
        let analog = TimerScreenLayout(size: Self.size, face: .analog, ratingCount: 2)
        #expect(analog.canvas.width == 288 && close(analog.canvas.height, min(288, 0.36 * 844), 1e-9))
        #expect(analog.borderBox.height == 20 + 34 + 8 + analog.canvas.height + 20)
    }

    @Test("text that would not fit shrinks: the header title clears the back control (after it when tiny), the info headings stay inside the card",
          arguments: [(Size(width: 390, height: 844), true), (Size(width: 320, height: 568), nil), (Size(width: 200, height: 200), false)])
    func fittedText(size: Size, fitsAsSpecified: Bool?) throws {
        for (screen, tea) in [("timer", "Green Tea"), ("ratings", "Oolong Tea")] {
            var s = try session(["screen": .string(screen), "tea": .string(tea)], viewport: size)
            let frame = s.frame(at: 1)
            guard case .text(let title)? = Draws.named("\(screen)/title", in: frame)?.command,
                  case .text(let back)? = Draws.named("\(screen)/back", in: frame)?.command else {
                Issue.record("no title or back control on \(screen)")
                continue
            }
            if fitsAsSpecified == true, screen == "timer" {   // "Oolong Tea Ratings" is a point smaller
                #expect(title.font.size == 20 && title.font.weight == .bold)
            } else if fitsAsSpecified == false {
                #expect(title.font.size < 20 && title.font.size >= 11)
            }
            // By the fitting's width rule the title starts 8 points or more after the back control
            // and ends 16 or more before the right edge (unless it is down to 11 points).
            let titleWidth = FittedFont.width(of: title.string, in: title.font)
            let left = title.alignment == .center ? title.position.x - titleWidth / 2 : title.position.x
            let backEnd = back.position.x + FittedFont.width(of: back.string, in: back.font)
            #expect(left >= backEnd + 8 - 1e-9, "\(screen) at \(size): \(left) vs \(backEnd)")
            #expect(left + titleWidth <= size.width - 16 + 1e-9 || title.font.size == FittedFont.minimumSize)
            #expect(title.font.size >= 11)
            guard screen == "timer" else { continue }
            let card = try #require(Draws.named("info/card", in: frame))
            guard case .fill(let cardPath, _, _) = card.command else { Issue.record("the info card is not a fill at \(size)"); continue }
            let inner = cardPath.boundingRect.width - 32   // 16 points of padding on both sides (#42)
            let headings = Draws.all(frame).compactMap { draw -> TextRun? in
                if case .text(let run) = draw.command, run.font.weight == .bold,
                   ["Brewing Temperature", "Water Amount", "Amount of Tea to Use"].contains(run.string) { return run }
                return nil
            }
            #expect(headings.count == 3)
            for run in headings {
                // At 390 points the two long headings need a little more than the card's padded
                // width (326 points) and come out at about 26 points; "Water Amount" keeps 28.
                if fitsAsSpecified == true { #expect(run.string == "Water Amount" ? run.font.size == 28 : run.font.size > 25) }
                if fitsAsSpecified == false { #expect(run.font.size < 28) }
                #expect(FittedFont.width(of: run.string, in: run.font) <= inner + 1e-9 || run.font.size == 11, "\(run.string) at \(size)")
            }
        }
    }
}
