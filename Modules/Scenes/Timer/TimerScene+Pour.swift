import Drawing
import Geometry
import Pour
import Stage

extension TimerScene {
    /// The pour layers of the done overlay (pour.md §3, layers 2–4: drops, back wave, front
    /// wave) over the whole viewport, pour time 0 at the overlay's start. The app background
    /// under them and the card over them are drawn by `drawDone`.
    func drawPour(_ overlay: DoneOverlay, in context: GraphicsContext, at time: SceneTime) {
        var c = context
        overlay.pour.draw(in: &c, in: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height), at: time)
    }
}
