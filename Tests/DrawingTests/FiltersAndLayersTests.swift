import Drawing
import Geometry
import Testing
import ZoetropeTestSupport

/// `GraphicsContext.addFilter(_:)` and `drawLayer(content:)`: what the recorder emits, checked
/// through the reference interpreter (the state each draw sees), plus the emitted operations
/// where their economy is the point.
@Suite("Filters and layers")
struct FiltersAndLayersTests {
    let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
    let size = Size(width: 100, height: 100)
    let shadow = Filter.shadow(color: .black, radius: 4, x: 0, y: 2)

    @Test("A filter applies to later draws of its copy only, and is saved and restored with the copy's state")
    func filterScope() {
        let frame = Frame(size: size) { context in
            context.fill(square, with: .color(.red), name: "before")
            var shadowed = context
            shadowed.addFilter(shadow)
            shadowed.fill(square, with: .color(.red), name: "shadowed")
            context.fill(square, with: .color(.red), name: "original")
            shadowed.addFilter(.blur(radius: 1))
            shadowed.fill(square, with: .color(.red), name: "both")
            shadowed.fill(square, with: .color(.red), name: "both again")
        }
        let draws = FrameInterpreter.draws(frame)
        #expect(draws.map(\.name) == ["before", "shadowed", "original", "both", "both again"])
        #expect(draws.map(\.filters) == [[], [shadow], [], [shadow, .blur(radius: 1)], [shadow, .blur(radius: 1)]])
        // Going back to the unfiltered copy costs one resetFilters; extending costs one addFilter each.
        let commands = frame.operations.map(\.command)
        #expect(commands.filter { $0 == .resetFilters }.count == 1)
        #expect(commands.filter { if case .addFilter = $0 { true } else { false } }.count == 3)
    }

    @Test("Filter values are converted from the user space current at addFilter to viewport points")
    func filterUserSpace() {
        let frame = Frame(size: size) { context in
            var c = context
            c.scaleBy(x: 2, y: 2)
            c.rotate(by: .degrees(90))
            c.addFilter(.shadow(color: .black, radius: 3, x: 1, y: 0))
            c.addFilter(.blur(radius: 0.5))
            c.scaleBy(x: 10, y: 10)  // later transforms do not change filters already added
            c.fill(square, with: .color(.red))
        }
        let filters = FrameInterpreter.draws(frame)[0].filters
        guard case .shadow(_, let r, let x, let y) = filters[0], case .blur(let b) = filters[1] else {
            Issue.record("\(filters)")
            return
        }
        // Radius × √|det| = × 2; the offset (1, 0) turns 90° clockwise to (0, 1), then doubles.
        #expect(r == 6 && b == 1)
        #expect(abs(x) < 1e-12 && abs(y - 2) < 1e-12)
    }

    @Test("A layer is composited with the context's opacity and filters; inside, opacity is 1 and no filter applies")
    func layerState() {
        let frame = Frame(size: size) { context in
            var faded = context
            faded.opacity = 0.5
            faded.addFilter(shadow)
            faded.drawLayer { layer in
                #expect(layer.opacity == 1)
                layer.fill(square, with: .color(.red), name: "a")
                layer.opacity = 0.25
                layer.fill(square, with: .color(.blue), name: "b")
            }
            faded.fill(square, with: .color(.green), name: "after")
            context.fill(square, with: .color(.green), name: "outside")
        }
        let draws = FrameInterpreter.draws(frame)
        #expect(draws.map(\.name) == ["a", "b", "after", "outside"])
        let layer = FrameInterpreter.LayerState(opacity: 0.5, filters: [shadow], clips: [])
        #expect(draws[0].layers == [layer] && draws[1].layers == [layer])
        #expect(draws.map(\.opacity) == [1, 0.25, 0.5, 1])
        #expect(draws.map(\.filters) == [[], [], [shadow], []])
        #expect(draws[2].layers.isEmpty && draws[3].layers.isEmpty)
        #expect(frame.operations.filter { $0.command == .beginLayer }.count == 1)
        #expect(frame.operations.filter { $0.command == .endLayer }.count == 1)
    }

