import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import Seating
@testable import Stage

/// The chrome (seating.md §11, §9.8): header, badge, Buy Tickets, the zoom-out button, their
/// shadows and transitions, read from the frames.
@Suite("Chrome")
struct ChromeTests {
    /// The operation named `name` and the filters in force when it runs.
    static func operation(_ name: String, in frame: Frame) -> (op: Frame.Operation, filters: [Filter])? {
        var filters: [Filter] = []
        for op in frame.operations {
            switch op.command {
            case .addFilter(let f): filters.append(f)
            case .resetFilters: filters = []
            default: if op.name == name { return (op, filters) }
            }
        }
        return nil
    }

    static func bounds(_ op: Frame.Operation?) -> Rect? {
        switch op?.command {
        case .fill(let p, _, _)?, .stroke(let p, _, _)?: return p.boundingRect
        default: return nil
        }
    }

    static let shadow = Filter.shadow(color: Color(hex: 0x000000, opacity: 0.33), radius: 2)

    @Test("at rest: the header at its place, the title and Buy with the soft shadow, no badge, no zoom-out")
    func rest() throws {
        var s = try session()
        let frame = s.frame(at: 1)
        let title = try #require(Self.operation("header/title", in: frame))
        #expect(title.filters == [Self.shadow])
        if case .text(let run) = title.op.command {
            #expect(run.string == "Home Team" && run.position == Point(x: 16, y: 16) && run.font.size == 22)
            #expect(run.font.weight == .bold && run.baseline == .top && run.alignment == .leading)
        } else { Issue.record("the title is not text") }
        let date = try #require(Self.operation("header/date", in: frame))
        #expect(date.filters.isEmpty)
        if case .text(let run) = date.op.command { #expect(run.position == Point(x: 16, y: 52) && run.font.size == 15) }
        let buy = try #require(Self.operation("buy", in: frame))
        #expect(buy.filters == [Self.shadow])
        #expect(Self.bounds(buy.op) == Rect(x: 16, y: 836, width: 868, height: 48))
        #expect(Self.operation("zoom-out", in: frame) == nil)
        #expect(Self.operation("header/badge", in: frame) == nil)
        let cart = try #require(Self.bounds(Self.operation("header/cart", in: frame)?.op))
        #expect(Rect(x: 860, y: 48, width: 24, height: 24).contains(cart))
    }

    @Test("zoomed: the header slides up 80 points and the zoom-out button shows; Buy narrows to vw − 88")
    func zoomed() throws {
        var s = try session(tap(770, 431.25, at: 1.5) + tap(435, 194, at: 3))
        // Halfway through the ZOOM step (ease-in-out: 0.5), the header is 40 points up.
        let mid = s.frame(at: SceneTime(seconds: 1.8 + 0.35))
        if case .text(let run)? = Self.operation("header/date", in: mid)?.op.command {
            expectClose(run.position.y, 52, 1e-9)  // positions are in the header's own space …
        }
        let transforms = mid.operations.compactMap { op -> AffineTransform? in
            if case .setTransform(let t) = op.command { return t } else { return nil }
        }
        #expect(transforms.contains { abs($0.ty + 40) < 1e-9 && $0.a == 1 && $0.tx == 0 })  // … moved by −40
        let end = s.frame(at: 3.5)
        #expect(Self.operation("header/title", in: end) == nil)  // fully hidden: not drawn
        let button = try #require(Self.operation("zoom-out", in: end))
        #expect(button.filters == [Self.shadow])
        expectClose(try #require(Self.bounds(button.op)), Rect(x: 836, y: 836, width: 48, height: 48), 1e-9)
        #expect(Self.bounds(Self.operation("buy", in: end)?.op) == Rect(x: 16, y: 836, width: 796, height: 48))
        // The badge counts the seat while zoomed? The header is hidden; after zooming out it shows 1.
        var out = try session(tap(770, 431.25, at: 1.5) + tap(435, 194, at: 3) + tap(860, 860, at: 4))
        let back = out.frame(at: 5.5)
        let badge = try #require(Self.bounds(Self.operation("header/badge", in: back)?.op))
        expectClose(badge, Rect(x: 876, y: 44, width: 16, height: 16), 1e-9)
        if case .text(let run)? = Self.operation("header/count", in: back)?.op.command {
            #expect(run.string == "1" && run.position == Point(x: 884, y: 52) && run.font.size == 12)
        } else { Issue.record("no count") }
    }

    @Test("the dialog: scrim, card 16 points above the bottom, title, message and OK")
    func dialog() throws {
        var s = try session(tap(770, 431.25, at: 1.5) + tap(435, 194, at: 3) + tap(400, 860, at: 3.5))
        let frame = s.frame(at: 3.6)
        #expect(Self.bounds(Self.operation("dialog/scrim", in: frame)?.op) == Rect(x: 0, y: 0, width: 900, height: 900))
        expectClose(try #require(Self.bounds(Self.operation("dialog/card", in: frame)?.op)),
                    Rect(x: 16, y: 734, width: 868, height: 150), 1e-9)
        if case .fill(_, let paint, _)? = Self.operation("dialog/scrim", in: frame)?.op.command {
            #expect(paint == .color(Color(hex: 0x000000, opacity: 0.25)))
        }
        if case .text(let run)? = Self.operation("dialog/message", in: frame)?.op.command {
            #expect(run.string == "Your seats are booked. Enjoy the game!" && run.font.size == 13)
        } else { Issue.record("no message") }
        if case .text(let run)? = Self.operation("dialog/ok", in: frame)?.op.command {
            #expect(run.string == "OK" && run.font.size == 17 && run.paint == .color(Color(hex: 0x007AFF)))
        } else { Issue.record("no OK") }
    }

    @Test("the header is not hit-tested: a drag from the title pans the chart; a press on Buy never pans")
    func hitTesting() throws {
        var s = try session([.pointer(.down, id: 1, x: 60, y: 30, at: 1.5), .pointer(.move, id: 1, x: 160, y: 130, at: 1.6),
                             .pointer(.up, id: 1, x: 160, y: 130, at: 1.7)])
        expectClose(s.at(1.7).point("offset"), Point(x: 100, y: 100), 1e-12)
        var d = try session([.pointer(.down, id: 1, x: 450, y: 860, at: 1.5), .pointer(.move, id: 1, x: 300, y: 500, at: 1.6),
                             .pointer(.up, id: 1, x: 300, y: 500, at: 1.7)])
        expectClose(d.at(1.7).point("offset"), .zero, 0)
        #expect(d.at(1.7)["dialogShown"] == .bool(false))
    }
}
