import Curves
import Drawing
import Geometry
import Stage

/// B1 — Implicit animation (effects-gallery.md §4 B1): a red "SwiftUI" label scaled 1 ↔ 1.5
/// about its centre (200, 95), and a disc (r = 25, y = 195) moving x 80 ↔ 320 while its fill
/// goes red ↔ blue. All three carry the implicit chapter default (easeInOut 0.35 s); the fill
/// interpolates per channel in sRGB (§2.5). "Animate" toggles.
struct ImplicitTile: GalleryTile {
    static let id = TileID.b1
    static let spec = TileSpec(button: "Animate")

    /// The label's font: 28 points.
    static let font = Font.system(size: 28)
    /// The label's text.
    static let text = "SwiftUI"
    /// The label's rounded rectangle in its own unscaled frame, centred on (0, 0): the text's
    /// estimated width plus 12 on each side, a 1.2-em line plus 8 above and below.
    static let labelBox: Rect = {
        let w = font.estimatedWidth(of: text) + 24, h = font.size * 1.2 + 16
        return Rect(x: -w / 2, y: -h / 2, width: w, height: h)
    }()

    /// The toggle.
    private(set) var flag = false
    /// The label's scale, implicit default animation.
    private(set) var labelScale = Animated(wrappedValue: 1.0, ChapterAnimations.default)
    /// The disc's centre x, implicit default animation.
    private(set) var discX = Animated(wrappedValue: 80.0, ChapterAnimations.default)
    /// The disc's fill, implicit default animation.
    private(set) var discFill = Animated(wrappedValue: GalleryPalette.red, ChapterAnimations.default)

    init(startingAt time: SceneTime) {}

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard control == .button else { return }
        flag.toggle()
        let transaction = Transaction(time: time)
        labelScale.set(flag ? 1.5 : 1, in: transaction)
        discX.set(flag ? 320 : 80, in: transaction)
        discFill.set(flag ? GalleryPalette.blue : GalleryPalette.red, in: transaction)
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        var label = context
        label.translateBy(x: 200, y: 95)
        let s = labelScale.at(time)
        label.scaleBy(x: s, y: s)
        label.fill(Path(roundedRect: Self.labelBox, cornerRadius: 6, style: .circular), with: .color(GalleryPalette.red), name: name("label"))
        label.draw(Self.text, at: .zero, font: Self.font, paint: .color(GalleryPalette.white), name: name("label/text"))
        let x = discX.at(time)
        context.fill(Path(ellipseIn: Rect(x: x - 25, y: 195 - 25, width: 50, height: 50)),
                     with: .color(discFill.at(time)), name: name("disc"))
    }

    func state(at time: SceneTime) -> JSONValue {
        [
            "flag": .bool(flag), "labelScale": .number(labelScale.at(time)), "discX": .number(discX.at(time)),
            "discFill": .string(discFill.at(time).hexRGB),
        ]
    }
}
