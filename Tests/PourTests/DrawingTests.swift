import Drawing
import Geometry
import Stage
import Testing
@testable import Pour

/// The drawing (pour.md §3, §4, §7.4, §8): wave paths, drop shapes and placement, layers.
@Suite("Drawing")
struct DrawingTests {
    func path(of op: Frame.Operation) -> Path? {
        if case .fill(let p, _, _) = op.command { return p }
        return nil
    }

    @Test("a wave path has W + 3 vertices for integer W: samples 0…W, then (W, H), (0, H), closed", arguments: [390.0, 200, 1, 3000])
    func wavePath(width: Double) {
        let wave = WaveShape(waveTop: 500, amplitude: 20, wavelength: 4, phase: 90)
        let size = Size(width: width, height: 844)
        let elements = wave.path(in: size).elements
        #expect(elements.count == Int(width) + 3 + 1)
        #expect(elements.first == .move(to: Point(x: 0, y: wave.surfaceY(atX: 0, width: width))))
        #expect(elements[Int(width)] == .line(to: Point(x: width, y: wave.surfaceY(atX: width, width: width))))
        #expect(elements[Int(width) + 1] == .line(to: Point(x: width, y: 844)))
        #expect(elements[Int(width) + 2] == .line(to: Point(x: 0, y: 844)))
        #expect(elements.last == .closeSubpath)
    }

    @Test("a fractional width samples 0, 1, …, ⌈W⌉ with the last sample clamped to W")
    func fractionalWidth() {
        let wave = WaveShape(waveTop: 100, amplitude: 5, wavelength: 4, phase: 0)
        let elements = wave.path(in: Size(width: 10.5, height: 50)).elements
        #expect(elements.count == 12 + 2 + 1)
        #expect(elements[10] == .line(to: Point(x: 10, y: wave.surfaceY(atX: 10, width: 10.5))))
        #expect(elements[11] == .line(to: Point(x: 10.5, y: wave.surfaceY(atX: 10.5, width: 10.5))))
    }

    @Test("surface law: y(x) = top − A·sin(360λx/W + φ)°; a period of W/λ; decreasing φ moves crests right by (Δφ/360)(W/λ)")
    func surfaceLaw() {
        let w = WaveShape(waveTop: 300, amplitude: 12, wavelength: 4, phase: 30)
        for x in stride(from: 0.0, through: 390, by: 13) {
            #expect(near(w.surfaceY(atX: x, width: 390), Reference.surface(x: x, top: 300, amplitude: 12, wavelength: 4, phase: 30), 1e-9))
            #expect(near(w.surfaceY(atX: x, width: 390), w.surfaceY(atX: x + 97.5, width: 390), 1e-9))
            var moved = w
            moved.phase -= 180  // half a wavelength: crests move right by W/8 = 48.75
            #expect(near(moved.surfaceY(atX: x + 48.75, width: 390), w.surfaceY(atX: x, width: 390), 1e-9))
        }
    }

    @Test("the drop's unit shape follows §7.4 and spans x ∈ [−0.35, 0.35], y ∈ [−0.5, 0.45]")
    func dropShape() {
        let e = ParticleShape.drop.unitPath.elements
        #expect(e.count == 6)
        #expect(e[0] == .move(to: Point(x: 0, y: -0.5)))
        #expect(e[1] == .quadCurve(to: Point(x: 0.35, y: 0.1), control: Point(x: 0.35, y: -0.15)))
        #expect(e[2] == .curve(to: Point(x: 0, y: 0.45), control1: Point(x: 0.35, y: 0.2933), control2: Point(x: 0.1933, y: 0.45)))
        #expect(e[3] == .curve(to: Point(x: -0.35, y: 0.1), control1: Point(x: -0.1933, y: 0.45), control2: Point(x: -0.35, y: 0.2933)))
        #expect(e[4] == .quadCurve(to: Point(x: 0, y: -0.5), control: Point(x: -0.35, y: -0.15)))
        #expect(e[5] == .closeSubpath)
        let b = ParticleShape.drop.unitPath.boundingRect
        #expect(near(b.minX, -0.35, 1e-9) && near(b.maxX, 0.35, 1e-9) && near(b.minY, -0.5, 1e-9) && near(b.maxY, 0.45, 1e-3))
        let dot = ParticleShape.dot.unitPath.boundingRect
        #expect(near(dot.width, 0.9, 1e-9) && near(dot.midX, 0, 1e-12) && near(dot.midY, 0, 1e-12))
    }

