import Drawing
import Geometry

extension NavigationStack {
    /// The screens on screen at `time`: the front one with how far it has come in (0…1), and the
    /// one behind it while a push, pop or swipe moves them (nil at rest).
    func layers(at time: SceneTime) -> (back: Screen?, front: Screen, reveal: Double) {
        let animating = $reveal.isAnimating(at: time)
        let top = screens[screens.count - 1]
        if let outgoing, animating { return (top, outgoing, $reveal.at(time)) }
        if outgoing == nil, depth > 0, animating || swipe.isActive { return (screens[screens.count - 2], top, $reveal.at(time)) }
        return (nil, top, 1)
    }

    /// Draws the stack at `time`: at rest the top screen alone; during a transition the screen
    /// behind moved left by `parallax · reveal` of the width, and the front screen moved right by
    /// `(1 − reveal)` of the width over it, casting a soft shadow (`navigation/shadow`). Each
    /// screen draws into a copy of `context` clipped to its own frame.
    public func draw(in context: inout GraphicsContext, at time: SceneTime) {
        let size = context.size
        let (back, front, reveal) = layers(at: time)
        let frame = Path(Rect(x: 0, y: 0, width: size.width, height: size.height))
        if let back {
            var c = context
            c.translateBy(x: -size.width * Self.parallax * reveal, y: 0)
            c.clip(to: frame)
            back.scene.draw(in: &c, at: time)
        }
        var c = context
        c.translateBy(x: size.width * (1 - reveal), y: 0)
        if back != nil {
            var shadow = c
            shadow.addFilter(.shadow(color: Color(white: 0, opacity: 0.25), radius: 8))
            shadow.fill(frame, with: .color(.white), name: "navigation/shadow")
        }
        c.clip(to: frame)
        front.scene.draw(in: &c, at: time)
    }
}
