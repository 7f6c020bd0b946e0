import Drawing
import Geometry
import Stage
import Testing
@testable import Pour

/// Bad input from issue 13: extreme seeds and viewports, rapid replays, scrubbing across the
/// 7 s stop — as specified, never a crash or a NaN.
@Suite("Bad input")
struct BadInputTests {
    /// Every number in a frame, so NaN anywhere fails.
    func numbers(_ frame: Frame) -> [Double] {
        var out: [Double] = [frame.size.width, frame.size.height]
        for op in frame.operations {
            switch op.command {
            case .setTransform(let t), .concatenate(let t): out += [t.a, t.b, t.c, t.d, t.tx, t.ty]
            case .setOpacity(let o): out.append(o)
            case .fill(let p, let paint, _):
                p.forEach { e in
                    switch e {
                    case .move(let q), .line(let q): out += [q.x, q.y]
                    case .quadCurve(let q, let c): out += [q.x, q.y, c.x, c.y]
                    case .curve(let q, let c1, let c2): out += [q.x, q.y, c1.x, c1.y, c2.x, c2.y]
                    case .closeSubpath: break
                    }
                }
                if case .color(let c) = paint { out += [c.red, c.green, c.blue, c.opacity] }
            default: break
            }
        }
        return out
    }

    func stateNumbers(_ v: JSONValue) -> [Double] {
        switch v {
        case .number(let n): return [n]
        case .array(let a): return a.flatMap(stateNumbers)
        case .object(let o): return o.values.flatMap(stateNumbers)
        default: return []
        }
    }

    @Test("seeds 0 and 2⁶⁴−1 pour in range, without NaN", arguments: [UInt64(0), UInt64.max])
    func extremeSeeds(seed: UInt64) throws {
        var s = try session(seed: seed)
        for t in [0.0, 0.01, 1.0, 2.0, 6.999, 7.0] {
            #expect(numbers(s.frame(at: at(t))).allSatisfy { $0.isFinite })
            #expect(stateNumbers(s.sceneState(at: at(t))).allSatisfy { $0.isFinite })
        }
        #expect(s.sceneState(at: at(1)).number("live") == 600)
        if seed == .max { #expect(s.sceneState(at: at(0))["seed"] == .string("18446744073709551615")) }
    }

    @Test("viewports from 1×1 to 3000×3000 and non-square: finite frames, the spec's scaling",
          arguments: [Size(width: 1, height: 1), Size(width: 200, height: 200), Size(width: 3000, height: 3000),
                      Size(width: 3000, height: 200), Size(width: 200, height: 3000), Size(width: 16384, height: 16384)])
    func viewports(size: Size) throws {
        var s = try session(viewport: size)
        for t in [0.0, 0.5, 1.04, 2.25, 4.0, 6.99, 7.0, 12] {
            let frame = s.frame(at: at(t))
            #expect(numbers(frame).allSatisfy { $0.isFinite }, "\(size) τ = \(t)")
            let state = s.sceneState(at: at(t))
            #expect(stateNumbers(state).allSatisfy { $0.isFinite })
            #expect(near(state.number("waveTop"), Reference.top(t, height: size.height), 1e-6))
            #expect(near(state.number("amplitude", "front"), Reference.amplitude(t, height: size.height), 1e-9))
        }
        // The liquid starts hidden and ends covering the viewport.
        #expect(s.frame(at: at(0)).operations(named: "pour/wave/front").isEmpty)
        #expect(!s.frame(at: at(7)).operations(named: "pour/wave/front").isEmpty)
    }

    @Test("a 1×1 viewport: top₀ = 31, A₀ = 3.1, the emitter at x = 0.5")
    func tiny() throws {
        var s = try session(viewport: Size(width: 1, height: 1))
        #expect(near(s.sceneState(at: at(0)).number("waveTop"), 31, 1e-12))
        #expect(near(s.sceneState(at: at(0)).number("amplitude", "front"), 3.1, 1e-12))
        let tau = 0.001667  // just after the first birth, 1/600 s (pour time is read to 1 µs)
        let drop = try #require(s.sceneState(at: at(tau))["drops"]?[0])
        let expected = Reference.drops(seed: 1, count: 1, emitterX: 0.5)[0].position(at: tau)
        #expect(near(drop.number("x"), expected.x, 1e-9) && near(drop.number("y"), expected.y, 1e-9))
    }

    @Test("replay clicks in rapid succession: each restarts the pour; the last one wins")
    func rapidReplays() throws {
        var events: [SceneEvent] = []
        for i in 0..<40 { events += click(at: 1 + Double(i) * 0.06, id: PointerID(1 + i % 2)) }
        var s = try session(events)
        let last = 1.0 + 39.0 * 0.06
        #expect(s.sceneState(at: at(last)).number("replays") == 40)
        #expect(s.sceneState(at: at(last)).number("pourTime") == 0)
        var fresh = try session()
        for k in [0, 1, 60, 300, 421] {
            #expect(s.frame(at: at(last + Double(k) / 60)) == fresh.frame(at: at(Double(k) / 60)))
        }
    }

    @Test("scrubbing back and forth across the 7 s stop gives the straight run's frames")
    func scrubbing() throws {
        var straight = try session()
        var scrubbed = try session([.key("r", at: at(0.5))])
        var straightReplay = try session([.key("r", at: at(0.5))])
        let times = [6.9, 7.6, 6.95, 7.0, 6.999, 8, 0.2, 7.4, 7.5, 6.0, 7.49]
        for t in times {
            #expect(scrubbed.frame(at: at(t)) == straightReplay.frame(at: at(t)), "t = \(t)")
        }
        // Pour time is scene time − 0.5 here: the layer goes at scene time 7.5.
        #expect(!scrubbed.frame(at: at(7.49)).operations(named: Pour.dropOperationName).isEmpty)
        #expect(scrubbed.frame(at: at(7.5)).operations(named: Pour.dropOperationName).isEmpty)
        #expect(straight.frame(at: at(7.0)).operations(named: Pour.dropOperationName).isEmpty)
    }

    @Test("a resize mid-pour rescales everything at once (the pour is a function of the box)")
    func resize() throws {
        var s = try session([.viewport(size: Size(width: 300, height: 600), time: at(2))])
        var direct = try session(viewport: Size(width: 300, height: 600))
        #expect(s.frame(at: at(3)) == direct.frame(at: at(3)))
    }
}
