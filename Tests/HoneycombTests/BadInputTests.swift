import Drawing
import Geometry
import Stage
import Testing
@testable import Honeycomb
import ZoetropeTestSupport

/// Issue 15's bad input: zero-time and duplicate samples, absurd speeds and positions, taps
/// during a fling, multi-touch, selecting every topic, viewports from 200 × 200 to 3000 × 3000.
/// As specified, never a crash or NaN.
@Suite("Bad input")
struct BadInputTests {
    /// Whether every number in `value` is finite.
    static func allFinite(_ value: JSONValue) -> Bool {
        switch value {
        case .number(let n): return n.isFinite
        case .array(let a): return a.allSatisfy(allFinite)
        case .object(let o): return o.values.allSatisfy(allFinite)
        default: return true
        }
    }

    /// Whether every number a frame's operations carry is finite.
    static func finite(_ frame: Frame) -> Bool {
        func finite(_ t: AffineTransform) -> Bool { [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) }
        func finite(_ r: Rect) -> Bool { [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) }
        return frame.operations.allSatisfy { op in
            switch op.command {
            case .save, .restore, .resetFilters, .beginLayer, .endLayer: return true
            case .addFilter(let f): return f.radius.isFinite
            case .concatenate(let t), .setTransform(let t): return finite(t)
            case .clip(let path, _), .fill(let path, _, _), .stroke(let path, _, _): return path.isEmpty || finite(path.boundingRect)
            case .setOpacity(let o): return o.isFinite
            case .text(let run): return run.position.isFinite
            }
        }
    }

    /// Whether the state and the frame at each of `times` (ms) are free of NaN and infinities.
    static func sane(_ s: inout SceneSession<HoneycombScene>, at times: [Double]) -> Bool {
        times.allSatisfy { t in allFinite(s.state(ms: t)) && finite(s.frame(at: ms(t))) }
    }

    @Test("zero-time samples: no velocity (span < 5 ms), the release keeps 1.25 × the translation")
    func zeroTime() throws {
        let samples = [Sample(ms: 100, x: 195, y: 406), Sample(ms: 100, x: 250, y: 406), Sample(ms: 100, x: 300, y: 430),
                       Sample(ms: 100, x: 300, y: 430)]
        var s = try session(gesture(samples))
        let state = s.state(ms: 100)
        #expect(isClose(state.number("settleOffset", "x"), min(1.25 * 105, 151.554), 1e-3))
        #expect(isClose(state.number("settleOffset", "y"), 1.25 * 24, 1e-9))
        #expect(Self.sane(&s, at: [100, 150, 400, 3000]))
    }

    @Test("duplicate samples count once per event and change nothing else")
    func duplicates() throws {
        let base = FlingTests.fling(from: Point(x: 120, y: 300), velocity: Vector(dx: 600, dy: 200), duration: 80)
        var doubled: [Sample] = [base[0]]
        for sample in base.dropFirst().dropLast() { doubled += [sample, sample] }
        doubled.append(base.last!)
        var a = try session(gesture(base))
        var b = try session(gesture(doubled))
        #expect(a.state(ms: 80)["settleOffset"] == b.state(ms: 80)["settleOffset"])
        #expect(a.offset(ms: 300) == b.offset(ms: 300))
    }

    @Test("absurd pointer positions stay finite")
    func absurdPositions() throws {
        for x in [1e300, -1e300, Double.greatestFiniteMagnitude] {
            let samples = [Sample(ms: 0, x: 195, y: 406), Sample(ms: 10, x: x, y: -x), Sample(ms: 20, x: x, y: x)]
            var s = try session(gesture(samples))
            #expect(Self.sane(&s, at: [10, 20, 100, 5000]))
            let end = s.state(ms: 5000)
            let m = end.number("clamp")
            #expect(abs(end.number("offset", "x")) == m && abs(end.number("offset", "y")) == m)
        }
    }

    @Test("a tap during a fling catches the grid and centres the tapped bubble from there")
    func tapDuringFling() throws {
        let fling = FlingTests.fling(from: Point(x: 60, y: 420), velocity: Vector(dx: 2500, dy: 0), duration: 48)
        var probe = try session(gesture(fling))
        let t = 48.0 + 100
        let politics = try SelectionTests.position(of: "Politics", in: &probe, ms: t)
        let caught = probe.offset(ms: t)
        var s = try session(gesture(fling) + tap(politics, at: t, id: 2))
        #expect(s.offset(ms: t + 20) == caught, "held: the grid stays where it was caught")
        let state = s.state(ms: t + 40)
        #expect(state["selected"] == .array([.string("Politics")]))
        #expect(state.number("settleOffset", "x") == 0)
        // The centring spring starts at rest from the caught offset.
        let x = s.offset(ms: t + 40 + 200).dx
        #expect(isClose(x, caught.dx * (1 - Reference.spring(0.2)), Reference.springTolerance(travel: caught.dx)))
    }

