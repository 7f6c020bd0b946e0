extension NavigationStack {
    /// Routes input: the top screen gets it at rest; a press in the left edge strip may become an
    /// edge swipe; during a push or pop new presses (and keys, wheels) are ignored.
    ///
    /// - Returns: The values the screens asked to push, in order, for the owner to resolve with
    ///   `push(_:scene:parameters:in:)` (dismisses are carried out here).
    public mutating func receive(_ input: InputEvent, in context: SceneContext) -> [NavigationValue] {
        popped.removeAll(keepingCapacity: true)
        let time = context.time
        settle(at: time)
        guard case .pointer(let p) = input else {
            guard !isTransitioning(at: time) else { return [] }
            return forward(input, to: screens.count - 1, in: context)
        }
        if p.phase == .down {
            guard !isTransitioning(at: time), pointerTargets[p.id] == nil else { return [] }
            let top = screens.count - 1
            pointerTargets[p.id] = (top, p.location)
            if depth > 0, swipe.pointer == nil, p.location.x <= Self.edgeWidth {
                swipe.pointer = p.id
                _ = swipe.drag.update(with: input)
            }
            return forward(input, to: top, in: context)
        }
        if p.id == swipe.pointer, let handled = trackSwipe(p, input, in: context) { return handled }
        guard let target = pointerTargets[p.id] else { return [] }
        if p.phase == .move { pointerTargets[p.id]?.location = p.location } else { pointerTargets[p.id] = nil }
        return forward(input, to: target.screen, in: context)
    }

    /// Feeds the swipe's pointer to the edge swipe. Returns nil when the event still belongs to
    /// the screen under the press (the press is not, or not yet, a swipe).
    mutating func trackSwipe(_ p: PointerEvent, _ input: InputEvent, in context: SceneContext) -> [NavigationValue]? {
        let width = Swift.max(1, context.viewport.width)
        let update = swipe.drag.update(with: input)
        if !swipe.isActive {
            if case .changed(let v)? = update {
                guard v.translation.width > abs(v.translation.height) else {
                    swipe.reset()  // up, down or left: the screen's own drag
                    return nil
                }
                swipe.isActive = true
                cancelPointer(p.id, in: context)
                $reveal.reset(to: 1 - Swift.min(1, v.translation.width / width))
                return []
            }
            if p.phase != .move { swipe.reset() }
            return nil
        }
        switch update {
        case .changed(let v)?:
            $reveal.reset(to: 1 - Swift.min(1, Swift.max(0, v.translation.width) / width))
        case .ended(let v)?:
            swipe.reset()
            if v.predictedEndTranslation.width > width / 2 {
                popTop(from: $reveal.at(context.time), in: context)
            } else {
                $reveal.set(1, animation: Self.animation, at: context.time)
            }
        case .cancelled?:
            swipe.reset()
            $reveal.set(1, animation: Self.animation, at: context.time)
        case nil:
            if p.phase != .move { swipe.reset(); $reveal.set(1, animation: Self.animation, at: context.time) }
        }
        return []
    }

    /// Delivers `input` to the screen at `index` and carries out what it asks.
    mutating func forward(_ input: InputEvent, to index: Int, in context: SceneContext) -> [NavigationValue] {
        guard screens.indices.contains(index) else { return [] }
        let requests = call(index, context) { scene, context in scene.receive(input, in: context) }
        return handle(requests, from: index, in: context)
    }

    /// Performs `action` on the top screen at rest. An action stands for a press on one of the
    /// screen's controls (the page's action buttons), so during a push, pop or swipe it is
    /// refused like a press: it reaches no screen, is not queued, and `lastRefusal` says so.
    ///
    /// - Returns: The values the screen asked to push, for the owner to resolve.
    public mutating func perform(_ action: String, in context: SceneContext) -> [NavigationValue] {
        popped.removeAll(keepingCapacity: true)
        settle(at: context.time)
        guard !isTransitioning(at: context.time) else {
            noteRefusal(.transitionInProgress(request: "action \"\(action)\""), at: context.time)
            return []
        }
        let top = screens.count - 1
        let requests = call(top, context) { scene, context in scene.perform(action, in: context) }
        return handle(requests, from: top, in: context)
    }

    /// Tells every screen (and a leaving one) about the new viewport in `context`, so each is laid
    /// out when it comes back.
    public mutating func viewportChanged(in context: SceneContext) {
        settle(at: context.time)
        for i in screens.indices {
            _ = call(i, context) { scene, context in scene.viewportChanged(in: context) }
        }
        if var screen = outgoing {
            var c = context
            c.parameters = screen.parameters
            screen.scene.viewportChanged(in: c)
            outgoing = screen
        }
    }
}
