import Curves
import Stage

/// Part B's pull to refresh as a part a scene owns (pull-to-refresh.md B.4–B.8): the content
/// offset c with its input, the state machine, the displayed progress P̃, the list offset O and
/// the ball's motion. A scene that owns one conforms to `RefreshingList`, which runs it.
/// `PullToRefreshScene` is such a scene, and so is the Part D events list (D.2: "A refresh
/// (Part B) merges the new events into the full list").
package struct RefreshControl: Sendable {
    /// The content offset c and its input.
    var content = ContentOffset()
    /// The state machine.
    var machine = RefreshMachine()
    /// The displayed progress P̃: `progress` animated with the roll-in curve (B.7.2).
    @Animated var displayedProgress = 0.0
    /// The list offset O (B.8), points.
    @Animated var listOffset = 0.0
    /// The bounce and roll-out values.
    var ball: BallMotion

    /// At rest (state `idle`, c = 0), the ball at `configuration`'s top position.
    package init(configuration: PullToRefreshConfiguration) {
        ball = BallMotion(topOffset: configuration.topBallOffset)
    }

    /// The content offset c, points: > 0 pulled down, < 0 scrolled down (B.4).
    package var offset: Double { content.value }

    /// The presented list offset O at `time`, points (B.8).
    package func listOffset(at time: SceneTime) -> Double { $listOffset.at(time) }

    /// The state machine's state.
    package var state: RefreshState { machine.state }

    /// How many refreshes have started.
    package var refreshCount: Int { machine.refreshCount }

    /// Whether a pointer drags the content.
    package var isDragging: Bool { content.isDragging }
}
