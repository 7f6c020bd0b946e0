import Curves
import Drawing
import Geometry
import Stage

/// F2 — Text colour mix (effects-gallery.md §4 F2): "Hello from SwiftUI" (28 points, centred at
/// (200, 140)) coloured `mix(#FF0000, #0000FF, pct)` by the explicit mixer; "Animate" toggles pct
/// 0 ↔ 1 with explicit linear 2 s.
struct TextColorTile: GalleryTile {
    static let id = TileID.f2
    static let spec = TileSpec(button: "Animate")

    /// The explicit animation on pct.
    static let animation = Animation.linear(duration: 2)

    /// The mix fraction.
    private(set) var pct = Animated(wrappedValue: 0.0)

    init(startingAt time: SceneTime) {}

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard control == .button else { return }
        pct.set(pct.wrappedValue == 0 ? 1 : 0, in: Transaction(time: time, animation: Self.animation))
    }

    /// The text's colour for a presented pct.
    static func color(_ pct: Double) -> Color { ColorMixer.mix(GalleryPalette.pureRed, GalleryPalette.pureBlue, pct) }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        context.draw("Hello from SwiftUI", at: Point(x: 200, y: 140), font: .system(size: 28),
                     paint: .color(Self.color(pct.at(time))), name: name("text"))
    }

    func state(at time: SceneTime) -> JSONValue {
        let value = pct.at(time)
        return ["pct": .number(value), "color": .string(Self.color(value).hexRGB)]
    }
}
