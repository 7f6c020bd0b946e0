import Drawing
import Geometry
import Stage

extension TimerScene {
    /// An isolated component (§10) on a plain QuarterSpanishWhite background.
    func drawComponent(in context: GraphicsContext, at time: SceneTime) {
        let size = viewport
        context.fill(Path(Rect(x: 0, y: 0, width: size.width, height: size.height)),
                     with: .color(TimerPalette.quarterSpanishWhite), name: "background")
        switch configuration.component {
        case .none:
            break
        case .dial:
            let canvas = Rect(x: 0, y: 0, width: size.width, height: size.height)
            let shapes = DialShapes(canvas: canvas.size)
            drawDial(in: canvas, shapes: shapes, context: context)
            drawHands(in: canvas, shapes: shapes, remaining: configuration.schedule.remaining(of: timer, at: time), context: context)
        case .digits:
            drawDigitRow(center: Point(x: size.width / 2, y: size.height / 2), at: time, in: context)
        case .border:
            let box = componentBorderBox
            drawBorder(border.look(for: timer.status, at: time), outline: Path(roundedRect: box, cornerRadius: 20, style: .circular),
                       center: box.center, in: context)
        case .popup:
            drawPopup(button: componentPopupButton, at: time, in: context)
        case .radar:
            let chart = componentRadar
            drawRadar(center: chart.center, radius: chart.radius, at: time, in: context)
        case .temperature:
            context.draw(temperature.text(at: time), at: Point(x: size.width / 2, y: size.height / 2), font: .title2,
                         paint: .color(TimerPalette.blackRussian), name: "temperature")
        }
    }

    /// The border component's box: the viewport inset by 10.
    var componentBorderBox: Rect {
        Rect(x: 10, y: 10, width: Swift.max(0, viewport.width - 20), height: Swift.max(0, viewport.height - 20))
    }

    /// The popup component's button centre B = (W − 40, H − 40).
    var componentPopupButton: Point { Point(x: viewport.width - 40, y: viewport.height - 40) }

    /// The radar component's chart: c = the viewport centre, g = min(W − 40, H − 40)/2.
    var componentRadar: (center: Point, radius: Double) {
        (Point(x: viewport.width / 2, y: viewport.height / 2),
         Swift.max(0, Swift.min(viewport.width - 40, viewport.height - 40)) / 2)
    }
}
