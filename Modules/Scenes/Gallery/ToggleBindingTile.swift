import Curves
import Drawing
import Geometry
import Stage

/// B6 — Toggle binding (#42; the chapter's other binding demo, not in effects-gallery.md): a
/// switch bound to `showDetails` through a binding that carries the chapter's default animation
/// (easeInOut 0.35 s), so each flip is one transaction: the knob slides, the track's green fades
/// in, a chevron beside the label turns a quarter, and a details card scales up from its top
/// and fades in below — all on the one animation, none with a declaration of its own.
///
/// The switch is the stage's item 0 (a tap on its row flips it; action `b6-item-0`).
struct ToggleBindingTile: GalleryTile {
    static let id = TileID.b6
    static let spec = TileSpec(stripCaption: "tap the switch", itemCount: 1)

    /// The binding's animation: the chapter-era default.
    static let animation = ChapterAnimations.default
    /// The switch row (label, chevron and switch), tile space.
    static let row = Rect(x: 40, y: 60, width: 320, height: 44)
    /// The switch's track, 51 × 31, at the row's right end.
    static let track = Rect(x: 309, y: 66.5, width: 51, height: 31)
    /// The details card under the row.
    static let card = Rect(x: 40, y: 124, width: 320, height: 100)

    /// The bound value, 0 (off) or 1 (on), animated by the binding's transaction.
    private(set) var showDetails = Animated(wrappedValue: 0.0)

    init(startingAt time: SceneTime) {}

    func item(at point: Point) -> Int? { Self.row.contains(point) ? 0 : nil }

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard case .item(0) = control else { return }
        showDetails.set(showDetails.wrappedValue > 0.5 ? 0 : 1, in: Transaction(time: time, animation: Self.animation))
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        let p = showDetails.at(time)
        let ink = Paint.color(GalleryPalette.title)
        context.draw("Show details", at: Point(x: Self.row.minX, y: Self.row.midY), font: .system(size: 17), paint: ink,
                     alignment: .leading, name: name("label"))
        // The chevron: "›" pointing right when off, down when on.
        var chevron = context
        chevron.translateBy(x: 160, y: Self.row.midY)
        chevron.rotate(by: .degrees(90 * p))
        chevron.stroke(Path { path in
            path.move(to: Point(x: -3, y: -6))
            path.addLine(to: Point(x: 3, y: 0))
            path.addLine(to: Point(x: -3, y: 6))
        }, with: .color(GalleryPalette.gray), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round), name: name("chevron"))
        // The switch: a grey track that greens with p, a white knob sliding across it.
        let track = Path(roundedRect: Self.track, cornerRadius: Self.track.height / 2, style: .circular)
        context.fill(track, with: .color(GalleryPalette.track), name: name("switch/track"))
        var on = context
        on.opacity *= p
        on.fill(track, with: .color(GalleryPalette.green), name: name("switch/on"))
        let knob = 27.0, inset = 2.0
        let x = Self.track.minX + inset + (Self.track.width - knob - 2 * inset) * p
        var shadowed = context
        shadowed.addFilter(.shadow(color: Color.black.opacity(0.2), radius: 1.5, x: 0, y: 1))
        shadowed.fill(Path(ellipseIn: Rect(x: x, y: Self.track.minY + inset, width: knob, height: knob)), with: .color(.white),
                      name: name("switch/knob"))
        // The details card: scaled from its top edge and faded in with the same progress.
        guard p > 0 else { return }
        var card = context
        card.opacity *= p
        card.translateBy(x: Self.card.midX, y: Self.card.minY)
        card.scaleBy(x: 1, y: Swift.max(p, 0.001))
        card.translateBy(x: -Self.card.midX, y: -Self.card.minY)
        card.drawLayer { layer in
            layer.fill(Path(roundedRect: Self.card, cornerRadius: 12, style: .circular), with: .color(.white), name: name("details"))
            layer.draw("Details go here: the toggle's binding", at: Point(x: Self.card.minX + 16, y: Self.card.minY + 36),
                       font: .system(size: 14), paint: ink, alignment: .leading, name: name("details/line/0"))
            layer.draw("animates everything it changes.", at: Point(x: Self.card.minX + 16, y: Self.card.minY + 60),
                       font: .system(size: 14), paint: .color(GalleryPalette.caption), alignment: .leading, name: name("details/line/1"))
        }
    }

    func state(at time: SceneTime) -> JSONValue {
        ["showDetails": .bool(showDetails.wrappedValue > 0.5), "progress": .number(showDetails.at(time))]
    }
}
