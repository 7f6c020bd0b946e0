import Curves
import Drawing
import Geometry
import Stage

/// B5 — Implicit beats explicit (effects-gallery.md §4 B5, §2.3): both discs change inside one
/// explicit linear 3 s transaction; the blue disc (y 60 ↔ 140, no declaration) takes 3 s, the
/// orange one (y 60 ↔ 220) has its own implicit easeIn 1.5 s, which wins: it arrives after 1.5 s.
struct ImplicitBeatsExplicitTile: GalleryTile {
    static let id = TileID.b5
    static let spec = TileSpec(button: "Animate")

    /// The transaction's animation.
    static let animation = Animation.linear(duration: 3)

    /// The toggle.
    private(set) var flag = false
    /// The blue disc's centre y (x = 150): no declaration.
    private(set) var blueY = Animated(wrappedValue: 60.0)
    /// The orange disc's centre y (x = 250): implicit easeIn 1.5 s.
    private(set) var orangeY = Animated(wrappedValue: 60.0, .easeIn(duration: 1.5))

    init(startingAt time: SceneTime) {}

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard control == .button else { return }
        flag.toggle()
        let transaction = Transaction(time: time, animation: Self.animation)
        blueY.set(flag ? 140 : 60, in: transaction)
        orangeY.set(flag ? 220 : 60, in: transaction)
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        let b = blueY.at(time), o = orangeY.at(time)
        context.fill(Path(ellipseIn: Rect(x: 150 - 20, y: b - 20, width: 40, height: 40)), with: .color(GalleryPalette.blue), name: name("blue"))
        context.fill(Path(ellipseIn: Rect(x: 250 - 20, y: o - 20, width: 40, height: 40)), with: .color(GalleryPalette.orange), name: name("orange"))
    }

    func state(at time: SceneTime) -> JSONValue {
        ["flag": .bool(flag), "blueY": .number(blueY.at(time)), "orangeY": .number(orangeY.at(time))]
    }
}
