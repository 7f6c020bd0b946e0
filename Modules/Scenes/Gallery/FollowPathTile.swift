import Curves
import Drawing
import Geometry
import Stage

/// E4 — Follow a path (effects-gallery.md §4 E4): a red arrowhead runs around the dashed
/// figure-eight (`FigureEight`) as p goes 0 → 1 with linear 24 s repeated forever without
/// autoreverse, from the tile's start; it sits at `FigureEight.point(p)` rotated by
/// `FigureEight.heading(p)`. "Restart" starts p again from 0 at the press time.
struct FollowPathTile: GalleryTile {
    static let id = TileID.e4
    static let spec = TileSpec(button: "Restart")

    /// The lap animation.
    static let animation = Animation.linear(duration: 24).repeatForever(autoreverses: false)
    /// The runner: a triangle pointing +x around its centre.
    static let runner = Path { p in
        p.addLines([Point(x: 16, y: 0), Point(x: -12, y: -10), Point(x: -12, y: 10)])
        p.closeSubpath()
    }
    /// The track's stroke: gray, 5 wide, round caps, miter joins, dash [7, 7].
    static let trackStyle = StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .miter, dash: [7, 7], dashPhase: 0)

    /// The lap fraction.
    private(set) var p = Animated(wrappedValue: 0.0)
    /// When the current lap sequence started.
    private(set) var start: SceneTime

    init(startingAt time: SceneTime) {
        start = time
        restart(at: time)
    }

    /// Starts p afresh from 0 at `time`.
    mutating func restart(at time: SceneTime) {
        start = time
        p.reset(to: 0)
        p.set(1, animation: Self.animation, at: time)
    }

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        if control == .button { restart(at: time) }
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        context.stroke(FigureEight.path, with: .color(GalleryPalette.gray), style: Self.trackStyle, name: name("track"))
        let fraction = p.at(time)
        let point = FigureEight.point(fraction)
        var c = context
        c.translateBy(x: point.x, y: point.y)
        c.rotate(by: .radians(FigureEight.heading(fraction)))
        c.fill(Self.runner, with: .color(GalleryPalette.red), name: name("runner"))
    }

    func state(at time: SceneTime) -> JSONValue {
        let fraction = p.at(time)
        let point = FigureEight.point(fraction)
        return [
            "p": .number(fraction), "x": .number(point.x), "y": .number(point.y),
            "heading": .number(FigureEight.heading(fraction) * 180 / .pi),
        ]
    }
}
