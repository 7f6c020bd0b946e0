import Curves
import Drawing
import Geometry
import Stage

/// A2 — Custom timing curve (effects-gallery.md §4 A2): `timingCurve(0.68, −0.55, 0.265, 1.55)`
/// over 1 s, a "back in-out" that dips below 0 and rises above 1. A plot shows the curve (101
/// samples) against the dashed linear diagonal, with a marker at the running animation's
/// elapsed fraction; a ball at y = 140 moves by `x = 230 + 140·p`. "Play" toggles the direction.
struct CustomCurveTile: GalleryTile {
    static let id = TileID.a2
    static let spec = TileSpec(button: "Play")

    /// The curve: explicit on p.
    static let animation = Animation.timingCurve(0.68, -0.55, 0.265, 1.55, duration: 1)
    /// The animation's duration, seconds.
    static let duration = 1.0
    /// The plot box: x 24…184, y 60…220.
    static let plot = Rect(x: 24, y: 60, width: 160, height: 160)
    /// The caption under the stage.
    static let caption = "timingCurve(0.68, −0.55, 0.265, 1.55) · 1.0 s"

    /// The curve's progress at time fraction `u` (0…1): the animation's own evaluation.
    static func progress(at u: Double) -> Double {
        animation.animate(value: 1.0, time: u * duration) ?? 1
    }

    /// The plot point for time fraction `u`: `(24 + 160u, 220 − 160·E(u))`.
    static func plotPoint(_ u: Double) -> Point {
        Point(x: plot.minX + plot.width * u, y: plot.maxY - plot.height * progress(at: u))
    }

    /// The curve as a polyline through 101 samples, u = 0, 0.01, …, 1.
    static let curvePath = Path { path in
        path.addLines((0...100).map { plotPoint(Double($0) / 100) })
    }

    /// The ball's progress, 0 or 1 as a model value.
    private(set) var p = Animated(wrappedValue: 0.0)
    /// When the latest run started (the marker's clock), nil before the first press.
    private(set) var playStart: SceneTime?

    init(startingAt time: SceneTime) {}

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard control == .button else { return }
        p.set(p.wrappedValue == 0 ? 1 : 0, in: Transaction(time: time, animation: Self.animation))
        playStart = time
    }

    /// The latest run's elapsed fraction at `time`, nil when it is not running.
    func elapsedFraction(at time: SceneTime) -> Double? {
        guard let playStart else { return nil }
        let u = (time.seconds - playStart.seconds) / Self.duration
        return u >= 0 && u <= 1 ? u : nil
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        let border = GalleryPalette.border
        context.stroke(Path(Self.plot), with: .color(border), lineWidth: 1, name: name("plot/box"))
        let diagonal = Path { $0.move(to: Point(x: Self.plot.minX, y: Self.plot.maxY)); $0.addLine(to: Point(x: Self.plot.maxX, y: Self.plot.minY)) }
        context.stroke(diagonal, with: .color(border), style: StrokeStyle(lineWidth: 1, dash: [4, 4]), name: name("plot/linear"))
        context.stroke(Self.curvePath, with: .color(GalleryPalette.purple), lineWidth: 2, name: name("plot/curve"))
        if let u = elapsedFraction(at: time) {
            let m = Self.plotPoint(u)
            context.fill(Path(ellipseIn: Rect(x: m.x - 5, y: m.y - 5, width: 10, height: 10)),
                         with: .color(GalleryPalette.purple), name: name("plot/marker"))
        }
        let x = 230 + 140 * p.at(time)
        context.fill(Path(ellipseIn: Rect(x: x - 14, y: 140 - 14, width: 28, height: 28)),
                     with: .color(GalleryPalette.purple), name: name("ball"))
        context.draw(Self.caption, at: Point(x: 200, y: 244), font: .system(size: 11),
                     paint: .color(GalleryPalette.caption), name: name("caption"))
    }

    func state(at time: SceneTime) -> JSONValue {
        let u = elapsedFraction(at: time)
        return [
            "p": .number(p.at(time)), "target": .number(p.wrappedValue),
            "ballX": .number(230 + 140 * p.at(time)),
            "marker": u.map { .number($0) } ?? .null,
        ]
    }
}
