import Curves
import Drawing
import Geometry
import Stage

/// B3 — Chained implicit animations (effects-gallery.md §4 B3, §2.3): each property uses the
/// innermost declaration that follows it. The main arrow's rotation (0 → 90°) is followed by
/// easeIn 5 s and its scale (1 → 2.5) by linear 3 s; arrow B's rotation by `easeIn(5), none`
/// (animates with easeIn 5 s); arrow C's by `none, easeIn(5)` (jumps). "Animate" toggles every
/// target.
struct ChainedImplicitTile: GalleryTile {
    static let id = TileID.b3
    static let spec = TileSpec(button: "Animate")

    /// The toggle.
    private(set) var flag = false
    /// The main arrow's rotation in degrees: `rotation → easeIn(5)`.
    private(set) var mainRotation = Animated(wrappedValue: 0.0, .easeIn(duration: 5))
    /// The main arrow's scale: `scale → linear(3)`.
    private(set) var mainScale = Animated(wrappedValue: 1.0, .linear(duration: 3))
    /// Arrow B's rotation in degrees: `rotation → easeIn(5) → none` uses easeIn 5 s.
    private(set) var rotationB = Animated(wrappedValue: 0.0, .easeIn(duration: 5))
    /// Arrow C's rotation in degrees: `rotation → none → easeIn(5)` uses none.
    private(set) var rotationC = Animated(wrappedValue: 0.0, animation: nil)

    init(startingAt time: SceneTime) {}

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard control == .button else { return }
        flag.toggle()
        let transaction = Transaction(time: time)
        mainRotation.set(flag ? 90 : 0, in: transaction)
        mainScale.set(flag ? 2.5 : 1, in: transaction)
        rotationB.set(flag ? 90 : 0, in: transaction)
        rotationC.set(flag ? 90 : 0, in: transaction)
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        ArrowGlyph.draw(at: Point(x: 110, y: 140), degrees: mainRotation.at(time), scale: mainScale.at(time),
                        in: context, name: name("main"))
        ArrowGlyph.draw(at: Point(x: 270, y: 140), degrees: rotationB.at(time), scale: 0.8, in: context, name: name("b"))
        ArrowGlyph.draw(at: Point(x: 350, y: 140), degrees: rotationC.at(time), scale: 0.8, in: context, name: name("c"))
        // Each caption on two lines, one animation a line: on one line the two (centred 80 units
        // apart, as B3 places them) overlapped.
        let font = Font.system(size: 11), paint = Paint.color(GalleryPalette.caption)
        for (i, line) in ["easeIn(5),", "none"].enumerated() {
            context.draw(line, at: Point(x: 270, y: 190 + 13 * Double(i)), font: font, paint: paint, name: name("b/caption/\(i)"))
        }
        for (i, line) in ["none,", "easeIn(5)"].enumerated() {
            context.draw(line, at: Point(x: 350, y: 190 + 13 * Double(i)), font: font, paint: paint, name: name("c/caption/\(i)"))
        }
    }

    func state(at time: SceneTime) -> JSONValue {
        [
            "flag": .bool(flag), "mainRotation": .number(mainRotation.at(time)), "mainScale": .number(mainScale.at(time)),
            "rotationB": .number(rotationB.at(time)), "rotationC": .number(rotationC.at(time)),
        ]
    }
}