    @Test("Nested layers, clips inside layers, and filters inside layers")
    func nestedLayers() {
        let clipPath = Path(Rect(x: 2, y: 2, width: 5, height: 5))
        let frame = Frame(size: size) { context in
            var outer = context
            outer.clip(to: clipPath)
            outer.opacity = 0.8
            outer.drawLayer { layer in
                var inner = layer
                inner.opacity = 0.5
                inner.drawLayer { innermost in
                    var clipped = innermost
                    clipped.clip(to: square)
                    clipped.addFilter(.blur(radius: 2))
                    clipped.fill(square, with: .color(.red), name: "deep")
                }
                layer.fill(square, with: .color(.blue), name: "middle")
            }
            context.fill(square, with: .color(.green), name: "top")
        }
        let draws = FrameInterpreter.draws(frame)
        #expect(draws.map(\.name) == ["deep", "middle", "top"])
        #expect(draws[0].layers.map(\.opacity) == [0.8, 0.5])
        #expect(draws[0].clips.count == 2 && draws[0].filters == [.blur(radius: 2)] && draws[0].opacity == 1)
        #expect(draws[1].layers.map(\.opacity) == [0.8] && draws[1].clips.count == 1 && draws[1].filters.isEmpty)
        #expect(draws[2].layers.isEmpty && draws[2].clips.isEmpty)
        // The frame stays balanced: every layer ends, every save restores.
        let ops = frame.operations.map(\.command)
        #expect(ops.filter { $0 == .beginLayer }.count == ops.filter { $0 == .endLayer }.count)
    }

    @Test("Drawing through a layer's context after drawLayer returns does nothing; an outer copy inside draws into the layer")
    func escapedContexts() {
        var escaped: GraphicsContext?
        let frame = Frame(size: size) { context in
            context.drawLayer { layer in
                escaped = layer
                context.fill(square, with: .color(.red), name: "outer inside")
            }
            escaped?.fill(square, with: .color(.blue), name: "escaped")
            context.fill(square, with: .color(.green), name: "after")
        }
        let draws = FrameInterpreter.draws(frame)
        #expect(draws.map(\.name) == ["outer inside", "after"])
        #expect(draws[0].layers.count == 1 && draws[1].layers.isEmpty)
    }

    @Test("Layers nested past Frame.maximumLayerDepth draw directly, their opacity and filters applied to each draw")
    func depthLimit() {
        let limit = Frame.maximumLayerDepth
        func nest(_ context: GraphicsContext, _ level: Int) {
            var c = context
            c.opacity = 0.5
            if level == limit + 1 { c.addFilter(.blur(radius: 1)) }
            c.drawLayer { layer in
                if level < limit + 2 {
                    nest(layer, level + 1)
                } else {
                    layer.fill(square, with: .color(.red), name: "deepest")
                }
            }
        }
        let frame = Frame(size: size) { context in nest(context, 1) }
        let draws = FrameInterpreter.draws(frame)
        #expect(draws.count == 1)
        #expect(draws[0].layers.count == limit)
        // Levels limit+1 and limit+2 are flattened: 0.5 × 0.5 on the draw, and the blur.
        #expect(draws[0].opacity == 0.25)
        #expect(draws[0].filters == [.blur(radius: 1)])
        #expect(frame.wireQuantized() == frame, "the recorder never exceeds the limit the encoders enforce")
    }

    @Test("An empty layer with a filter records a balanced, empty layer; a throwing layer still ends")
    func emptyAndThrowingLayers() throws {
        struct Stop: Error {}
        let frame = Frame(size: size) { context in
            var c = context
            c.addFilter(shadow)
            c.drawLayer { _ in }
            do {
                try c.drawLayer { layer in
                    layer.fill(square, with: .color(.red), name: "before the throw")
                    throw Stop()
                }
            } catch {}
            context.fill(square, with: .color(.blue), name: "after")
        }
        let commands = frame.operations.map(\.command)
        #expect(commands.filter { $0 == .beginLayer }.count == 2)
        #expect(commands.filter { $0 == .endLayer }.count == 2)
        let draws = FrameInterpreter.draws(frame)
        #expect(draws.map(\.name) == ["before the throw", "after"])
        #expect(draws[1].layers.isEmpty && draws[1].filters.isEmpty)
    }

