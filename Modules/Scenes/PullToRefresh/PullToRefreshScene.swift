import Curves
import Drawing
import Geometry
import Stage

/// Pull-to-refresh with the jumping basketball (pull-to-refresh.md Part B, the book's
/// chapter 2): drag the event list down; past 100 points a simulated refresh starts, the list
/// drops with a bouncy spring and a basketball bounces, spins and squashes above it until the
/// refresh completes, returns to the top and rolls out while the list eases back.
///
/// The scene ticks at 60 Hz in the spec's order (A.2): input (`receive`), then at each tick
/// (`tick`) the pull physics, the state machine's geometry evaluation, and the timers; drawing
/// samples every animation at the frame's time. Coordinates are points, origin top-left, y down;
/// L = 96 + c is the content origin the ball and the cards hang off.
///
/// - Input: a press below the header drags the content (rubber band above the top, scroll
///   below); a wheel scrolls while the content is not pulled; one pointer at a time.
/// - Action `pull`: a scripted pull past the threshold and release (drives c directly).
/// - Parameters: `PullToRefreshConfiguration.parameters` (refresh duration and the spec's
///   constants).
/// - Drawing: `background`, `ball/shadow`, `ball`, `ball/seams`, `ball/outline`,
///   `list/row/<i>` for each visible card (its body; the card's other operations follow it
///   unnamed), `header/fill`, `header/hairline`, `header/title`.
/// - State: see `state(at:)`.
public struct PullToRefreshScene: Scene {
    /// Id `pull-to-refresh`, 390 × 844, seed 2023, 60 ticks per second, action `pull`.
    public static let info = SceneInfo(
        id: "pull-to-refresh", title: "Pull to refresh",
        summary: "Pull the event list down: a basketball rolls in, bounces while the list refreshes, and rolls out.",
        actions: [SceneAction("pull", summary: "Pull the list past the threshold and let go (scripted)")],
        parameters: PullToRefreshConfiguration.parameters,
        seed: 2023, tickRate: 60)

    /// The constants from the parameters.
    var configuration: PullToRefreshConfiguration
    /// The viewport, points.
    var viewport: Size
    /// The seed of the event feed.
    let seed: UInt64
    /// The content offset c and its input.
    var content = ContentOffset()
    /// The state machine.
    var machine = RefreshMachine()
    /// The events.
    var feed: EventFeed
    /// The events laid out as cards for the viewport width, in display order.
    var cards: [EventCard] = []
    /// The cards' shared shapes.
    var cardArtwork: CardArtwork
    /// The ball's shapes.
    var ballArtwork: BasketballArtwork
    /// The displayed progress P̃: `progress` animated with the roll-in curve (B.7.2).
    @Animated var displayedProgress = 0.0
    /// The list offset O (B.8).
    @Animated var listOffset = 0.0
    /// The bounce and roll-out values.
    var ball: BallMotion

    /// The scene at t = 0 (state `idle`): the initial load of 7 events, sorted by date.
    public init(_ context: SceneContext) {
        let configuration = PullToRefreshConfiguration(context.parameters)
        self.configuration = configuration
        viewport = context.viewport
        seed = context.seed
        feed = EventFeed(seed: context.seed)
        feed.load(year: configuration.year, month: configuration.month)
        cardArtwork = CardArtwork(width: context.viewport.width - 2 * ListLayout.inset)
        ballArtwork = BasketballArtwork(ballSize: configuration.ballSize)
        ball = BallMotion(topOffset: configuration.topBallOffset)
        layOutCards()
    }

    /// The content origin L = L0 + c, points.
    var contentOrigin: Double { configuration.headerHeight + content.value }

    /// What the content offset needs to know now.
    var environment: ContentOffset.Environment {
        ContentOffset.Environment(
            rubberBand: configuration.rubberBand(height: viewport.height),
            maxScroll: ListLayout.maxScroll(cardCount: feed.events.count, height: viewport.height,
                                            headerHeight: configuration.headerHeight),
            headerHeight: configuration.headerHeight,
            releaseSpring: Spring(response: configuration.releaseResponse, dampingRatio: 1),
            scriptedPullTarget: 1.2 * configuration.maxOffset)
    }

    /// Rebuilds the cards for the current events and viewport width.
    mutating func layOutCards() {
        let width = viewport.width - 2 * ListLayout.inset
        if cardArtwork.width != Swift.max(0, width) { cardArtwork = CardArtwork(width: width) }
        cards = feed.events.enumerated().map { EventCard(event: $1, index: $0, width: width) }
    }
}
