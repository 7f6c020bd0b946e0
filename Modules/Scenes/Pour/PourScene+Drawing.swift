import Drawing
import Geometry
import Stage

extension PourScene {
    /// Draws the frame at `time`, back to front (pour.md §3): the app background gradient over
    /// the viewport (`background`), then the pour's drops and waves, then the done card when
    /// `card` is on.
    public func draw(in context: inout GraphicsContext, at time: SceneTime) {
        let box = Rect(origin: .zero, size: context.size)
        context.fill(Path(box), with: PourPalette.background(in: box), name: "background")
        pour.draw(in: &context, in: box, at: time)
        if configuration.card { DoneCard().draw(in: context, viewport: context.size) }
    }
}
