import Curves
import Drawing
import Geometry
import Stage

/// B4 — Explicit animation (effects-gallery.md §4 B4): an orange 150 × 100 rectangle centred at
/// (200, 105) scaled 1 ↔ 1.5 and a blue disc (r = 20, y = 225) at x 80 ↔ 320 change in one
/// explicit linear 3 s transaction; neither declares an animation of its own.
struct ExplicitTile: GalleryTile {
    static let id = TileID.b4
    static let spec = TileSpec(button: "Animate")

    /// The transaction's animation.
    static let animation = Animation.linear(duration: 3)

    /// The toggle.
    private(set) var flag = false
    /// The rectangle's scale.
    private(set) var scale = Animated(wrappedValue: 1.0)
    /// The disc's centre x.
    private(set) var discX = Animated(wrappedValue: 80.0)

    init(startingAt time: SceneTime) {}

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard control == .button else { return }
        flag.toggle()
        let transaction = Transaction(time: time, animation: Self.animation)
        scale.set(flag ? 1.5 : 1, in: transaction)
        discX.set(flag ? 320 : 80, in: transaction)
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        var rect = context
        rect.translateBy(x: 200, y: 105)
        let s = scale.at(time)
        rect.scaleBy(x: s, y: s)
        rect.fill(Path(Rect(x: -75, y: -50, width: 150, height: 100)), with: .color(GalleryPalette.orange), name: name("rect"))
        let x = discX.at(time)
        context.fill(Path(ellipseIn: Rect(x: x - 20, y: 225 - 20, width: 40, height: 40)), with: .color(GalleryPalette.blue), name: name("disc"))
    }

    func state(at time: SceneTime) -> JSONValue {
        ["flag": .bool(flag), "scale": .number(scale.at(time)), "discX": .number(discX.at(time))]
    }
}
