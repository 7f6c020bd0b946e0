extension NavigationStack {
    /// The tick rate an owner of a stack declares in its `SceneInfo`: the highest of its
    /// screens' types' (ticks per second), nil when none of them ticks. At that rate every
    /// screen can get each of its own ticks (`tick(in:)`).
    ///
    /// - Parameter screens: Every scene type the owner may put on its stack.
    public static func tickRate(of screens: [any Scene.Type]) -> Double? {
        screens.compactMap { $0.info.tickRate }.max()
    }

    /// Forwards the owner's tick at `context.time` to the screens on screen: the top one at rest;
    /// during a push, pop or swipe also the one behind it and a popped one sliding out. Screens
    /// covered by the top one get no ticks (what they missed is theirs to catch up on at their
    /// next tick, as a ticking scene's timers fire by due time).
    ///
    /// A screen ticks at its own type's `tickRate` r, never more often: it gets the owner's tick
    /// at time t when t ≥ k/r, its next due tick k (seconds), after which k = ⌊t·r⌋ + 1. At the
    /// owner's rate (`tickRate(of:)`, the highest) a screen of that rate gets every tick. Scenes
    /// that declare no tick rate get none.
    ///
    /// - Parameter context: The owner's tick context (its time, seconds, is the tick's).
    /// - Returns: The values the top screen asked to push, for the owner to resolve; a dismiss
    ///   is carried out here (refused during a transition, as from any callback).
    public mutating func tick(in context: SceneContext) -> [NavigationValue] {
        popped.removeAll(keepingCapacity: true)
        settle(at: context.time)
        let time = context.time
        var pushes: [NavigationValue] = []
        let top = screens.count - 1
        let behind = top > 0 && isTransitioning(at: time) && outgoing == nil ? top - 1 : nil
        for index in [behind, top].compactMap({ $0 }) where isDue(screens[index], at: time) {
            screens[index].nextTick = Self.nextTick(after: time, rate: type(of: screens[index].scene).info.tickRate!)
            let requests = call(index, context) { scene, context in scene.tick(in: context) }
            pushes += handle(requests, from: index, in: context)
        }
        if var screen = outgoing, isDue(screen, at: time) {
            // Sliding out: it still draws, so it still moves; what it asks for is dropped.
            screen.nextTick = Self.nextTick(after: time, rate: type(of: screen.scene).info.tickRate!)
            var c = context
            c.parameters = screen.parameters
            Navigation.Environment.$current.withValue(Navigation.Environment(depth: screens.count)) {
                screen.scene.tick(in: c)
            }
            outgoing = screen
        }
        return pushes
    }

    /// Whether `screen` ticks and its next tick is due at `time`.
    func isDue(_ screen: Screen, at time: SceneTime) -> Bool {
        guard let rate = type(of: screen.scene).info.tickRate else { return false }
        return Double(screen.nextTick) / rate <= time.seconds
    }

    /// The index of the first tick of rate `rate` after `time`: the smallest k with k / rate > t,
    /// judged by the same comparison as `isDue` (⌊t·rate⌋ + 1 alone can land on the tick just
    /// had when t·rate rounds below an integer, e.g. t = 246/60 at 30 Hz, and tick twice).
    static func nextTick(after time: SceneTime, rate: Double) -> Int {
        let t = time.seconds
        var k = Int((t * rate).rounded(.down)) + 1
        while k > 0, Double(k - 1) / rate > t { k -= 1 }
        while Double(k) / rate <= t { k += 1 }
        return k
    }
}
