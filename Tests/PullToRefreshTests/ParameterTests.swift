import Curves
import Foundation
import Geometry
import Testing
@testable import PullToRefresh
@testable import Stage

/// The scene's parameters: the refresh duration and the tunable constants.
@Suite("Parameters")
struct ParameterTests {
    private func set(_ name: String, _ value: Double, at time: SceneTime = 0) -> SceneEvent {
        .set(name: name, value: .number(value), time: time)
    }

    @Test("the info: id pull-to-refresh, seed 2023, 60 Hz, action pull, every parameter defaulting to the book's value")
    func info() {
        let info = PullToRefreshScene.info
        #expect(info.id == "pull-to-refresh" && info.seed == 2023 && info.tickRate == 60)
        #expect(info.actions.map(\.name) == ["pull"])
        #expect(info.parameter(named: "refreshDuration")?.defaultValue == .number(5))
        #expect(info.parameter(named: "refreshDuration")?.kind == .number(range: 0...30, step: 0.5))
        let defaults = PullToRefreshConfiguration(ParameterValues(defaults: info.parameters))
        #expect(defaults == PullToRefreshConfiguration())
    }

    @Test("refreshDuration sets when the refresh completes", arguments: [0.5, 2.0, 12.0])
    func refreshDuration(d: Double) throws {
        var s = try session([set("refreshDuration", d)] + refreshDrag(release: 30))
        let done = Int((Double(refreshTick) + d * 60).rounded())
        #expect(s.sceneState(at: tick(done - 1)).string("state") == "ongoing")
        #expect(s.sceneState(at: tick(done)).string("state") == "preparingToFinish")
        #expect(s.sceneState(at: tick(done + 18)).string("state") == "finishing")
        #expect(s.sceneState(at: tick(done + 78)).string("state") == "idle")
        #expect(s.sceneState(at: tick(done + 79)).string("state") == "pulling")
    }

    @Test("refreshDuration 0: the refresh completes on the tick it starts; the cycle still runs and ends")
    func zeroDuration() throws {
        var s = try session([set("refreshDuration", 0)] + refreshDrag(release: 30))
        let start = s.sceneState(at: tick(refreshTick))
        #expect(start.string("state") == "preparingToFinish")
        #expect(start.number("refreshCount") == 1 && start.number("eventCount") == 14)
        #expect(start.number("tOn") == tOn)
        // The ball starts its bounce and returns at once: it is at the top after 0.3 s.
        let top = s.sceneState(at: tick(refreshTick + 17))
        #expect(top.number("ball", "y") < top.number("contentOrigin") + 21 - 29 + 100)
        #expect(s.sceneState(at: tick(refreshTick + 18)).string("state") == "finishing")
        #expect(s.sceneState(at: tick(refreshTick + 78)).string("state") == "idle")
        let after = s.sceneState(at: tick(refreshTick + 79))
        #expect(after.string("state") == "pulling" && after["nextTimerDue"] == .null)
        // The list spring was cut short by the ease back: it rests at 0.
        #expect(s.sceneState(at: tick(refreshTick + 79)).number("listOffset") == 0)
    }

    @Test("a new refreshDuration applies from the next refresh, not to the running one")
    func durationAppliesNextTime() throws {
        var s = try session(refreshDrag(release: 30) + [set("refreshDuration", 1, at: tick(100))])
        #expect(s.sceneState(at: tick(320)).string("state") == "ongoing")
        #expect(s.sceneState(at: tick(321)).string("state") == "preparingToFinish")
    }

    @Test("maxOffset moves the threshold, the list drop and the ball's bottom position")
    func maxOffset() throws {
        var s = try session([set("maxOffset", 50)] + scriptedDrag(start: 10, pulls: [(20, 49.9), (30, 50)], release: 40))
        #expect(s.sceneState(at: tick(25)).string("state") == "pulling")
        #expect(s.sceneState(at: tick(31)).string("state") == "ongoing")
        let t = SceneTime(seconds: tick(31).seconds + 0.35)
        let bottom = s.sceneState(at: t)
        #expect(close(bottom.number("ball", "y"), bottom.number("contentOrigin") + 21 + 50 - 29, 1e-6))
        #expect(s.sceneState(at: SceneTime(seconds: tick(31).seconds + 4.5)).number("listOffset") == 50)
    }

