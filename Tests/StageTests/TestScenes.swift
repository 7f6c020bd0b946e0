import Drawing
import Geometry
@testable import Stage
import ZoetropeTestSupport

/// A ticking scene (60 Hz) that records when it saw each event, for tick-order tests.
struct TickScene: Scene {
    static let info = SceneInfo(
        id: "tick-test", title: "Tick test", summary: "Counts ticks.", viewport: Size(width: 200, height: 100),
        actions: ["mark"], parameters: [.integer("step", default: 1, in: 1...10, summary: "Ticks per count")],
        tickRate: 60)

    var count = 0
    var step = 1
    var seen: [(kind: String, at: Double)] = []
    var random: SplitMix64

    init(_ context: SceneContext) {
        random = SplitMix64(seed: context.seed)
        step = context.parameters.integer("step", or: 1)
    }

    mutating func receive(_ input: InputEvent, in context: SceneContext) {
        seen.append(("input", context.time.seconds))
    }

    mutating func perform(_ action: String, in context: SceneContext) {
        seen.append((action, context.time.seconds))
        count += Int(random.next() % 7)
    }

    mutating func parameterChanged(_ name: String, in context: SceneContext) {
        step = context.parameters.integer("step", or: 1)
    }

    mutating func tick(in context: SceneContext) {
        count += step
    }

    func draw(in context: inout GraphicsContext, at time: SceneTime) {
        context.fill(Path(Rect(x: 0, y: 0, width: Double(count), height: 10)), with: .color(.black), name: "bar")
    }

    func state(at time: SceneTime) -> JSONValue {
        ["count": JSONValue(count), "seen": .array(seen.map { ["kind": .string($0.kind), "at": .number($0.at)] })]
    }
}

/// Random but valid event scripts for the demo scene (bounded), from a seeded generator.
func randomDemoScript(seed: UInt64, count: Int) -> [SceneEvent] {
    var g = SplitMix64(seed: seed)
    var t = 0.0
    var down: [PointerID] = []
    var events: [SceneEvent] = []
    var nextID = 1
    for _ in 0..<count {
        t += g.nextDouble(in: 0..<0.05) * (g.nextBool(probability: 0.1) ? 20 : 1)
        let time = SceneTime(seconds: t)
        let x = g.nextDouble(in: -50..<450), y = g.nextDouble(in: -50..<900)
        switch g.nextInt(in: 0...9) {
        case 0, 1:
            if down.count < 3 {
                let id = PointerID(nextID)
                nextID += 1
                down.append(id)
                events.append(.pointer(.down, id: id, x: x, y: y, at: time, kind: g.nextBool() ? .touch : .mouse))
            }
        case 2, 3, 4:
            if let id = down.randomElement(using: &g) { events.append(.pointer(.move, id: id, x: x, y: y, at: time)) }
        case 5:
            if let i = down.indices.randomElement(using: &g) {
                events.append(.pointer(g.nextBool(probability: 0.8) ? .up : .cancel, id: down[i], x: x, y: y, at: time))
                down.remove(at: i)
            }
        case 6:
            events.append(.wheel(dx: g.nextDouble(in: -50..<50), dy: g.nextDouble(in: -300..<300), x: x, y: y,
                                 modifiers: g.nextBool() ? .control : [], at: time))
        case 7:
            events.append(g.nextBool() ? .action(name: "nudge", time: time) : .key(g.nextBool() ? "r" : "x", at: time))
        case 8:
            events.append(.set(name: "size", value: .number(g.nextDouble(in: 20..<300)), time: time))
        default:
            events.append(.viewport(size: Size(width: g.nextDouble(in: 1..<2000), height: g.nextDouble(in: 1..<2000)), time: time))
        }
    }
    return events
}
