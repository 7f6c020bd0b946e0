import Drawing
import Geometry
import Stage

extension PlaygroundScene {
    /// The transitions tab: the button, the square (present or leaving) and the preset picker.
    func drawTransitions(in context: GraphicsContext, at time: SceneTime) {
        context.draw(showSquare ? "Hide the Square" : "Show the Square", at: layout.squareButtonCenter, font: Font(size: 17),
                     paint: .color(PlaygroundPalette.tint), name: "square/button")
        let rect = layout.square
        for item in squares.items(at: time) {
            let look = item.appearance(in: rect)
            var c = context
            c.opacity *= look.opacity
            c.concatenate(look.transform)
            c.fill(Path(roundedRect: rect, cornerRadius: 15), with: .color(PlaygroundPalette.square), name: "square")
        }
        let y = layout.pickerY
        let tint = Paint.color(PlaygroundPalette.tint)
        context.draw("‹", at: Point(x: 32, y: y), font: Font(size: 28), paint: tint, name: "preset/previous")
        context.draw(preset.title, at: Point(x: layout.width / 2, y: y), font: Font(size: 17, weight: .semibold),
                     paint: .color(PlaygroundPalette.text), name: "preset")
        context.draw("›", at: Point(x: layout.width - 32, y: y), font: Font(size: 28), paint: tint, name: "preset/next")
        if preset == .custom {
            context.draw(custom.summary, at: Point(x: layout.width / 2, y: y - 32), font: Font(size: 13),
                         paint: .color(PlaygroundPalette.secondary), name: "preset/custom")
        }
    }
}