    @Test("each drop is the unit shape scaled by its size at its position, #1898FF at its opacity, in birth order")
    func dropPlacement() throws {
        var s = try session(seed: 42)
        let frame = s.frame(at: at(0.5))
        let drops = frame.operations(named: Pour.dropOperationName)
        let live = ParticleEmitter.liveParticles(at: 0.5, in: referenceViewport, seed: 42)
        #expect(drops.count == live.count && live.count == 300)
        // The transform each fill runs under: the last setTransform before it.
        var transform = AffineTransform.identity
        var placed: [AffineTransform] = []
        for op in frame.operations {
            if case .setTransform(let t) = op.command { transform = t }
            if op.name == Pour.dropOperationName { placed.append(transform) }
        }
        for (i, p) in live.enumerated() {
            let q = p.position(at: 0.5)
            #expect(near(placed[i].a, p.size, 1e-9) && near(placed[i].d, p.size, 1e-9))
            #expect(placed[i].b == 0 && placed[i].c == 0)
            #expect(near(placed[i].tx, q.x, 1e-9) && near(placed[i].ty, q.y, 1e-9))
            #expect(path(of: drops[i]) == ParticleShape.drop.unitPath)
            guard case .fill(_, .color(let c), _) = drops[i].command else { Issue.record("not a colour fill"); continue }
            #expect(c == PourPalette.drop.opacity(p.opacity))
        }
        // The first drop of seed 42 at τ = 0.5 is check 10's drop.
        #expect(near(placed[0].tx, 115.1946, 1e-4) && near(placed[0].ty, 304.2717, 1e-4))
    }

    @Test("particleShape=dot draws circles of diameter 0.9·s")
    func dots() throws {
        var s = try session([.set(name: "particleShape", value: .string("dot"), time: at(0))], seed: 42)
        let frame = s.frame(at: at(0.5))
        let drops = frame.operations(named: Pour.dropOperationName)
        #expect(drops.count == 300)
        #expect(drops.allSatisfy { path(of: $0) == ParticleShape.dot.unitPath })
        #expect(s.sceneState(at: at(0.5))["particleShape"] == .string("dot"))
    }

    @Test("the background is the gradient from (0.75W, 0) to (0.25W, H) with the three stops")
    func background() throws {
        var s = try session()
        let op = try #require(s.frame(at: at(0)).operations(named: "background").first)
        guard case .fill(let path, .linearGradient(let g, let start, let end), _) = op.command else {
            Issue.record("background is not a linear gradient fill")
            return
        }
        #expect(path.boundingRect == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(start == Point(x: 292.5, y: 0) && end == Point(x: 97.5, y: 844))
        #expect(g.stops.map(\.color.hexRGB) == ["#151618", "#556B2F", "#A9A454"])
        #expect(g.stops.map(\.location) == [0, 0.5, 1])
    }

    @Test("after τ = 7 the frame is static: the flat front wave covers the viewport and nothing changes")
    func staticAfterStop() throws {
        var s = try session()
        let frame = s.frame(at: at(7))
        for t in [7.01, 8.0, 9.37, 60] { #expect(s.frame(at: at(t)) == frame) }
        let front = try #require(frame.operations(named: "pour/wave/front").first.flatMap(path(of:)))
        #expect(front.boundingRect == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(frame.operations.map(\.name).compactMap { $0 } == ["background", "pour/wave/back", "pour/wave/front"])
    }

    @Test("an embedded pour in a box draws the same frame shifted by the box origin")
    func embedded() {
        let pour = Pour(seed: 7, startingAt: at(3))
        let box = Rect(x: 40, y: 25, width: 300, height: 500)
        let moved = Frame(size: Size(width: 400, height: 600)) { pour.draw(in: &$0, in: box, at: at(5.2)) }
        let plain = Frame(size: Size(width: 300, height: 500)) { c in
            c.translateBy(x: 40, y: 25)
            pour.draw(in: &c, in: Rect(x: 0, y: 0, width: 300, height: 500), at: at(5.2))
        }
        #expect(moved.operations == plain.operations)
        #expect(!moved.operations(named: Pour.dropOperationName).isEmpty)
        // Before its start an embedded pour shows τ = 0.
        #expect(pour.state(in: box.size, at: at(1)).pourTime == 0)
    }
}