    @Test("multi-touch: pointers after the first are ignored until it lifts")
    func multiTouch() throws {
        let drag = [Sample(ms: 0, x: 100, y: 400), Sample(ms: 100, x: 140, y: 400), Sample(ms: 200, x: 180, y: 400),
                    Sample(ms: 400, x: 180, y: 400)]
        var single = try session(gesture(drag))
        var events = gesture(drag)
        // A second finger taps Politics and a third drags while the first is down.
        events.insert(contentsOf: tap(referenceCentre, at: 120, id: 2), at: 2)
        events.insert(contentsOf: gesture([Sample(ms: 250, x: 300, y: 300), Sample(ms: 300, x: 50, y: 600), Sample(ms: 350, x: 50, y: 600)], id: 3), at: 5)
        var multi = try session(events)
        for t in [150.0, 260, 310, 400, 900] {
            #expect(multi.state(ms: t)["offset"] == single.state(ms: t)["offset"], "at \(t)")
        }
        #expect(multi.state(ms: 900)["selected"] == .array([]))
        // After the first lifts, a new pointer works again.
        try multi.append(contentsOf: tap(try SelectionTests.position(of: "Politics", in: &multi, ms: 3000), at: 3000, id: 4))
        #expect(multi.state(ms: 3100)["selected"] == .array([.string("Politics")]))
    }

    @Test("a mouse press without the primary button does nothing")
    func secondaryButton() throws {
        var s = try session([
            .pointer(.down, id: 1, x: 195, y: 406, at: 0, buttons: .secondary),
            .pointer(.up, id: 1, x: 195, y: 406, at: ms(40), buttons: []),
        ])
        #expect(s.state(ms: 100)["selected"] == .array([]))
        #expect(s.state(ms: 10)["touched"] == .null)
    }

