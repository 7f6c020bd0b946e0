import Curves
import Stage

extension HoneycombScene {
    /// `reset`: the initial grid, nothing selected, offset zero, no press; a pointer that is down
    /// is forgotten (its later events are ignored).
    public mutating func perform(_ action: String, in context: SceneContext) {
        guard action == "reset" else { return }
        self = HoneycombScene(context)
    }

    /// Reads the parameters again; they apply from the next animation start (the fish-eye
    /// switch from the next frame).
    public mutating func parameterChanged(_ name: String, in context: SceneContext) {
        configuration = HoneycombConfiguration(context.parameters)
    }

    /// Lays the screen out again for the new viewport at once; the offset, the selection and a
    /// drag in progress are kept.
    public mutating func viewportChanged(in context: SceneContext) {
        layout = ScreenLayout(viewport: context.viewport)
        header = Self.headerLines(for: layout)
    }
}
