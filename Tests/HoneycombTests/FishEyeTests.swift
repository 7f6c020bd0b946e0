import Geometry
import Stage
import Testing
@testable import Honeycomb
import ZoetropeTestSupport

/// §13 and checks 5, 6, 15: the fish-eye on the reference grid region 390 × 700.
@Suite("Fish-eye")
struct FishEyeTests {
    static let region = Size(width: 390, height: 700)

    /// Check 5's table at offset (0, 0): size, scale, shift and drawn centre relative to C.
    static let check5: [(topic: String, size: Double, scale: Double, shift: (Double, Double), drawn: (Double, Double))] = [
        ("Politics", 125, 1, (0, 0), (0, 0)),
        ("Science", 96.310, 0.7705, (-12.751, 0), (95.502, 62.5)),
        ("Books", 15.120, 0.1210, (-48.835, 0), (167.671, 0)),
        ("TV-series", 106.25, 0.85, (0, -8.333), (0, 241.667)),
        ("Fashion", 15.120, 0.1210, (48.835, 0), (-167.671, 0)),
    ]

    @Test("check 5: at offset (0, 0) the scene places the table's bubbles", arguments: check5.map(\.topic))
    func initialPlacement(topic: String) throws {
        let row = try #require(Self.check5.first { $0.topic == topic })
        var s = try session()
        let scene = s.scene(at: 0)
        let i = try #require(scene.bubbles.firstIndex { $0.cell.topic == topic })
        let p = scene.placements(at: 0)[i]
        #expect(isClose(p.fishEye.size, row.size, 1e-3))
        #expect(isClose(p.scale, row.scale, 1e-4))
        #expect(isClose(p.fishEye.shift.dx, row.shift.0, 1e-3) && isClose(p.fishEye.shift.dy, row.shift.1, 1e-3))
        #expect(isClose(p.centre.x - referenceCentre.x, row.drawn.0, 1e-3) && isClose(p.centre.y - referenceCentre.y, row.drawn.1, 1e-3))
    }

    @Test("check 5: Cooking and Finance 0.1210; Animals and Music 1; six cells 0.7705")
    func initialScales() throws {
        var s = try session()
        let state = s.sceneState(at: 0)
        func scale(_ topic: String) -> Double { state.bubble(topic)?.number("scale") ?? .nan }
        for t in ["Cooking", "Finance"] { #expect(isClose(scale(t), 0.1210, 1e-4), "\(t)") }
        for t in ["Animals", "Music"] { #expect(isClose(scale(t), 1, 1e-12), "\(t)") }
        for t in ["Science", "Plants", "Tech", "Sports", "Traveling", "Art"] { #expect(isClose(scale(t), 0.7705, 1e-4), "\(t)") }
    }

    @Test("check 6: after centring Science, Science, Sports and Traveling are at scale 1 and Finance at 0.001")
    func afterCentringScience() throws {
        // Science sits at C + (95.502, 62.5) at rest: tap it and wait for the spring to rest.
        var s = try session(tap(Point(x: 195 + 95.502, y: 406 + 62.5), at: 0))
        let state = s.sceneState(at: 5)
        #expect(isClose(state.number("offset", "x"), -108.253, 1e-3) && isClose(state.number("offset", "y"), -62.5, 1e-9))
        for t in ["Science", "Sports", "Traveling"] { #expect(isClose(state.bubble(t)?.number("scale") ?? .nan, 1, 1e-12), "\(t)") }
        #expect(state.bubble("Finance")?.number("scale") == 0.001)
        #expect(isClose(state.bubble("Finance")?.number("size") ?? .nan, 0, 0))
        let finance = FishEye(offset: Vector(dx: -324.76, dy: 62.5), region: Self.region)
        #expect(finance.size == 0)
    }

    @Test("§13: a bubble drawn on the border has size 0; it vanishes at half-extent + 41.667, 13.9 inside")
    func laws() {
        // Drawn centre o − (o + 125 − 195)/3 on the border x = 195: o = 257.5, excess 187.5 ≥ 166.67.
        let border = FishEye(offset: Vector(dx: 257.5, dy: 0), region: Self.region)
        #expect(257.5 + border.shift.dx == 195 && border.size == 0)
        // The formula gives a bubble whose *offset* sits on the border size 125 − 0.75 × 125.
        #expect(FishEye(offset: Vector(dx: 195, dy: 0), region: Self.region).size == 31.25)
        // Size reaches 0 at half-extent + 41.667; the drawn centre then sits 13.9 inside the border.
        let vanishing = 195 + 125.0 / 3
        let e = FishEye(offset: Vector(dx: vanishing, dy: 0), region: Self.region)
        #expect(isClose(e.size, 0, 1e-9))
        #expect(isClose(195 - (vanishing + e.shift.dx), 13.889, 1e-3))
        // Mirror symmetry: −o gives the same size and the opposite shift.
        let a = FishEye(offset: Vector(dx: 170, dy: -300), region: Self.region)
        let b = FishEye(offset: Vector(dx: -170, dy: 300), region: Self.region)
        #expect(a.size == b.size && a.shift == Vector(dx: -b.shift.dx, dy: -b.shift.dy))
        // Non-finite offsets: size 0, no NaN.
        let bad = FishEye(offset: Vector(dx: .nan, dy: 0), region: Self.region)
        #expect(bad.size == 0 && bad.shift.isFinite)
    }

    @Test("check 15: for random offsets every bubble with size > 0 stays ≥ 13.8 inside G")
    func containment() {
        var random = SplitMix64(seed: 15)
        var checked = 0
        for _ in 0..<20_000 {
            let o = Vector(dx: random.nextDouble(in: -600..<600), dy: random.nextDouble(in: -800..<800))
            let e = FishEye(offset: o, region: Self.region)
            guard e.size > 0 else { continue }
            checked += 1
            let centre = o + e.shift
            let radius = 58.5 * e.size / 125
            #expect(abs(centre.dx) + radius <= 195 - 13.8, "\(o)")
            #expect(abs(centre.dy) + radius <= 350 - 13.8, "\(o)")
        }
        #expect(checked > 1000)
    }
}