    @Test("selecting every topic, subtopics included: 56 bubbles, all green, all set, no NaN")
    func selectEverything() throws {
        // Tap the visible unselected bubble nearest the grid's centre; when none is visible, walk
        // towards the nearest unselected one by tapping (twice: deselect, reselect) the visible
        // bubble nearest to it, which centres the grid there.
        var s = try session()
        var t = 0.0
        let layout = ScreenLayout(viewport: referenceViewport)
        func press(_ b: JSONValue) throws {
            try s.append(contentsOf: tap(Point(x: b.number("x"), y: b.number("y")), at: t))
            t += 1500
        }
        for _ in 0..<400 {
            let state = s.state(ms: t)
            let bubbles = state["bubbles"]?.arrayValue ?? []
            let scene = s.scene(at: ms(t))
            func gridCentre(_ b: JSONValue) -> Point { scene.bubbles.first { $0.cell.topic == b["topic"]?.stringValue }!.cell.centre }
            let here = Point(x: -state.number("offset", "x"), y: -state.number("offset", "y"))
            func visible(_ b: JSONValue) -> Bool { b.number("scale") > 0.002 && layout.gridContains(Point(x: b.number("x"), y: b.number("y"))) }
            func nearest(_ bs: [JSONValue], to p: Point) -> JSONValue? {
                bs.min { gridCentre($0).distance(to: p) < gridCentre($1).distance(to: p) }
            }
            let unselected = bubbles.filter { $0["selected"] == .bool(false) }
            guard let target = nearest(unselected, to: here) else { break }
            if let reachable = nearest(unselected.filter(visible), to: here) {
                try press(reachable)
            } else {
                let goal = gridCentre(target)
                let step = try #require(nearest(bubbles.filter(visible), to: goal))
                try press(step)
                try press(try #require(s.state(ms: t)["bubbles"]?.arrayValue?.first { $0["topic"] == step["topic"] }))
            }
        }
        let state = s.state(ms: t)
        #expect(state["bubbles"]?.arrayValue?.count == 14 * 4)
        #expect(state["selected"]?.arrayValue?.count == 56)
        #expect(state["status"] == .string("You're all set!") && state.number("progress", "fraction") == 1)
        #expect(Self.sane(&s, at: [t, t + 200]))
        let topics = Set(state["bubbles"]?.arrayValue?.compactMap { $0["topic"]?.stringValue } ?? [])
        #expect(topics.count == 56, "topics are unique")
    }

    @Test("viewports from 200 × 200 to 3000 × 3000: a fling and taps stay finite", arguments: [
        Size(width: 200, height: 200), Size(width: 320, height: 480), Size(width: 250, height: 1200),
        Size(width: 1280, height: 300), Size(width: 390, height: 844), Size(width: 3000, height: 3000),
    ])
    func viewports(size: Size) throws {
        let fling = FlingTests.fling(from: Point(x: size.width / 2, y: size.height / 2), velocity: Vector(dx: 3000, dy: -2000), duration: 48)
        var s = try session(gesture(fling) + tap(Point(x: size.width / 2, y: size.height / 2), at: 500), viewport: size)
        #expect(Self.sane(&s, at: [0, 48, 200, 540, 4000]))
        let layout = ScreenLayout(viewport: size)
        #expect(layout.size.width >= 320 && layout.size.height >= 480)
        #expect(layout.grid.height > 0)
    }

    @Test("seeded random input (three fingers, zero and tiny time steps, wild positions, resizes, resets): always finite",
          arguments: [UInt64(1), 15, 2026])
    func randomInput(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var s = try session()
        var t = 0.0
        var down: Set<PointerID> = []
        var last: [PointerID: Point] = [:]
        var probes: [Double] = []
        var toggles = 0
        for _ in 0..<600 {
            // Mostly 8 ms steps; sometimes none (same timestamp), 0.1 ms or a long pause.
            t += [0, 0.1, 8, 8, 8, 16, 250][random.nextInt(in: 0...6)]
            let time = ms(t)
            switch random.nextInt(in: 0...39) {
            case 0:
                try s.append(.viewport(size: Size(width: random.nextDouble(in: 100..<4000), height: random.nextDouble(in: 100..<4000)),
                                       time: time))
            case 1:
                try s.append(.action(name: "reset", time: time))
            case 2...5 where down.isEmpty:
                // A clean tap on the biggest bubble where it is drawn now (selections, expansions).
                let bubbles = s.state(ms: t)["bubbles"]?.arrayValue ?? []
                let b = try #require(bubbles.max { $0.number("scale") < $1.number("scale") })
                try s.append(contentsOf: tap(Point(x: b.number("x"), y: b.number("y")), at: t, id: 9))
                t += 40
                if s.state(ms: t).bubble(b["topic"]?.stringValue ?? "")?["selected"] != b["selected"] { toggles += 1 }
            default:
                let id = PointerID(random.nextInt(in: 1...3))
                // A lifted finger rests a while, so that sometimes no finger is down.
                if !down.contains(id), random.nextBool(probability: 0.8) { continue }
                let phase: PointerEvent.Phase
                if down.contains(id) {
                    phase = [.move, .move, .move, .move, .move, .up, .cancel][random.nextInt(in: 0...6)]
                    if phase != .move { down.remove(id) }
                } else {
                    phase = .down
                    down.insert(id)
                }
                // A finger lands anywhere (now and then absurdly far), then wanders a few points
                // (taps) or jumps (drags and flings); it lifts where it is.
                let here = last[id] ?? referenceCentre
                let anywhere = Point(x: random.nextDouble(in: -50..<450), y: random.nextDouble(in: 0..<900))
                let wild = Point(x: random.nextDouble(in: -1e9..<1e9), y: random.nextDouble(in: -1e9..<1e9))
                let wander = Point(x: here.x + random.nextDouble(in: -4..<4), y: here.y + random.nextDouble(in: -4..<4))
                let p: Point
                switch phase {
                case .down: p = random.nextBool(probability: 0.05) ? wild : anywhere
                case .move: p = [wild, anywhere, anywhere, wander, wander, wander, wander, wander][random.nextInt(in: 0...7)]
                default: p = wander
                }
                last[id] = p
                try s.append(.pointer(phase, id: id, x: p.x, y: p.y, at: time, kind: .touch))
            }
            if random.nextBool(probability: 0.05) { probes.append(t) }
        }
        #expect(probes.count > 10)
        #expect(Self.sane(&s, at: probes + [t + 100, t + 5000]))
        #expect(probes.contains { s.offset(ms: $0) != .zero }, "the input reaches the grid")
        #expect(toggles > 0, "some taps select or deselect")
    }

    @Test("a resize keeps the offset and selection, and lays the screen out at once")
    func resize() throws {
        var s = try session(tap(referenceCentre, at: 0) + [.viewport(size: Size(width: 800, height: 600), time: ms(3000))])
        let state = s.state(ms: 3000)
        #expect(state["selected"] == .array([.string("Politics")]))
        #expect(state.number("centre", "x") == 400 && state.number("centre", "y") == 56 + (600 - 144) / 2)
        #expect(state.bubble("Politics")?.number("x") == 400)
    }
}
