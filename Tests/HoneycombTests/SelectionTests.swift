import Geometry
import Stage
import Testing
@testable import Honeycomb
import ZoetropeTestSupport

/// §9, §10, §12 and checks 4, 12–14: taps select and centre, the status line and bar, and
/// subtopic expansion.
@Suite("Selection, status and subtopics")
struct SelectionTests {
    /// Where bubble `topic` is drawn at `ms` (to tap it).
    static func position(of topic: String, in s: inout SceneSession<HoneycombScene>, ms t: Double) throws -> Point {
        let b = try #require(s.state(ms: t).bubble(topic))
        return Point(x: b.number("x"), y: b.number("y"))
    }

    /// A session after tapping `topics` one after another, 2 s apart (each tap lands on the
    /// bubble where it is drawn then), starting at 0.
    static func tapping(_ topics: [String], viewport: Size? = nil) throws -> SceneSession<HoneycombScene> {
        var s = try session(viewport: viewport)
        for (i, topic) in topics.enumerated() {
            let t = Double(i) * 2000
            try s.append(contentsOf: tap(try position(of: topic, in: &s, ms: t), at: t))
        }
        return s
    }

    @Test("check 4: the initial screen: Politics at (195, 406) with scale 1, \"Pick 5 more!\", bar at 0")
    func initialScreen() throws {
        var s = try session()
        let state = s.sceneState(at: 0)
        let politics = try #require(state.bubble("Politics"))
        #expect(politics.number("x") == 195 && politics.number("y") == 406 && politics.number("scale") == 1)
        #expect(state["status"] == .string("Pick 5 more!"))
        #expect(state.number("progress", "fraction") == 0)
        #expect(state["progress"]?["tint"] == .string("#800080"))
        #expect(state.number("grid", "height") == 700 && state.number("centre", "y") == 406)
    }

    @Test("check 12: tapping Politics selects it, adds its subtopics at (−2,0), (−1,−1), (0,−2), centres (0, 0), m = 175")
    func tapPolitics() throws {
        var s = try session(tap(referenceCentre, at: 0))
        let state = s.state(ms: 40)
        #expect(state["selected"] == .array([.string("Politics")]))
        #expect(state["status"] == .string("Pick 4 more!"))
        let expected = [(-2, 0), (-1, -1), (0, -2)]
        let scene = s.scene(at: ms(40))
        #expect(scene.bubbles.count == 17)
        for (k, (q, r)) in expected.enumerated() {
            let cell = scene.bubbles[14 + k].cell
            #expect(cell.topic == "\u{2022} Politics's subtopic \(k + 1)")
            #expect(cell.hex == Hex(q: q, r: r))
            let c = Reference.centre(q: q, r: r)
            #expect(isClose(cell.centre.x, c.x, 1e-9) && isClose(cell.centre.y, c.y, 1e-9))
        }
        #expect(isClose(scene.cells[14].centre.x, -216.506, 1e-3) && scene.cells[14].centre.y == -125)
        #expect(isClose(scene.cells[15].centre.x, -108.253, 1e-3) && scene.cells[15].centre.y == -187.5)
        #expect(scene.cells[16].centre.x == 0 && scene.cells[16].centre.y == -250)
        #expect(state.number("settleOffset", "x") == 0 && state.number("settleOffset", "y") == 0)
        #expect(isClose(state.number("clamp"), 175, 1e-9))
        // The bar animates to 0.2 with ease-in-out over 0.35 s.
        #expect(isClose(s.state(ms: 40 + 175).number("progress", "fraction"), 0.2 * Reference.easeInOut(0.5), 1e-6))
        #expect(s.state(ms: 40 + 350).number("progress", "fraction") == 0.2)
    }

    @Test("§12.4: new subtopics grow from scale 0 with the default spring, and the existing cells stay put")
    func insertion() throws {
        var s = try session(tap(referenceCentre, at: 0))
        #expect(s.state(ms: 40).bubble("\u{2022} Politics's subtopic 1")?.number("appear") == 0)
        for dt in [0.1, 0.2, 0.3] {
            let appear = s.state(ms: 40 + dt * 1000).bubble("\u{2022} Politics's subtopic 1")?.number("appear") ?? .nan
            #expect(isClose(appear, Reference.spring(dt), Reference.springTolerance(travel: 1)), "at +\(dt)")
        }
        #expect(s.state(ms: 5000).bubble("\u{2022} Politics's subtopic 3")?.number("appear") == 1)
        let scene = s.scene(at: 5)
        #expect(Array(scene.cells.prefix(14)).map(\.hex) == Topics.initialCells.map(\.hex))
    }

