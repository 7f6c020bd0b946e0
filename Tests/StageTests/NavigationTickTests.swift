import Drawing
import Geometry
import Testing
import ZoetropeTestSupport
@testable import Stage


/// A session of `TickersApp` (60 Hz) with `events`.
private func tickers(_ events: [SceneEvent]) throws -> SceneSession<TickersApp> {
    try SceneSession(replaying: events)
}

/// The tick times (seconds) the screen at `index` logged, as of `t`.
private func ticks(_ s: inout SceneSession<TickersApp>, screen index: Int, at t: Double) -> [Double] {
    s.state(t)["screens"]?[index]?["state"]?["ticks"]?.arrayValue?.compactMap(\.doubleValue) ?? []
}

@Suite("NavigationStack: ticks")
struct NavigationTickTests {
    @Test("an owner ticks at the highest of its screens' rates, or not at all when none ticks")
    func ownerRate() {
        #expect(NavigationStack.tickRate(of: [SlowTickerScene.self, TickerScene.self, PageScene.self]) == 60)
        #expect(NavigationStack.tickRate(of: [SlowTickerScene.self, PageScene.self]) == 20)
        #expect(NavigationStack.tickRate(of: [PageScene.self]) == nil)
        #expect(TickersApp.info.tickRate == 60)
    }

    @Test("the root at rest gets every tick of the owner, at the tick's time")
    func rootTicks() throws {
        var s = try tickers([])
        #expect(ticks(&s, screen: 0, at: 1) == (0...60).map { Double($0) / 60 })
    }

    @Test("a pushed screen ticks at its own rate; the one it covers ticks only while the push shows it")
    func coveredScreenStops() throws {
        var s = try tickers([act("push-slow", 1)])
        #expect(ticks(&s, screen: 1, at: 3) == (20...60).map { Double($0) / 20 }, "every 1/20 s from the push")
        let root = ticks(&s, screen: 0, at: 3)
        #expect(root == (0..<root.count).map { Double($0) / 60 }, "every owner tick until it is covered")
        let last = try #require(root.last)
        #expect(last > 1.35 - 1.0 / 60 - 1e-9 && last <= 1.35 + 1e-9, "the last one while the push (1…1.35 s) shows it")
        #expect(ticks(&s, screen: 0, at: 2) == root, "covered, it gets none")
    }

    @Test("after a pop the screen below ticks again from the pop, and the popped one ticks while it slides out")
    func popResumes() throws {
        var s = try tickers([act("push-slow", 1), act("back", 3)])
        let resumed = ticks(&s, screen: 0, at: 4).filter { $0 >= 3 }
        #expect(resumed == (180...240).map { Double($0) / 60 })
        // At 3.2 s the popped screen is still sliding out; it has ticked at 1.0, 1.05, …, 3.2: 45 times.
        let names = s.frame(at: SceneTime(seconds: 3.2)).operations.compactMap(\.name).filter { $0.hasPrefix("slow/") }
        #expect(names == ["slow/45"])
    }

    @Test("a dismiss asked for at a tick pops the screen")
    func dismissAtTick() throws {
        var s = try tickers([act("push-slow", 1), act("dismiss-at-tick", 2)])
        #expect(s.state(2.1)["transition"]?["kind"] == "pop")
        #expect(s.state(2.5).number("depth") == 0)
        #expect(s.state(2.5)["lastRefusal"] == .null)
    }

    static let script = [act("push-slow", 1), act("back", 3), act("push-page", 4), act("back", 5)]

    @Test("scrubbing back across pushes and pops of ticking screens gives the straight run",
          arguments: [0.5, 1.2, 2.0, 3.1, 3.5, 4.2, 5.1, 5.6])
    func scrubEqualsStraightRun(t: Double) throws {
        try expectScrubEqualsStraightRun(TickersApp.self, Self.script, at: t, after: 6)
    }
}

@Suite("NavigationStack: what it reports")
struct NavigationReportTests {
    private func pages(_ events: [SceneEvent]) throws -> SceneSession<PagesApp> {
        try SceneSession(replaying: events)
    }