    @Test("squashScale and jumpDuration shape the bounce")
    func squashAndJump() throws {
        var s = try session([set("squashScale", 0.7), set("jumpDuration", 0.5)] + refreshDrag(release: 30))
        let bottom = s.sceneState(at: SceneTime(seconds: tOn + 0.5))
        #expect(close(bottom.number("ball", "sy"), 0.7, 1e-9) && close(bottom.number("ball", "sx"), 1 / 0.7, 1e-9))
        #expect(close(bottom.number("ball", "y"), bottom.number("contentOrigin") + 92, 1e-6))
        #expect(close(bottom.number("ball", "rotationDegrees"), 180, 1e-6))
    }

    @Test("ballSize redraws the ball and moves its top position")
    func ballSize() throws {
        var s = try session([set("ballSize", 60, at: tick(3))])
        let state = s.sceneState(at: tick(3))
        #expect(close(state.number("ball", "y"), 96 - 8, 1e-9))  // L − ballSpacing
        let ball = try #require(FrameReader.draw(named: "ball", in: s.frame(at: tick(3))))
        guard case .fill(let disc, _, _) = ball.command else { Issue.record("the ball is not a fill"); return }
        #expect(close(disc.boundingRect.width, 60, 1e-9))
        #expect(close(state.number("ball", "x"), -30, 1e-9))  // off the left edge by its radius
    }

    @Test("month and year re-create the initial load before the first refresh; later they apply to the next refresh")
    func month() throws {
        var s = try session([.set(name: "month", value: .number(2), time: 0)] + refreshDrag(release: 30)
                            + [.set(name: "month", value: .number(9), time: tick(100))])
        let first = s.scene(at: tick(1)).feed.events
        #expect(first.count == 7 && first.allSatisfy { $0.date.month == 2 })
        let after = s.scene(at: tick(321)).feed.events
        #expect(after.count == 14)
        #expect(after.filter { $0.id < 7 }.allSatisfy { $0.date.month == 2 })
        #expect(after.filter { $0.id >= 7 }.allSatisfy { $0.date.month == 9 })
    }

