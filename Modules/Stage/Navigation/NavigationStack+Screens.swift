extension NavigationStack {
    /// The context a screen at `index` gets: `context` with the screen's own parameters.
    func context(for index: Int, from context: SceneContext) -> SceneContext {
        var c = context
        c.parameters = screens[index].parameters
        return c
    }

    /// Calls `body` on the screen at `index` inside its navigation environment, and returns
    /// what it asked for.
    mutating func call(_ index: Int, _ context: SceneContext,
                       _ body: (inout any Scene, SceneContext) -> Void) -> [Navigation.Request] {
        let environment = Navigation.Environment(depth: index)
        let screenContext = self.context(for: index, from: context)
        Navigation.Environment.$current.withValue(environment) {
            body(&screens[index].scene, screenContext)
        }
        return environment.recorded
    }

    /// Carries out the requests of the screen at `index`: a dismiss from the top screen pops it
    /// (refused during a transition, nothing at the root; a dismiss from a screen below the top
    /// is dropped); pushes are returned for the owner to resolve, in order (the owner's push
    /// refuses them during a transition, which is when a screen below the top still gets calls:
    /// its ticks).
    mutating func handle(_ requests: [Navigation.Request], from index: Int, in context: SceneContext) -> [NavigationValue] {
        var pushes: [NavigationValue] = []
        for request in requests {
            switch request {
            case .push(let value):
                pushes.append(value)
            case .pop:
                guard index == screens.count - 1, index > 0 else { continue }
                try? pop(in: context)
            }
        }
        return pushes
    }

    /// Creates a scene of type `type` for a screen about to be pushed at depth `depth + 1`,
    /// inside its navigation environment (so `Navigation.isPresented` is true in its `init`).
    ///
    /// - Parameters:
    ///   - type: The scene type.
    ///   - parameters: Its parameter values (default: the defaults it declares).
    ///   - context: The owner's context (time, viewport, seed).
    /// - Returns: The scene, to hand to `push(_:scene:parameters:animated:in:)`.
    /// - Throws: `NavigationError.requestDuringInit` when its `init` pushed or dismissed.
    public func makeScreen(_ type: any Scene.Type, parameters: ParameterValues? = nil,
                           in context: SceneContext) throws(NavigationError) -> any Scene {
        var c = context
        c.parameters = parameters ?? ParameterValues(defaults: type.info.parameters)
        return try buildingScreen { type.init(c) }
    }

    /// Runs `body` inside the navigation environment of a screen about to be pushed (so
    /// `Navigation.isPresented` is true while it is built), for owners that build screens with
    /// an initialiser of their own.
    ///
    /// - Throws: `NavigationError.requestDuringInit` naming the first push or dismiss `body`
    ///   asked for: a screen is not on the stack while it is built, so it cannot navigate (the
    ///   request would otherwise be lost without a word). The owner does not push it.
    public func buildingScreen<Result>(_ body: () -> Result) throws(NavigationError) -> Result {
        let environment = Navigation.Environment(depth: depth + 1)
        let result = Navigation.Environment.$current.withValue(environment) { body() }
        if let request = environment.recorded.first { throw .requestDuringInit(request: request.description) }
        return result
    }

    /// Sends `cancel` for every pointer held by the screen at `index` and forgets them (a push or
    /// pop takes the touches away, as UIKit does).
    mutating func cancelPointers(ofScreen index: Int, in context: SceneContext) {
        for id in pointerTargets.filter({ $0.value.screen == index }).keys.sorted() { cancelPointer(id, in: context) }
    }

    /// Sends `cancel` for pointer `id` to the screen that holds it (at its last location) and
    /// forgets it.
    mutating func cancelPointer(_ id: PointerID, in context: SceneContext) {
        guard let target = pointerTargets.removeValue(forKey: id), screens.indices.contains(target.screen) else { return }
        let cancel = InputEvent.pointer(PointerEvent(.cancel, id: id, location: target.location, time: context.time))
        // A cancelled press makes no requests worth keeping: the screen is leaving the top.
        _ = call(target.screen, context) { scene, context in scene.receive(cancel, in: context) }
    }
}
