import Drawing
import Geometry
import Stage

extension TimerScene {
    /// The pour layers of the done overlay (pour.md), pour time 0 at `start`.
    ///
    /// NOT DONE YET: the pour module (issue #13) has not landed on main; until it does this draws
    /// nothing between the background and the card.
    func drawPour(startingAt start: SceneTime, in context: GraphicsContext, at time: SceneTime) {}
}