    @Test("a screen's next tick is the first one after the owner's tick, for every owner tick over 10 minutes",
          arguments: [(60.0, 30.0), (60.0, 20.0), (60.0, 24.0), (120.0, 60.0), (120.0, 30.0), (60.0, 50.0)])
    func nextTickIsTheFirstAfter(owner: Double, screen: Double) {
        var ticks = 0, previous = 0
        for k in 0..<Int(owner * 600) {
            let t = SceneTime(seconds: Double(k) / owner)
            let next = NavigationStack.nextTick(after: t, rate: screen)
            // The smallest n with n / rate > t, by the comparison isDue uses.
            #expect(Double(next) / screen > t.seconds && Double(next - 1) / screen <= t.seconds,
                    "owner tick \(k): next \(next)")
            if next != previous { ticks += 1; previous = next }
        }
        // One screen tick per screen period: never more often than its own rate.
        #expect(ticks == Int(screen * 600))
    }

    @Test("each popped screen is reported once, as it leaves; popToRoot reports every pushed screen, top first")
    func poppedOnce() throws {
        var s = try pages([act("push", 0.5), act("push", 1), act("back", 1.5), act("push", 2),
                           act("push", 2.5), act("root", 3), act("push", 3.5)])
        #expect(s.state(1.6)["reported"] == [2], "the pop at 1.5 s, while page 2 slides out")
        #expect(s.state(2.8)["reported"] == [2], "not again on the callbacks after it")
        #expect(s.state(4)["reported"] == [2, 3, 2, 1])
    }

    @Test("an owner that never takes its popped screens does not keep them: each call starts afresh")
    func poppedNotHoarded() throws {
        func at(_ t: Double) -> SceneContext {
            SceneContext(time: SceneTime(seconds: t), viewport: Size(width: 390, height: 844), parameters: ParameterValues(defaults: []), seed: 1)
        }
        var stack = NavigationStack(root: PageScene(at(0)))
        var t = 0.0
        for cycle in 0..<50 {
            let context = at(t)
            try stack.push(NavigationValue(route: "page", value: ["n": .number(Double(cycle))]),
                           scene: PageScene(context), in: context)
            t += 1
            let later = at(t)
            _ = stack.tick(in: later)
            try stack.pop(in: later)
            t += 1
            _ = stack.tick(in: at(t))
            #expect(stack.popped.isEmpty, "cycle \(cycle): \(stack.popped.count) popped screens kept after the next call")
        }
        // Taken in time, a pop is still reported (once).
        let context = at(t)
        try stack.push(NavigationValue(route: "page", value: ["n": 99]), scene: PageScene(context), in: context)
        let later = at(t + 1)
        _ = stack.tick(in: later)
        try stack.pop(in: later)
        #expect(stack.takePoppedScreens().map { $0.value?.value["n"] } == [.number(99)])
        #expect(stack.takePoppedScreens().isEmpty)
    }

    @Test("a screen that pushes from its init is not pushed, and the refusal says why")
    func pushInInit() throws {
        var s = try pages([act("eager", 0.5)])
        let state = s.state(1)
        #expect(state.number("depth") == 0)
        #expect(state["lastRefusal"]?["message"] == .string(
            "push {\"route\":\"page\",\"value\":{\"n\":7}} refused: a screen navigates from its callbacks once it is on the stack, not from its init; the screen was not pushed"))
    }

    @Test("a screen that dismisses from its init is not pushed either, and the refusal says why")
    func dismissInInit() throws {
        var s = try pages([act("shy", 0.5)])
        let state = s.state(1)
        #expect(state.number("depth") == 0, "neither pushed nor popping the root")
        #expect(state["transition"] == .null)
        #expect(state["lastRefusal"]?["message"] == .string(
            "dismiss refused: a screen navigates from its callbacks once it is on the stack, not from its init; the screen was not pushed"))
        #expect(state.number("lastRefusal", "time") == 0.5)
    }

    @Test("an action during a transition reaches no screen and is refused like a press")
    func actionDuringTransition() throws {
        var s = try pages([act("push", 1), act("dismiss", 1.1)])
        let state = s.state(2)
        #expect(state.number("depth") == 1, "the dismiss did not reach page 1")
        #expect(state["lastRefusal"]?["message"]?.stringValue?.hasPrefix("action \"dismiss\" refused") == true)
        #expect(state.number("lastRefusal", "time") == 1.1)
    }
}
