import Curves
import Geometry
import Stage

extension PullToRefreshScene {
    /// Tick step 1: pointer and wheel input move the content (never the state machine).
    public mutating func receive(_ input: InputEvent, in context: SceneContext) {
        receiveRefreshInput(input, at: context.time)
    }

    /// `pull`: a scripted pull to 1.2 × maxOffset over 0.6 s, then a release; ignored while a
    /// pointer drags the content.
    public mutating func perform(_ action: String, in context: SceneContext) {
        if action == "pull" { startScriptedPull(at: context.time) }
    }

    /// Reads the constants again. They apply from the next animation start; a new ball size
    /// redraws the ball at once; a new month or year re-creates the initial load while no
    /// refresh has happened yet (later it applies to the next refresh).
    public mutating func parameterChanged(_ name: String, in context: SceneContext) {
        let old = configuration
        configuration = PullToRefreshConfiguration(context.parameters)
        if configuration.ballSize != old.ballSize { ballArtwork = BasketballArtwork(ballSize: configuration.ballSize) }
        if (configuration.year != old.year || configuration.month != old.month) && refresh.refreshCount == 0 {
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
        adaptContent(at: context.time)
    }

    /// Tick steps 2–4 (`RefreshingList.tickRefresh(at:)`).
    public mutating func tick(in context: SceneContext) {
        tickRefresh(at: context.time)
    }
}
