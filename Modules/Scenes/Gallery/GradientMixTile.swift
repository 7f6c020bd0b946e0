import Curves
import Drawing
import Geometry
import Stage

/// F3 — Gradient colour mix (effects-gallery.md §4 F3): a 200 × 200 rounded rectangle
/// (100, 40)–(300, 240), radius 15, filled with a linear gradient along its diagonal whose three
/// stops (at 0, 0.5, 1) are `mix(fromᵢ, toᵢ, pct)`, from = [#0000FF, #00FF00, #FF0000], to =
/// [#FF0000, #FFFF00, #00FF00]. "Animate" toggles pct 0 ↔ 1 with explicit linear 2 s.
struct GradientMixTile: GalleryTile {
    static let id = TileID.f3
    static let spec = TileSpec(button: "Animate")

    /// The explicit animation on pct.
    static let animation = Animation.linear(duration: 2)
    /// The stops' colours at pct = 0.
    static let from = [GalleryPalette.pureBlue, GalleryPalette.pureGreen, GalleryPalette.pureRed]
    /// The stops' colours at pct = 1.
    static let to = [GalleryPalette.pureRed, GalleryPalette.pureYellow, GalleryPalette.pureGreen]
    /// The stop locations.
    static let locations = [0.0, 0.5, 1.0]
    /// The shape.
    static let rect = Rect(x: 100, y: 40, width: 200, height: 200)

    /// The mix fraction.
    private(set) var pct = Animated(wrappedValue: 0.0)

    init(startingAt time: SceneTime) {}

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard control == .button else { return }
        pct.set(pct.wrappedValue == 0 ? 1 : 0, in: Transaction(time: time, animation: Self.animation))
    }

    /// The three stop colours for a presented pct.
    static func stops(_ pct: Double) -> [Color] { (0..<3).map { ColorMixer.mix(from[$0], to[$0], pct) } }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        let colors = Self.stops(pct.at(time))
        let gradient = Gradient(stops: (0..<3).map { Gradient.Stop(color: colors[$0], location: Self.locations[$0]) })
        context.fill(Path(roundedRect: Self.rect, cornerRadius: 15, style: .circular),
                     with: .linearGradient(gradient, startPoint: Point(x: Self.rect.minX, y: Self.rect.minY),
                                           endPoint: Point(x: Self.rect.maxX, y: Self.rect.maxY)),
                     name: name("shape"))
    }

    func state(at time: SceneTime) -> JSONValue {
        let value = pct.at(time)
        return ["pct": .number(value), "stops": .array(Self.stops(value).map { .string($0.hexRGB) })]
    }
}
