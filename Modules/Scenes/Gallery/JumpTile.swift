import Curves
import Drawing
import Geometry
import RealModule
import Stage

/// E3 — Jump (effects-gallery.md §4 E3): five blue 72 × 72 squares (left edges 12 + 76·i, top
/// 150; the selected one pushed down 10) and an orange dot (r = 5) at
/// `(48 + 76·sel, 140 − 50·sin²(π·v))`. A tap on square i runs one explicit spring transaction
/// with the chapter's default spring (response 0.55, damping fraction 0.825) that sets `sel = i`
/// and adds 1 to v, so the dot hops 50 units on every tap, the selected square included.
struct JumpTile: GalleryTile {
    static let id = TileID.e3
    static let spec = TileSpec(stripCaption: "tap a square", itemCount: 5)

    /// The squares' left edges.
    static func itemLeft(_ i: Int) -> Double { 12 + 76 * Double(i) }

    /// The selected square, as an animated position (the dot's x follows it).
    private(set) var sel = Animated(wrappedValue: 0.0)
    /// The jump parameter: +1 per tap.
    private(set) var v = Animated(wrappedValue: 0.0)
    /// Each square's push-down, 10 for the selected one.
    private(set) var push: [Animated<Double>] = (0..<5).map { Animated(wrappedValue: $0 == 0 ? 10 : 0) }

    init(startingAt time: SceneTime) {}

    func item(at point: Point) -> Int? {
        guard point.y >= 150, point.y <= 232 else { return nil }
        return (0..<5).first { point.x >= Self.itemLeft($0) && point.x <= Self.itemLeft($0) + 72 }
    }

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard case .item(let i) = control, (0..<5).contains(i) else { return }
        let transaction = Transaction(time: time, animation: ChapterAnimations.spring)
        sel.set(Double(i), in: transaction)
        v.set(v.wrappedValue + 1, in: transaction)
        for k in push.indices { push[k].set(k == i ? 10 : 0, in: transaction) }
    }

    /// The dot's centre for presented `sel` and `v`.
    static func dot(sel: Double, v: Double) -> Point {
        let s = Double.sin(.pi * v)
        return Point(x: 48 + 76 * sel, y: 140 - 50 * s * s)
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        for (i, offset) in push.enumerated() {
            context.fill(Path(Rect(x: Self.itemLeft(i), y: 150 + offset.at(time), width: 72, height: 72)),
                         with: .color(GalleryPalette.blue), name: name("item/\(i)"))
        }
        let d = Self.dot(sel: sel.at(time), v: v.at(time))
        context.fill(Path(ellipseIn: Rect(x: d.x - 5, y: d.y - 5, width: 10, height: 10)), with: .color(GalleryPalette.orange), name: name("dot"))
    }

    func state(at time: SceneTime) -> JSONValue {
        let d = Self.dot(sel: sel.at(time), v: v.at(time))
        return [
            "selected": .number(sel.wrappedValue), "sel": .number(sel.at(time)), "v": .number(v.at(time)),
            "dotX": .number(d.x), "dotY": .number(d.y),
            "itemTops": .array(push.map { .number(150 + $0.at(time)) }),
        ]
    }
}