    @Test("check 13: tapping Fashion first places its subtopics at (−3,2), (−3,1), (−2,0) and centres (216.506, 0) unclamped")
    func tapFashion() throws {
        var s = try Self.tapping(["Fashion"])
        let scene = s.scene(at: 1)
        #expect(scene.cells.suffix(3).map(\.hex) == [Hex(q: -3, r: 2), Hex(q: -3, r: 1), Hex(q: -2, r: 0)])
        let state = s.state(ms: 1000)
        #expect(isClose(state.number("settleOffset", "x"), 216.506, 1e-3) && state.number("settleOffset", "y") == 0)
        #expect(state.number("settleOffset", "x") > 151.554)
        #expect(isClose(state.number("clamp"), 175, 1e-9))
        #expect(isClose(s.offset(ms: 6000).dx, 216.506, 1e-3))
    }

    @Test("check 14: five taps give \"You're all set!\" and a green full bar; a sixth keeps 1.0; back to 4 gives purple 0.8")
    func statusSequence() throws {
        let five = ["Politics", "Science", "Animals", "Plants", "Tech"]
        var s = try Self.tapping(five)
        var state = s.state(ms: 10_000)
        #expect(state["status"] == .string("You're all set!"))
        #expect(state.number("progress", "fraction") == 1 && state["progress"]?["tint"] == .string("#34C759"))
        s = try Self.tapping(five + ["Music"])
        state = s.state(ms: 12_000)
        #expect(state["status"] == .string("You're all set!") && state.number("progress", "fraction") == 1)
        s = try Self.tapping(five + ["Music", "Music", "Tech"])
        state = s.state(ms: 18_000)
        #expect(state["selected"]?.arrayValue?.count == 4)
        #expect(state["status"] == .string("Pick 1 more!"))
        #expect(isClose(state.number("progress", "fraction"), 0.8, 1e-12) && state["progress"]?["tint"] == .string("#800080"))
    }

    @Test("§10: the tint animates component-wise in sRGB over 0.35 s when the count crosses 5")
    func tintAnimation() throws {
        var s = try Self.tapping(["Politics", "Science", "Animals", "Plants", "Tech"])
        let tapTime = 8000 + 40.0
        let scene = s.scene(at: ms(tapTime + 175))
        let tint = scene.$progressTint.at(ms(tapTime + 175))
        let f = Reference.easeInOut(0.5)
        let purple = (r: 128.0 / 255, g: 0.0, b: 128.0 / 255), green = (r: 0x34 / 255.0, g: 0xC7 / 255.0, b: 0x59 / 255.0)
        #expect(isClose(tint.red, purple.r + f * (green.r - purple.r), 1e-6))
        #expect(isClose(tint.green, purple.g + f * (green.g - purple.g), 1e-6))
        #expect(isClose(tint.blue, purple.b + f * (green.b - purple.b), 1e-6))
    }

    @Test("§9: deselecting centres the bubble too and removes nothing; reselecting adds no subtopics")
    func deselect() throws {
        var s = try Self.tapping(["Politics", "Science", "Science", "Politics", "Politics"])
        let scene = s.scene(at: 10)
        #expect(scene.bubbles.count == 20, "Politics and Science expanded once each")
        let state = s.state(ms: 10_000)
        #expect(state["selected"] == .array([.string("Politics")]))
        #expect(state.number("offset", "x") == 0 && state.number("offset", "y") == 0)
    }

    @Test("§12.1: subtopics never expand, and their tap counts towards the five")
    func subtopicsDoNotExpand() throws {
        var s = try Self.tapping(["Politics", "\u{2022} Politics's subtopic 2"])
        let scene = s.scene(at: 5)
        #expect(scene.bubbles.count == 17)
        #expect(s.state(ms: 5000)["status"] == .string("Pick 3 more!"))
        #expect(Topics.expands("Politics", among: ["Politics", "\u{2022} Politics's subtopic 1"]) == false)
        #expect(Topics.expands("Art", among: ["Politics", "\u{2022} Politics's subtopic 1"]) == true)
    }

    @Test("§12.3: the breadth-first placement fills free neighbours first, in direction order, then the next layer")
    func placement() {
        // A free ring: the three first directions.
        #expect(SubtopicPlacement.cells(count: 3, around: .zero, occupied: [.zero])
            == [Hex(q: 1, r: 0), Hex(q: 0, r: 1), Hex(q: -1, r: 1)])
        // Fully surrounded: the second layer in discovery order.
        let ring = Set(Hex.spiral(count: 7))
        let placed = SubtopicPlacement.cells(count: 3, around: .zero, occupied: ring)
        #expect(placed == [Hex(q: 2, r: 0), Hex(q: 1, r: 1), Hex(q: 2, r: -1)])
        #expect(placed.allSatisfy { $0.distance(to: .zero) == 2 })
        #expect(SubtopicPlacement.cells(count: 0, around: .zero, occupied: []) == [])
    }
}
