import Drawing
import Geometry
import Testing
import ZoetropeTestSupport

@Suite("GraphicsContext")
struct GraphicsContextTests {
    let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))

    @Test("A copy keeps its own transform: the original draws untransformed")
    func copyKeepsTransform() {
        let frame = Frame(size: Size(width: 100, height: 100)) { context in
            var copy = context
            copy.translateBy(x: 5, y: 7)
            copy.fill(square, with: .color(.red), name: "copy")
            context.fill(square, with: .color(.blue), name: "original")
        }
        let draws = FrameInterpreter.draws(frame)
        #expect(draws.map(\.name) == ["copy", "original"])
        #expect(draws[0].transform == AffineTransform(translationX: 5, y: 7))
        #expect(draws[1].transform == .identity)
    }

    @Test("A copy keeps its own clip and opacity; a clip made later does not reach earlier copies")
    func copyKeepsClipAndOpacity() {
        let clipPath = Path(Rect(x: 2, y: 2, width: 5, height: 5))
        let frame = Frame(size: Size(width: 100, height: 100)) { context in
            let before = context
            var clipped = context
            clipped.opacity = 0.5
            clipped.clip(to: clipPath, style: .evenOdd)
            clipped.fill(square, with: .color(.red), name: "clipped")
            before.fill(square, with: .color(.blue), name: "before")
            clipped.fill(square, with: .color(.green), name: "clipped again")
        }
        let draws = FrameInterpreter.draws(frame)
        #expect(draws.map(\.clips.count) == [1, 0, 1])
        #expect(draws.map(\.opacity) == [0.5, 1, 0.5])
        #expect(draws[0].clips[0] == .init(path: clipPath, rule: .evenOdd, transform: .identity))
    }

    @Test("Transforms compose like SwiftUI: each call acts first, in the current user space")
    func transformOrder() {
        var context = GraphicsContext(size: Size(width: 10, height: 10))
        context.translateBy(x: 10, y: 0)
        context.rotate(by: .degrees(90))
        context.scaleBy(x: 2, y: 3)
        context.concatenate(AffineTransform(translationX: 1, y: 0))
        // (1, 0) → translate (2, 0) → scale (4, 0) → rotate 90° clockwise (0, 4) → translate (10, 4).
        let p = Point(x: 1, y: 0).applying(context.transform)
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 4) < 1e-12)
        let origin = Point.zero.applying(context.transform)
        #expect(abs(origin.x - 10) < 1e-12 && abs(origin.y - 2) < 1e-12)
    }

    @Test("A clip is recorded with the transform current when it was made")
    func clipTransform() {
        let frame = Frame(size: Size(width: 100, height: 100)) { context in
            var c = context
            c.translateBy(x: 10, y: 10)
            c.clip(to: square)
            c.translateBy(x: 5, y: 0)
            c.fill(square, with: .color(.red))
        }
        let d = FrameInterpreter.draws(frame)[0]
        #expect(d.clips[0].transform == AffineTransform(translationX: 10, y: 10))
        #expect(d.transform == AffineTransform(translationX: 15, y: 10))
    }

    @Test("Recorded frames are balanced and emit no redundant state")
    func balancedAndMinimal() {
        let frame = Frame(size: Size(width: 100, height: 100)) { context in
            context.fill(square, with: .color(.red))
            context.fill(square, with: .color(.blue))
            var c = context
            c.clip(to: square)
            c.fill(square, with: .color(.green))
        }
        let saves = frame.operations.filter { $0.command == .save }.count
        let restores = frame.operations.filter { $0.command == .restore }.count
        #expect(saves == 1 && restores == 1)
        #expect(frame.operations.count == 6)  // fill, fill, save, clip, fill, restore
        #expect(!frame.operations.contains { if case .setTransform = $0.command { true } else { false } })
    }

    @Test("Names land on the drawing operations and can be looked up")
    func names() {
        let frame = Frame(size: Size(width: 10, height: 10)) { context in
            context.fill(square, with: .color(.red), name: "seat/3/17")
            context.stroke(square, with: .color(.black), lineWidth: 0.05, name: "seat/3/17")
            context.draw("Hi", at: Point(x: 5, y: 5), font: .body, name: "label")
        }
        #expect(frame.operations(named: "seat/3/17").count == 2)
        #expect(frame.operations(named: "label").first?.command == .text(TextRun("Hi", at: Point(x: 5, y: 5), font: .body)))
        #expect(frame.operations(named: "nothing").isEmpty)
    }

    @Test("Drawing after the frame is taken does not change it")
    func frameIsAValue() {
        let context = GraphicsContext(size: Size(width: 10, height: 10))
        context.fill(square, with: .color(.red))
        let first = context.frame
        context.fill(square, with: .color(.blue))
        #expect(first.operations.count == 1)
        #expect(context.frame.operations.count == 2)
    }

    @Test("A path or name changed after it was drawn leaves the recorded operations as they were drawn")
    func recordedPathsAreValues() {
        let context = GraphicsContext(size: Size(width: 10, height: 10))
        var path = Path(Rect(x: 0, y: 0, width: 2, height: 2))
        var name = "seat"
        context.fill(path, with: .color(.red), name: name)
        context.stroke(path, with: .color(.black), lineWidth: 0.5, name: name)
        path.addLine(to: Point(x: 9, y: 9))
        name += "/changed"
        context.fill(path, with: .color(.blue), name: name)
        let rect = Path(Rect(x: 0, y: 0, width: 2, height: 2))
        // Built through the public initializer: recording builds the same values.
        #expect(context.frame.operations == [
            Frame.Operation(.fill(rect, .color(.red), .nonZero), name: "seat"),
            Frame.Operation(.stroke(rect, .color(.black), StrokeStyle(lineWidth: 0.5)), name: "seat"),
            Frame.Operation(.fill(path, .color(.blue), .nonZero), name: "seat/changed"),
        ])
        #expect(context.frame.operations[0].command != context.frame.operations[2].command)
    }

    @Test("The capacity hint changes no frame: the same operations with or without it, balanced or not, taken twice",
          arguments: [0, 1, 5, 100_000])
    func capacityHint(expected: Int) {
        func record(_ context: GraphicsContext) -> (open: Frame, closed: Frame) {
            var c = context
            c.translateBy(x: 2, y: 3)
            c.fill(square, with: .color(.red), name: "a")
            var clipped = c
            clipped.clip(to: square)
            clipped.fill(square, with: .color(.green))
            let open = context.frame            // the clip level is still open: closed with a restore
            context.fill(square, with: .color(.blue))
            return (open, context.frame)        // the restore was emitted by the draw
        }
        let plain = record(GraphicsContext(size: Size(width: 20, height: 20)))
        let hinted = record(GraphicsContext(size: Size(width: 20, height: 20), expectedOperations: expected))
        #expect(hinted.open == plain.open && hinted.closed == plain.closed)
        #expect(plain.open.operations.last?.command == .restore)
        // setTransform, fill, save, clip, fill (+ restore to balance) | then restore, setTransform, fill
        #expect(plain.open.operations.count == 6 && plain.closed.operations.count == 8)
    }

    /// Model of one context copy in the random program: its expected state.
    struct Model {
        var context: GraphicsContext
        var clips: [FrameInterpreter.ClipState] = []
    }

    @Test("Every draw happens in exactly the state of the copy that drew it (random programs)", arguments: 1...30)
    func randomPrograms(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var expected: [FrameInterpreter.Draw] = []
        let root = GraphicsContext(size: Size(width: 100, height: 100))
        var copies = [Model(context: root)]
        for step in 0..<60 {
            let i = Int.random(in: 0..<copies.count, using: &rng)
            let x = Double(Int.random(in: -8...8, using: &rng))
            switch Int.random(in: 0...7, using: &rng) {
            case 0: copies.append(copies[i])
            case 1: copies[i].context.translateBy(x: x, y: 2)
            case 2: copies[i].context.scaleBy(x: x == 0 ? 0 : 1 / x, y: 2)  // singular scales included
            case 3: copies[i].context.rotate(by: .degrees(x * 10))
            case 4: copies[i].context.opacity = Double(Int.random(in: 0...4, using: &rng)) / 4
            case 5:
                let p = Path(Rect(x: x, y: x, width: 20, height: 20))
                copies[i].clips.append(.init(path: p, rule: .nonZero, transform: copies[i].context.transform))
                copies[i].context.clip(to: p)
            default:
                let c = copies[i]
                let command = Frame.Command.fill(square, .color(.red), .nonZero)
                c.context.fill(square, with: .color(.red), name: "draw \(step)")
                expected.append(
                    .init(command: command, name: "draw \(step)", transform: c.context.transform,
                          opacity: c.context.opacity, clips: c.clips))
            }
        }
        let frame = root.frame
        #expect(FrameInterpreter.draws(frame) == expected)
        #expect(frame.operations.filter { $0.command == .save }.count == frame.operations.filter { $0.command == .restore }.count)
    }
}