    @Test("Bad radii are recorded as given and sanitised by every encoder: NaN and negative → 0, huge → 256")
    func badRadii() throws {
        let frame = Frame(size: size) { context in
            var c = context
            c.addFilter(.blur(radius: -3))
            c.addFilter(.blur(radius: .nan))
            c.addFilter(.shadow(color: .black, radius: .infinity, x: .nan, y: -.infinity))
            c.addFilter(.blur(radius: 1e6))
            c.fill(square, with: .color(.red))
        }
        let expected: [Filter] = [
            .blur(radius: 0), .blur(radius: 0), .shadow(color: .black, radius: 256, x: 0, y: -1e9), .blur(radius: 256),
        ]
        let decoded = try Frame(wireMessage: frame.wireMessage())
        #expect(FrameInterpreter.draws(decoded)[0].filters == expected)
        #expect(try Frame(canonicalJSON: frame.canonicalJSON()) == decoded)
        #expect(decoded == frame.wireQuantized())
    }

    /// One context copy of a random program and the state it should draw in.
    struct Copy {
        var context: GraphicsContext
        var clips: [FrameInterpreter.ClipState]
        var filters: [Filter] = []
    }

    /// Runs `steps` random operations on `copies`, appending the draws they should make; layers
    /// run a shorter program of their own inside, up to three deep.
    func run(
        _ copies: inout [Copy], layers: [FrameInterpreter.LayerState], steps: Int, rng: inout SplitMix64,
        expected: inout [FrameInterpreter.Draw]
    ) {
        for _ in 0..<steps {
            let i = Int.random(in: 0..<copies.count, using: &rng)
            let x = Double(Int.random(in: -8...8, using: &rng))
            switch Int.random(in: 0...8, using: &rng) {
            case 0: copies.append(copies[i])
            case 1: copies[i].context.translateBy(x: x, y: 2)
            case 2: copies[i].context.scaleBy(x: x == 0 ? 0.5 : 1 / x, y: 2)
            case 3: copies[i].context.opacity = Double(Int.random(in: 0...4, using: &rng)) / 4
            case 4:
                let p = Path(Rect(x: x, y: x, width: 20, height: 20))
                copies[i].clips.append(.init(path: p, rule: .nonZero, transform: copies[i].context.transform))
                copies[i].context.clip(to: p)
            case 5:
                let f: Filter = x < 0 ? .blur(radius: -x) : .shadow(color: .black, radius: x, x: 1, y: x)
                copies[i].filters.append(f.applying(copies[i].context.transform))
                copies[i].context.addFilter(f)
            case 6 where layers.count < 3:
                let outer = copies[i]
                let layer = FrameInterpreter.LayerState(opacity: outer.context.opacity, filters: outer.filters, clips: outer.clips)
                outer.context.drawLayer { context in
                    var inner = [Copy(context: context, clips: outer.clips)]
                    run(&inner, layers: layers + [layer], steps: steps / 3, rng: &rng, expected: &expected)
                }
            default:
                let c = copies[i]
                let name = "draw \(expected.count)"
                c.context.fill(square, with: .color(.red), name: name)
                expected.append(
                    .init(
                        command: .fill(square, .color(.red), .nonZero), name: name, transform: c.context.transform,
                        opacity: c.context.opacity, clips: c.clips, filters: c.filters, layers: layers))
            }
        }
    }

    @Test("Every draw happens in the state and layers of the copy that drew it (random programs with filters and layers)", arguments: 1...30)
    func randomPrograms(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var expected: [FrameInterpreter.Draw] = []
        let root = GraphicsContext(size: size)
        var copies = [Copy(context: root, clips: [])]
        run(&copies, layers: [], steps: 60, rng: &rng, expected: &expected)
        let frame = root.frame
        #expect(FrameInterpreter.draws(frame) == expected)
        let commands = frame.operations.map(\.command)
        #expect(commands.filter { $0 == .beginLayer }.count == commands.filter { $0 == .endLayer }.count)
        // Whatever the recorder emits survives the wire and JSON unchanged in meaning.
        let decoded = try Frame(wireMessage: frame.wireMessage())
        #expect(decoded == frame.wireQuantized())
        #expect(FrameInterpreter.draws(try Frame(canonicalJSON: frame.canonicalJSON())).count == expected.count)
    }
}
