import Drawing
import Geometry
import Stage

/// A screen ticking at 60 Hz that logs its tick times (seconds). Actions: `push-slow` pushes a
/// `SlowTickerScene`, `push-page` a `PageScene` (which does not tick), `dismiss-at-tick`
/// dismisses at its next tick.
struct TickerScene: Scene {
    static let info = SceneInfo(id: "ticker", title: "Ticker", summary: "Logs its ticks.",
                                actions: ["push-slow", "push-page", "dismiss-at-tick"], tickRate: 60)
    var ticks: [Double] = []
    var dismissAtTick = false

    init(_ context: SceneContext) {}

    mutating func perform(_ action: String, in context: SceneContext) {
        switch action {
        case "push-slow": Navigation.push(NavigationValue(route: "slow"))
        case "push-page": Navigation.push(PageScene.value(1))
        case "dismiss-at-tick": dismissAtTick = true
        default: break
        }
    }

    mutating func tick(in context: SceneContext) {
        ticks.append(context.time.seconds)
        if dismissAtTick { Navigation.dismiss() }
    }

    func draw(in context: inout GraphicsContext, at time: SceneTime) {}
    func state(at time: SceneTime) -> JSONValue { ["ticks": .array(ticks.map { .number($0) })] }
}

/// A screen ticking at 20 Hz that logs its tick times (seconds); `dismiss-at-tick` dismisses at
/// its next tick.
struct SlowTickerScene: Scene {
    static let info = SceneInfo(id: "slow-ticker", title: "Slow ticker", summary: "Logs its ticks at 20 Hz.",
                                actions: ["dismiss-at-tick"], tickRate: 20)
    var ticks: [Double] = []
    var dismissAtTick = false

    init(_ context: SceneContext) {}

    mutating func perform(_ action: String, in context: SceneContext) {
        if action == "dismiss-at-tick" { dismissAtTick = true }
    }

    mutating func tick(in context: SceneContext) {
        ticks.append(context.time.seconds)
        if dismissAtTick { Navigation.dismiss() }
    }

    /// One rectangle named `slow/<ticks so far>`.
    func draw(in context: inout GraphicsContext, at time: SceneTime) {
        context.fill(Path(Rect(x: 0, y: 0, width: 10, height: 10)), with: .color(.white), name: "slow/\(ticks.count)")
    }

    func state(at time: SceneTime) -> JSONValue { ["ticks": .array(ticks.map { .number($0) })] }
}

/// An app whose root is a `TickerScene`; it maps `slow` to a `SlowTickerScene` and `page`
/// values to `PageScene`s, ticks at its screens' highest rate and forwards its ticks; `back` pops.
struct TickersApp: Scene {
    static let info = SceneInfo(
        id: "tickers", title: "Tickers", summary: "Ticking screens on a navigation stack.",
        actions: ["back", "push-slow", "push-page", "dismiss-at-tick"],
        tickRate: NavigationStack.tickRate(of: [TickerScene.self, SlowTickerScene.self, PageScene.self]))
    var stack: NavigationStack

    init(_ context: SceneContext) { stack = NavigationStack(root: TickerScene(context)) }

    mutating func perform(_ action: String, in context: SceneContext) {
        if action == "back" { try? stack.pop(in: context); return }
        open(stack.perform(action, in: context), in: context)
    }

    mutating func tick(in context: SceneContext) { open(stack.tick(in: context), in: context) }

    mutating func open(_ values: [NavigationValue], in context: SceneContext) {
        for value in values {
            let type: any Scene.Type = value.route == "slow" ? SlowTickerScene.self : PageScene.self
            do throws(NavigationError) {
                try stack.push(value, scene: stack.makeScreen(type, in: context), in: context)
            } catch {
                stack.noteRefusal(error, at: context.time)
            }
        }
    }

    func draw(in context: inout GraphicsContext, at time: SceneTime) { stack.draw(in: &context, at: time) }
    func state(at time: SceneTime) -> JSONValue { stack.state(at: time) }
}
