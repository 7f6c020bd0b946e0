import Curves
import Drawing
import Geometry
import Stage

/// A scene whose list has Part B's pull to refresh (pull-to-refresh.md B.4–B.9): it owns a
/// `RefreshControl`, says how far its list scrolls, and merges a new batch of events when a
/// refresh completes. The extension runs the rest in the spec's tick order (A.2): input moves
/// the content (step 1), each tick advances the pull, evaluates the machine and fires the due
/// timers (steps 2–4, each dated from its due time), and the ball layer is sampled at the
/// frame's time. Lengths are points; the content origin is L = `headerHeight` + c.
package protocol RefreshingList {
    /// The pull to refresh's motion.
    var refresh: RefreshControl { get set }
    /// Part B's constants (durations in seconds, lengths in points).
    var refreshConfiguration: PullToRefreshConfiguration { get }
    /// The viewport, points.
    var viewport: Size { get }
    /// How far the list can be scrolled down, ≥ 0 points (B.4 `maxScroll`).
    var maxScroll: Double { get }
    /// Merges a new batch of events into the list (B.5.1): called when a refresh completes,
    /// inside a transaction dated at the completion's due time.
    mutating func loadNewEvents()
}

extension RefreshingList {
    /// The content origin L = L0 + c, points.
    package var contentOrigin: Double { refreshConfiguration.headerHeight + refresh.content.value }

    /// What the content offset needs to know now.
    var contentEnvironment: ContentOffset.Environment {
        let c = refreshConfiguration
        return ContentOffset.Environment(
            rubberBand: c.rubberBand(height: viewport.height), maxScroll: maxScroll, headerHeight: c.headerHeight,
            releaseSpring: Spring(response: c.releaseResponse, dampingRatio: 1), scriptedPullTarget: 1.2 * c.maxOffset)
    }

    /// Tick step 1: pointer and wheel input move the content (never the state machine).
    package mutating func receiveRefreshInput(_ input: InputEvent, at time: SceneTime) {
        let environment = contentEnvironment
        refresh.content.receive(input, at: time, in: environment)
    }

    /// A scripted pull to 1.2 × maxOffset over 0.6 s, then a release; ignored while a pointer
    /// drags the content.
    package mutating func startScriptedPull(at time: SceneTime) {
        let environment = contentEnvironment
        refresh.content.startScriptedPull(at: time, in: environment)
    }

    /// Keeps c in range after the viewport or the list changed (`ContentOffset.adapt`).
    package mutating func adaptContent(at time: SceneTime) {
        let environment = contentEnvironment
        refresh.content.adapt(to: environment, at: time)
    }

    /// Tick steps 2–4: pull physics, the geometry evaluation, then the due timers (each dated
    /// from its due time).
    package mutating func tickRefresh(at time: SceneTime) {
        let c = refreshConfiguration
        let environment = contentEnvironment
        refresh.content.advance(to: time, in: environment)
        if let change = refresh.machine.evaluate(contentOffset: refresh.content.value, at: time, maxOffset: c.maxOffset,
                                                 refreshDuration: c.refreshDuration) {
            apply(change)
        }
        while let (change, due) = refresh.machine.fireNextTimer(upTo: time, returnDuration: c.returnDuration,
                                                                rollOutDuration: c.rollOutDuration) {
            withTransaction(Transaction(time: due)) { apply(change) }
        }
    }

    /// Starts what goes with a change, in the current transaction.
    mutating func apply(_ change: RefreshMachine.Change) {
        let c = refreshConfiguration
        switch change {
        case .beganPulling:
            break
        case .progress(_, let to):
            withAnimation(c.rollInAnimation) { refresh.displayedProgress = to }
        case .refreshStarted:
            // The rolling ball is replaced by the jumping one: a later pull starts a fresh rolling
            // ball from progress 0, with no roll-in entry still running (identity reset, A.6).
            refresh.$displayedProgress.reset(to: 0)
            refresh.ball.startJumping(c)
        case .refreshCompleted:
            loadNewEvents()
            adaptContent(at: Transaction.current.time)
            refresh.ball.returnToTop(c)
        case .finishing:
            refresh.ball.startRollingOut(width: viewport.width, c)
        case .idle:
            refresh.ball.stopRolling()
        }
        updateListOffset()
    }

    /// B.8: O is maxOffset while ongoing or preparing to finish, 0 otherwise; a change animates
    /// with the list spring, or with the ease when the new state is `finishing`. The spring ends
    /// by Curves' rule (its settling estimate, A.4), and the ease blends from it (A.6).
    mutating func updateListOffset() {
        let c = refreshConfiguration
        let state = refresh.machine.state
        let target = state == .ongoing || state == .preparingToFinish ? c.maxOffset : 0
        guard target != refresh.listOffset else { return }
        withAnimation(state == .finishing ? c.listEase : c.listSpring) { refresh.listOffset = target }
    }
}
