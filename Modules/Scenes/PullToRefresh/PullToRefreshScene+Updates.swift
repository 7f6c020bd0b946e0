import Curves
import Geometry
import Stage

extension PullToRefreshScene {
    /// Tick step 1: pointer and wheel input move the content (never the state machine).
    public mutating func receive(_ input: InputEvent, in context: SceneContext) {
        content.receive(input, at: context.time, in: environment)
    }

    /// `pull`: a scripted pull to 1.2 × maxOffset over 0.6 s, then a release; ignored while a
    /// pointer drags the content.
    public mutating func perform(_ action: String, in context: SceneContext) {
        if action == "pull" { content.startScriptedPull(at: context.time, in: environment) }
    }

    /// Reads the constants again. They apply from the next animation start; a new ball size
    /// redraws the ball at once; a new month or year re-creates the initial load while no
    /// refresh has happened yet (later it applies to the next refresh).
    public mutating func parameterChanged(_ name: String, in context: SceneContext) {
        let old = configuration
        configuration = PullToRefreshConfiguration(context.parameters)
        if configuration.ballSize != old.ballSize { ballArtwork = BasketballArtwork(ballSize: configuration.ballSize) }
        if (configuration.year != old.year || configuration.month != old.month) && machine.refreshCount == 0 {
            feed = EventFeed(seed: seed)
            feed.load(year: configuration.year, month: configuration.month)
            layOutCards()
        }
    }

    /// Lays the list out again for the new width and keeps c in range for the new height (a
    /// drag in progress continues under the new rubber band).
    public mutating func viewportChanged(in context: SceneContext) {
        viewport = context.viewport
        layOutCards()
        content.adapt(to: environment, at: context.time)
    }

    /// Tick steps 2–4: pull physics, the geometry evaluation, then the due timers (each dated
    /// from its due time).
    public mutating func tick(in context: SceneContext) {
        content.advance(to: context.time, in: environment)
        if let change = machine.evaluate(contentOffset: content.value, at: context.time,
                                         maxOffset: configuration.maxOffset,
                                         refreshDuration: configuration.refreshDuration) {
            apply(change)
        }
        while let (change, due) = machine.fireNextTimer(upTo: context.time, returnDuration: configuration.returnDuration,
                                                       rollOutDuration: configuration.rollOutDuration) {
            withTransaction(Transaction(time: due)) { apply(change) }
        }
    }

    /// Starts what goes with a change, in the current transaction.
    mutating func apply(_ change: RefreshMachine.Change) {
        switch change {
        case .beganPulling:
            break
        case .progress(_, let to):
            withAnimation(configuration.rollInAnimation) { displayedProgress = to }
        case .refreshStarted:
            // The rolling ball is gone: a later pull starts a fresh one from progress 0.
            withAnimation(nil) { displayedProgress = 0 }
            ball.startJumping(configuration)
        case .refreshCompleted:
            feed.load(year: configuration.year, month: configuration.month)
            layOutCards()
            content.adapt(to: environment, at: Transaction.current.time)
            ball.returnToTop(configuration)
        case .finishing:
            ball.startRollingOut(width: viewport.width, configuration)
        case .idle:
            ball.stopRolling()
        }
        updateListOffset()
    }

    /// B.8: O is maxOffset while ongoing or preparing to finish, 0 otherwise; a change animates
    /// with the list spring, or with the ease when the new state is `finishing`. A spring that
    /// has completed by A.4's rule (`SpringCompletion`) rests at its target before the next
    /// entry blends from it.
    mutating func updateListOffset() {
        let now = Transaction.current.time
        let state = machine.state
        let target = state == .ongoing || state == .preparingToFinish ? configuration.maxOffset : 0
        guard target != listOffset else { return }
        if let settle = listSpringCompletion, settle <= now {
            let rest = listOffset
            $listOffset.stop(at: now)
            withAnimation(nil) { listOffset = rest }
        }
        listSpringCompletion = nil
        if state == .finishing {
            withAnimation(configuration.listEase) { listOffset = target }
        } else {
            withAnimation(configuration.listSpring) { listOffset = target }
            listSpringCompletion = now + SceneDuration(seconds: SpringCompletion.time(of: configuration.listSpringModel))
        }
    }

    /// The presented list offset O at `time`: the animated value, or its target once the list
    /// spring (the newest entry) has completed by A.4's rule.
    func presentedListOffset(at time: SceneTime) -> Double {
        if let settle = listSpringCompletion, time >= settle { return listOffset }
        return $listOffset.at(time)
    }
}
