import Curves
import Drawing
import Geometry
import Stage

/// E5 — Ignored by layout (effects-gallery.md §4 E5, §2.6): two 300 × 50 bars (corner radius 5)
/// with layout top-lefts (50, 70) (green) and (50, 150) (blue), each drawn through a horizontal
/// translation that runs easeInOut 1 s repeated forever with autoreverse from the tile's start:
/// green +10 → −10, blue −10 → +10. Each bar's white label "x = N" (8 units in from its drawn
/// top-left) reports its frame's left edge as layout sees it: the green effect is visible to
/// layout, `N = trunc(50 + tx)`; the blue one is ignored by layout, N = 50 always.
struct IgnoredByLayoutTile: GalleryTile {
    static let id = TileID.e5
    static let spec = TileSpec()

    /// Both effects' animation.
    static let animation = Animation.easeInOut(duration: 1).repeatForever(autoreverses: true)
    /// The bars' size.
    static let barSize = Size(width: 300, height: 50)
    /// The labels' font: 14 points.
    static let font = Font.system(size: 14)

    /// The green bar's translation.
    private(set) var greenOffset = Animated(wrappedValue: 10.0)
    /// The blue bar's translation (ignored by layout).
    private(set) var blueOffset = Animated(wrappedValue: -10.0)

    init(startingAt time: SceneTime) {
        greenOffset.set(-10, animation: Self.animation, at: time)
        blueOffset.set(10, animation: Self.animation, at: time)
    }

    mutating func activate(_ control: TileControl, at time: SceneTime) {}

    /// The frame's left edge a layout reader reports for a bar at layout x 50 whose effect moves
    /// it by `tx`, truncated toward zero. The sum is first rounded to 1e-6 so that float noise
    /// around a whole number (tx = −2e-12 at the mid-point) cannot flip the truncation.
    static func reportedLeft(_ tx: Double) -> Int {
        let x = ((50 + tx) * 1e6).rounded() / 1e6
        return x.isFinite ? Int(x) : 50
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        let green = greenOffset.at(time), blue = blueOffset.at(time)
        drawBar(top: 70, drawnX: 50 + green, color: GalleryPalette.green, label: "x = \(Self.reportedLeft(green))",
                in: context, name: name("green"))
        drawBar(top: 150, drawnX: 50 + blue, color: GalleryPalette.blue, label: "x = 50", in: context, name: name("blue"))
    }

    /// One bar at its drawn position with its label.
    func drawBar(top: Double, drawnX: Double, color: Color, label: String, in context: GraphicsContext, name: String) {
        let rect = Rect(origin: Point(x: drawnX, y: top), size: Self.barSize)
        context.fill(Path(roundedRect: rect, cornerRadius: 5, style: .circular), with: .color(color), name: name)
        context.draw(label, at: Point(x: drawnX + 8, y: top + 8), font: Self.font, paint: .color(GalleryPalette.white),
                     alignment: .leading, baseline: .top, name: name + "/label")
    }

    func state(at time: SceneTime) -> JSONValue {
        let green = greenOffset.at(time), blue = blueOffset.at(time)
        return [
            "greenOffset": .number(green), "blueOffset": .number(blue),
            "greenLabel": .string("x = \(Self.reportedLeft(green))"), "blueLabel": "x = 50",
            "greenDrawnX": .number(50 + green), "blueDrawnX": .number(50 + blue),
        ]
    }
}
