import Drawing
import Geometry
import Stage
import Testing
import ZoetropeTestSupport
@testable import Pour

/// Determinism (pour.md §1, §9, check 13): every frame is a function of pour time, the viewport
/// and the seed, whichever way the time is reached; replays are frame-for-frame identical.
@Suite("Replay and frame independence")
struct ReplayTests {
    /// The first run's frames at 60 fps over 8 s.
    static func firstRun(seed: UInt64 = 1) throws -> [Frame] {
        var s = try session(seed: seed)
        return (0...480).map { s.frame(at: at(Double($0) / 60)) }
    }

    @Test("seed is a listed parameter (§9): setting it seeds the pour as --seed does; at its default --seed rules",
          .bug(id: 42))
    func seedParameter() throws {
        #expect(PourScene.info.parameters.contains { $0.name == "seed" })
        let bySeed = try Self.firstRun(seed: 7)
        var byParameter = try session([.set(name: "seed", value: .number(7), time: at(0))])
        #expect(byParameter.frame(at: at(2)) == bySeed[120])
        #expect(byParameter.sceneState(at: at(2)).number("seed") == 7)
        // Changed later, a new seed replays the pour with it from that moment.
        var changed = try session([.set(name: "seed", value: .number(7), time: at(3))])
        #expect(changed.frame(at: at(5)) == bySeed[120])
        // Left at 1, the session's seed seeds the pour.
        var session7 = try session(seed: 7)
        #expect(session7.frame(at: at(2)) == bySeed[120])
    }

    @Test("24, 60 and 120 fps sampling give identical frames at the times they share (every 1/24 s… 1/12 s)")
    func samplingRates() throws {
        var fps24 = try session(), fps60 = try session(), fps120 = try session()
        var shared24: [Int: Frame] = [:], shared60: [Int: Frame] = [:], shared120: [Int: Frame] = [:]
        // 24, 60 and 120 fps meet every 1/12 s: frame 2j, 5j and 10j.
        for k in 0...(24 * 8) { let f = fps24.frame(at: at(Double(k) / 24)); if k % 2 == 0 { shared24[k / 2] = f } }
        for k in 0...(60 * 8) { let f = fps60.frame(at: at(Double(k) / 60)); if k % 5 == 0 { shared60[k / 5] = f } }
        for k in 0...(120 * 8) { let f = fps120.frame(at: at(Double(k) / 120)); if k % 10 == 0 { shared120[k / 10] = f } }
        #expect(shared24.count == 97)
        for j in 0...96 {
            let a = try #require(shared24[j]), b = try #require(shared60[j]), c = try #require(shared120[j])
            #expect(a == b && b == c, "t = \(j)/12 s")
        }
        // And the frames themselves differ from one shared time to the next while the pour runs.
        #expect(shared60[12] != shared60[13])
    }

    @Test("rendering a time directly equals stepping there (any τ, including across the 7 s stop)", arguments: [0.5, 2.0, 6.99, 7.0, 7.5])
    func directEqualsStepped(tau: Double) throws {
        var direct = try session()
        var stepped = try session()
        var t = 0.0
        while t < tau { _ = stepped.frame(at: at(t)); t += 1.0 / 60 }
        #expect(stepped.frame(at: at(tau)) == direct.frame(at: at(tau)))
    }

    @Test("a replay click restarts pour time at 0 and then shows exactly the first run's frames", arguments: [3.0, 4.35, 9.123, 100.0 / 7])
    func replayClick(at start: Double) throws {
        let first = try Self.firstRun()
        var s = try session(click(at: start))
        #expect(s.sceneState(at: at(start)).number("pourTime") == 0)
        #expect(s.sceneState(at: at(start)).number("replays") == 1)
        for k in stride(from: 0, through: 480, by: 3) {
            #expect(s.frame(at: at(start + Double(k) / 60)) == first[k], "k = \(k)")
        }
    }

    @Test("R (either case) and the replay action restart the pour like a click", arguments: ["r", "R", "action"])
    func replayKey(trigger: String) throws {
        let event: SceneEvent = trigger == "action" ? .action(name: "replay", time: at(2.5)) : .key(trigger, at: at(2.5))
        var s = try session([event])
        var reference = try session()
        #expect(s.sceneState(at: at(2.5)).number("pourTime") == 0)
        for k in [0, 1, 30, 59, 200, 419, 420, 421] {
            #expect(s.frame(at: at(2.5 + Double(k) / 60)) == reference.frame(at: at(Double(k) / 60)))
        }
        // A key release, another key or a drag does not replay.
        var other = try session([.key("r", phase: .up, at: at(1)), .key("x", at: at(1.5)),
                                 .pointer(.down, id: 1, x: 10, y: 10, at: at(2)), .pointer(.move, id: 1, x: 80, y: 10, at: at(2.1)),
                                 .pointer(.up, id: 1, x: 80, y: 10, at: at(2.2))])
        #expect(other.sceneState(at: at(3)).number("replays") == 0)
        #expect(other.frame(at: at(3)) == reference.frame(at: at(3)))
    }

    @Test("the same seed replays the same drops; another seed pours other drops")
    func seeds() throws {
        var a = try session(seed: 7), b = try session(seed: 7), c = try session(seed: 8)
        #expect(a.frame(at: at(1.5)) == b.frame(at: at(1.5)))
        #expect(a.frame(at: at(1.5)) != c.frame(at: at(1.5)))
        // The waves do not depend on the seed.
        #expect(a.frame(at: at(1.5)).operations(named: "pour/wave/front") == c.frame(at: at(1.5)).operations(named: "pour/wave/front"))
    }

    @Test("the rise and the sloshing are independent animations: the phases during the rise equal the phases without it")
    func independentAnimations() {
        let pour = Pour(seed: 1)
        for tau in stride(from: 0.0, through: 9, by: 0.05) {
            #expect(isClose(pour.phase(of: .front, at: at(tau)), Reference.frontPhase(tau), 1e-6), "τ = \(tau)")
            #expect(isClose(pour.phase(of: .back, at: at(tau)), Reference.backPhase(tau), 1e-6), "τ = \(tau)")
            #expect(isClose(pour.waveTop(height: 844, at: at(tau)), Reference.top(tau), 1e-9), "τ = \(tau)")
            #expect(isClose(pour.amplitude(height: 844, at: at(tau)), Reference.amplitude(tau), 1e-9), "τ = \(tau)")
        }
    }
}
