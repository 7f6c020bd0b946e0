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
            // The rolling ball is replaced by the jumping one: a later pull starts a fresh rolling
            // ball from progress 0, with no roll-in entry still running (identity reset, A.6).
            $displayedProgress.reset(to: 0)
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
    /// with the list spring, or with the ease when the new state is `finishing`. The spring ends
    /// by Curves' rule (its settling estimate, A.4), and the ease blends from it (A.6).
    mutating func updateListOffset() {
        let state = machine.state
        let target = state == .ongoing || state == .preparingToFinish ? configuration.maxOffset : 0
        guard target != listOffset else { return }
        withAnimation(state == .finishing ? configuration.listEase : configuration.listSpring) { listOffset = target }
    }
}