    @Test("the book's curve and spring are the defaults of rollInCurve and listSpring, as the animations they were before")
    func curveDefaults() {
        let c = PullToRefreshConfiguration()
        #expect(PullToRefreshScene.info.parameter(named: "rollInCurve")?.defaultValue
                == .timingCurve(start: UnitPoint(x: 0.24, y: 1.4), end: UnitPoint(x: 1, y: -1)))
        #expect(PullToRefreshScene.info.parameter(named: "listSpring")?.defaultValue
                == .spring(.physical(mass: 1, stiffness: 80, damping: 4)))
        // The frame references (SnapshotTests) were recorded with these animations written out.
        #expect(c.rollInAnimation == .timingCurve(0.24, 1.4, 1.0, -1.0, duration: 1.0))
        #expect(c.listSpring == .interpolatingSpring(Spring(mass: 1, stiffness: 80, damping: 4), initialVelocity: 0))
    }

    @Test("setting rollInCurve and listSpring to their defaults leaves every frame of a refresh cycle unchanged")
    func explicitDefaults() throws {
        var plain = try session(refreshDrag(release: 30))
        var explicit = try session([
            .set(name: "rollInCurve", value: .timingCurve(start: UnitPoint(x: 0.24, y: 1.4), end: UnitPoint(x: 1, y: -1)), time: 0),
            .set(name: "listSpring", value: .spring(.physical(mass: 1, stiffness: 80, damping: 4)), time: 0),
        ] + refreshDrag(release: 30))
        for k in stride(from: 0, through: 720, by: 3) {
            #expect(plain.frame(at: tick(k)) == explicit.frame(at: tick(k)), "tick \(k)")
        }
    }

    @Test("rollInCurve and rollInDuration shape the roll-in: easeInOut over 0.5 s is half-way at 0.25 s")
    func rollIn() throws {
        var s = try session([
            .set(name: "rollInCurve", value: .timingCurve(start: UnitPoint(x: 0.42, y: 0), end: UnitPoint(x: 0.58, y: 1)), time: 0),
            set("rollInDuration", 0.5),
        ] + scriptedDrag(start: 5, pulls: [(10, 80)]))
        let half = s.sceneState(at: SceneTime(seconds: tick(10).seconds + 0.25)).number("displayedProgress")
        #expect(close(half, 0.4, 1e-6))  // easeInOut(0.5) = 0.5 of 0.8
        #expect(close(s.sceneState(at: SceneTime(seconds: tick(10).seconds + 0.5)).number("displayedProgress"), 0.8, 1e-9))
    }

    @Test("a roll-in curve that overshoots more moves the ball further past its target: y1 = 2 peaks above y1 = 1.4")
    func rollInOvershoot() throws {
        func peak(_ y1: Double) throws -> Double {
            var s = try session([
                .set(name: "rollInCurve", value: .timingCurve(start: UnitPoint(x: 0.24, y: y1), end: UnitPoint(x: 1, y: -1)), time: 0),
            ] + scriptedDrag(start: 5, pulls: [(10, 50)]))
            let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.24, y: y1), endControlPoint: UnitPoint(x: 1, y: -1))
            let p = (1...59).map { s.sceneState(at: tick(10 + $0)).number("displayedProgress") }
            // displayedProgress follows 0.5·curve(u) exactly (the curve says so).
            for k in [15, 30, 45] { #expect(close(p[k - 1], 0.5 * curve.value(at: Double(k) / 60), 1e-9)) }
            return p.max()!
        }
        #expect(try peak(2) > peak(1.4) + 0.05)
    }

    @Test("listSpring as mass/stiffness/damping follows the closed form (A.4)")
    func listSpring() throws {
        var s = try session([.set(name: "listSpring", value: .spring(.physical(mass: 1, stiffness: 200, damping: 10)), time: 0)]
                            + refreshDrag(release: 30))
        let w0 = (200.0).squareRoot(), zeta = 10 / (2 * w0), wd = w0 * (1 - zeta * zeta).squareRoot(), a = zeta * w0 / wd
        for t in [0.1, 0.2, 0.4, 0.8] {
            let expected = 100 * (1 - Foundation.exp(-zeta * w0 * t) * (Foundation.cos(wd * t) + a * Foundation.sin(wd * t)))
            #expect(close(s.sceneState(at: SceneTime(seconds: tOn + t)).number("listOffset"), expected, 1e-6))
        }
    }

    @Test("listSpring as duration/bounce is Spring(duration:bounce:): ω0 = 2π/duration, ζ = 1 − bounce")
    func listSpringPerceptual() throws {
        var s = try session([.set(name: "listSpring", value: .spring(.perceptual(duration: 0.6, bounce: 0.4)), time: 0)]
                            + refreshDrag(release: 30))
        let w0 = 2 * Double.pi / 0.6, zeta = 0.6, wd = w0 * (1 - zeta * zeta).squareRoot(), a = zeta * w0 / wd
        for t in [0.1, 0.3, 0.5] {
            let expected = 100 * (1 - Foundation.exp(-zeta * w0 * t) * (Foundation.cos(wd * t) + a * Foundation.sin(wd * t)))
            #expect(close(s.sceneState(at: SceneTime(seconds: tOn + t)).number("listOffset"), expected, 1e-6))
        }
    }

    @Test("out-of-range curves and springs are refused naming the rule")
    func refused() throws {
        var s = try session([])
        #expect(throws: SessionError.self) {
            try s.append(.set(name: "rollInCurve", value: .timingCurve(start: UnitPoint(x: 0.2, y: 2.5), end: UnitPoint(x: 1, y: 1)), time: 0))
        }
        #expect(throws: SessionError.self) {
            try s.append(.set(name: "listSpring", value: .spring(.perceptual(duration: 0.5, bounce: 2)), time: 0))
        }
    }

    @Test("rubberBandConstant and releaseResponse shape the pull and its release")
    func pullPhysics() throws {
        let band = RubberBand(constant: 0.3, dimension: 844)
        var s = try session([set("rubberBandConstant", 0.3), set("releaseResponse", 1)]
                            + scriptedDrag(start: 5, pulls: [(10, 40)], release: 20, rubberBand: band))
        #expect(close(s.sceneState(at: tick(10)).number("c"), 40, 1e-9))
        let w0 = 2 * Double.pi
        let c = 40 * (1 + w0 * 0.5) * Foundation.exp(-w0 * 0.5)
        #expect(close(s.sceneState(at: tick(50)).number("c"), c, 1e-9))
    }
}
