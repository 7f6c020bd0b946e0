import Drawing
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Pour

/// The done card (`card=true`, pour.md §3 layer 5 and §9; layout from timer.md §4.4).
@Suite("Done card")
struct DoneCardTests {
    @Test("layout: width min(W − 32, 340), centred, padding 20, rows 10 apart, lines 41/22 high, five 28-pt stars 8 apart",
          arguments: [Size(width: 390, height: 844), Size(width: 200, height: 200), Size(width: 3000, height: 3000)])
    func layout(viewport: Size) throws {
        let l = DoneCard().layout(in: viewport)
        #expect(l.card.width == min(viewport.width - 32, 340))
        #expect(isClose(l.card.midX, viewport.width / 2, 1e-9) && isClose(l.card.midY, viewport.height / 2, 1e-9))
        let first = try #require(l.lines.first), last = try #require(l.lines.last)
        let title = l.lines.filter { $0.font.size == 34 }
        #expect(title.map(\.text).joined(separator: " ") == "Brew Timer Complete" && title.first == first)
        #expect(title.allSatisfy { $0.box.height == 41 } && l.lines.filter { $0.font.size == 17 }.allSatisfy { $0.box.height == 22 })
        #expect(isClose(first.box.minY, l.card.minY + 20, 1e-9) && isClose(last.box.maxY, l.card.maxY - 20, 1e-9))
        #expect(l.lines.allSatisfy { isClose($0.box.minX, l.card.minX + 20, 1e-9) && isClose($0.box.width, l.card.width - 40, 1e-9) })
        #expect(last.text == "Save Rating")
        let rate = try #require(l.lines.firstIndex { $0.text == "Rate Your Brew" })
        let message = l.lines[title.count..<rate]
        #expect(message.map(\.text).joined(separator: " ") == "Your Green Tea should be ready. Enjoy.")
        // Rows 10 apart; the lines of one wrapped text touch.
        #expect(isClose(message.first!.box.minY - title.last!.box.maxY, 10, 1e-9))
        #expect(isClose(l.lines[rate].box.minY - message.last!.box.maxY, 10, 1e-9))
        for pair in Array(zip(title.dropLast(), title.dropFirst())) + Array(zip(message.dropLast(), message.dropFirst())) {
            #expect(isClose(pair.1.box.minY, pair.0.box.maxY, 1e-9))
        }
        #expect(l.stars.count == 5 && l.stars.allSatisfy { $0.width == 28 && $0.height == 28 })
        for k in 1..<5 { #expect(isClose(l.stars[k].minX - l.stars[k - 1].maxX, 8, 1e-9)) }
        #expect(isClose((l.stars[0].minX + l.stars[4].maxX) / 2, l.card.midX, 1e-9))
        #expect(isClose(l.stars[0].minY - l.lines[rate].box.maxY, 10, 1e-9) && isClose(last.box.minY - l.stars[0].maxY, 10, 1e-9))
        // The button is as large as its label: the estimated text width (within the card) × its line.
        let label = min(Font(size: 17).estimatedWidth(of: "Save Rating"), l.card.width - 40)
        #expect(isClose(l.saveButton.width, label, 1e-9) && l.saveButton.height == 22)
        #expect(isClose(l.saveButton.midX, l.card.midX, 1e-9) && l.saveButton.minY == last.box.minY)
    }

    @Test("card=true draws the card on top of the pour: QuarterSpanishWhite, BlackRussian text, outlined yellow stars, a blue button")
    func drawn() throws {
        var s = try session([.set(name: "card", value: .bool(true), time: at(0))])
        let frame = s.frame(at: at(2.25))
        let names = frame.operations.compactMap(\.name)
        let card = try #require(names.firstIndex(of: "card"))
        #expect(names.lastIndex(of: "pour/wave/front")! < card)
        #expect(Array(names[card...]).filter { $0.hasPrefix("card/star/") } == (1...5).map { "card/star/\($0)" })
        guard case .fill(_, .color(let fill), _) = frame.operations(named: "card")[0].command else {
            Issue.record("the card is not a colour fill")
            return
        }
        #expect(fill.hexRGB == "#EFE4D4")
        for star in (1...5).map({ frame.operations(named: "card/star/\($0)")[0] }) {
            guard case .stroke(_, .color(let c), _) = star.command else { Issue.record("an unselected star is outlined"); continue }
            #expect(c.hexRGB == "#FFCC00")
        }
        guard case .text(let save) = frame.operations(named: "card/save")[0].command, case .color(let blue) = save.paint else {
            Issue.record("Save Rating is text")
            return
        }
        #expect(save.string == "Save Rating" && blue.hexRGB == "#007AFF")
        let texts = frame.operations(named: "card/text").compactMap { op -> TextRun? in
            if case .text(let run) = op.command { return run }
            return nil
        }
        let layout = DoneCard().layout(in: frame.size)
        #expect(texts.map(\.string) == layout.lines.dropLast().map(\.text) && texts.first?.string.hasPrefix("Brew Timer") == true)
        #expect(texts.allSatisfy { if case .color(let c) = $0.paint { c.hexRGB == "#151618" } else { false } })
        #expect(s.sceneState(at: at(2.25))["card"] == .bool(true))
        // Without the parameter there is no card.
        var plain = try session()
        #expect(plain.frame(at: at(2.25)).operations(named: "card").isEmpty)
    }

    @Test("the rating star is regular: five tips on the circle, tip 0 straight up, inner corners at 0.382 of the radius")
    func star() {
        let c = Point(x: 50, y: 60), path = RatingStar.path(center: c, radius: 14)
        let points = path.elements.compactMap { e -> Point? in
            switch e {
            case .move(let p), .line(let p): p
            default: nil
            }
        }
        #expect(points.count == 10)
        expectClose(points[0], Point(x: 50, y: 46), 1e-9)
        for (i, p) in points.enumerated() {
            #expect(isClose(p.distance(to: c), i % 2 == 0 ? 14 : 14 * 0.381966, 1e-9))
        }
        // Regular: each inner corner lies on the line through the two tips next-but-one to it.
        let tips = stride(from: 0, to: 10, by: 2).map { points[$0] }
        let a = tips[0], b = tips[2], q = points[1]
        #expect(abs((b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x)) / a.distance(to: b) < 1e-4)
    }

    @Test("a chosen rating fills the stars up to it")
    func rating() {
        let frame = Frame(size: Size(width: 390, height: 844)) { DoneCard(rating: 3).draw(in: $0, viewport: $0.size) }
        let kinds = (1...5).map { k -> String in
            switch frame.operations(named: "card/star/\(k)").first?.command {
            case .fill?: "fill"
            case .stroke?: "stroke"
            default: "missing"
            }
        }
        #expect(kinds == ["fill", "fill", "fill", "stroke", "stroke"])
    }

    @Test("a click on the card does not replay; a click outside it does; without the card the same spot replays")
    func clicks() throws {
        let card = DoneCard().layout(in: referenceViewport).card
        let on = click(x: card.midX, y: card.midY, at: 3)
        let off = click(x: card.midX, y: card.minY - 20, at: 4, id: 2)
        var s = try session([.set(name: "card", value: .bool(true), time: at(0))] + on + off)
        #expect(s.sceneState(at: at(3.5)).number("replays") == 0)
        #expect(s.sceneState(at: at(4.5)).number("replays") == 1)
        var plain = try session(on)
        #expect(plain.sceneState(at: at(3.5)).number("replays") == 1)
    }
}
