import Curves
import Drawing
import Geometry
import RealModule
import Stage

/// E1 — Shake, a geometry effect (effects-gallery.md §4 E1, §2.6): a pink 200 × 100 rectangle
/// centred at (200, 140) drawn through the translation `tx = 20·sin(5π·p)`. Each "Shake" adds 1
/// to p with the explicit chapter default (easeInOut 0.35 s): 2.5 oscillations, back to 0 at
/// every integer p.
struct ShakeTile: GalleryTile {
    static let id = TileID.e1
    static let spec = TileSpec(button: "Shake")

    /// Taps so far, as the model value of the effect's parameter.
    private(set) var p = Animated(wrappedValue: 0.0)

    init(startingAt time: SceneTime) {}

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard control == .button else { return }
        p.set(p.wrappedValue + 1, in: Transaction(time: time, animation: ChapterAnimations.default))
    }

    /// The effect's translation for the presented parameter `p`: `20·sin(5πp)`.
    static func offset(_ p: Double) -> Double { 20 * .sin(5 * .pi * p) }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        var c = context
        c.translateBy(x: Self.offset(p.at(time)), y: 0)
        c.fill(Path(Rect(x: 100, y: 90, width: 200, height: 100)), with: .color(GalleryPalette.pink), name: name("rect"))
    }

    func state(at time: SceneTime) -> JSONValue {
        let value = p.at(time)
        return ["p": .number(value), "tx": .number(Self.offset(value))]
    }
}
