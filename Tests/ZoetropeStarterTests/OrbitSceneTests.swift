import Foundation
import Drawing
import Geometry
import Stage
import Testing
import ZoetropeStarter
import ZoetropeTestSupport

/// The example scene every `preview init` package starts from: what its doc comment promises.
@Suite("OrbitScene")
struct OrbitSceneTests {
    /// The planet's offset from the sun in the scene's state at `time`.
    static func planet(_ session: inout SceneSession<OrbitScene>, at time: SceneTime) throws -> Point {
        let state = session.sceneState(at: time)
        let x = try #require(state["planet"]?["x"]?.doubleValue)
        let y = try #require(state["planet"]?["y"]?.doubleValue)
        return Point(x: x, y: y)
    }

    /// The orbit's presented radius in the scene's state at `time`.
    static func radius(_ session: inout SceneSession<OrbitScene>, at time: SceneTime) throws -> Double {
        try #require(session.sceneState(at: time)["radius"]?.doubleValue)
    }

    @Test("the planet turns clockwise (y down) at 0.25 revolutions per second on an 80-point orbit, at any time")
    func turnsAtTheDefaultSpeed() throws {
        var session = try SceneSession<OrbitScene>()
        var random = SplitMix64(seed: 0x0B17)
        for _ in 0..<50 {
            let t = random.nextDouble(in: 0..<100)
            let angle = 2 * Double.pi * 0.25 * t
            let planet = try Self.planet(&session, at: SceneTime(seconds: t))
            #expect(isClose(planet, Point(x: 80 * cos(angle), y: 80 * sin(angle)), 1e-9), "t = \(t)")
        }
        // A quarter turn in one second: from the right of the sun to below it.
        #expect(isClose(try Self.planet(&session, at: 1), Point(x: 0, y: 80), 1e-9))
    }

    @Test("a speed change keeps the planet where it is, then turns it at the new speed")
    func speedChangeIsContinuous() throws {
        var session = try SceneSession<OrbitScene>()
        let change = 1.3
        let before = try Self.planet(&session, at: SceneTime(seconds: change))
        try session.append(.set(name: "speed", value: .number(1), time: SceneTime(seconds: change)))
        #expect(isClose(try Self.planet(&session, at: SceneTime(seconds: change)), before, 1e-9))
        let start = atan2(before.y, before.x)
        for dt in [0.1, 0.25, 0.6, 2.0] {
            let angle = start + 2 * Double.pi * 1 * dt
            let planet = try Self.planet(&session, at: SceneTime(seconds: change + dt))
            #expect(isClose(planet, Point(x: 80 * cos(angle), y: 80 * sin(angle)), 1e-9), "dt = \(dt)")
        }
    }

    @Test("the action toggle springs the orbit 80 → 150 → 80, starting where it was and settling at the target")
    func toggleSprings() throws {
        var session = try SceneSession<OrbitScene>()
        try session.append(.action(name: "toggle", time: 1))
        #expect(isClose(try Self.radius(&session, at: 1), 80, 1e-9))
        #expect(session.sceneState(at: 1)["target"]?.doubleValue == 150)
        let midway = try Self.radius(&session, at: 1.2)
        #expect(midway > 80 && midway < 160, "a bounce-0.4 spring overshoots a little, never far: \(midway)")
        #expect(isClose(try Self.radius(&session, at: 4), 150, 1e-3))
        try session.append(.action(name: "toggle", time: 5))
        #expect(session.sceneState(at: 5)["target"]?.doubleValue == 80)
        #expect(isClose(try Self.radius(&session, at: 9), 80, 1e-3))
    }

    @Test("a tap toggles; a drag of 10 points or more does not")
    func tapToggles() throws {
        var tapped = try SceneSession<OrbitScene>()
        try tapped.append(.pointer(.down, id: 1, x: 40, y: 40, at: 0.5))
        try tapped.append(.pointer(.up, id: 1, x: 45, y: 40, at: 0.6))
        #expect(tapped.sceneState(at: 1)["target"]?.doubleValue == 150)

        var dragged = try SceneSession<OrbitScene>()
        try dragged.append(.pointer(.down, id: 1, x: 40, y: 40, at: 0.5))
        try dragged.append(.pointer(.move, id: 1, x: 50, y: 40, at: 0.55))
        try dragged.append(.pointer(.up, id: 1, x: 50, y: 40, at: 0.6))
        #expect(dragged.sceneState(at: 1)["target"]?.doubleValue == 80)
    }

    @Test("the frame draws sky, orbit, sun and planet, the planet where the state says, in any viewport")
    func frameMatchesState() throws {
        for size in [Size(width: 200, height: 200), Size(width: 1400, height: 900), Size(width: 1, height: 1)] {
            var session = try SceneSession<OrbitScene>(viewport: size)
            let frame = session.frame(at: 2.7)
            for name in ["sky", "orbit", "sun", "planet"] {
                #expect(frame.operations(named: name).count == 1, "\(name) in \(size)")
            }
            guard case .fill(let path, _, _)? = frame.operations(named: "planet").first?.command else {
                Issue.record("the planet is not a fill")
                continue
            }
            let box = path.boundingRect
            let centre = Point(x: box.midX - size.width / 2, y: box.midY - size.height / 2)
            #expect(isClose(centre, try Self.planet(&session, at: 2.7), 1e-6), "\(size)")
            #expect(isClose(box.width, 24, 1e-9))
        }
    }
}
