import Curves
import Drawing
import Geometry
import RealModule
import Stage

/// E2 — Skew, the c term of the matrix (effects-gallery.md §4 E2, §2.6): a pink 200 × 100
/// rectangle with its frame's top-left at (100, 90) drawn through `[1, 0, c, 1, 0, 0]` in its
/// local space (origin at that top-left, y down), `c = 0.8·sin(π·cycle)`: the top edge stays, the
/// bottom edge moves by 100·c. "Skew" adds 2 to cycle (one sine period) with explicit linear 2 s.
struct SkewTile: GalleryTile {
    static let id = TileID.e2
    static let spec = TileSpec(button: "Skew")

    /// The explicit animation on the cycle.
    static let animation = Animation.linear(duration: 2)
    /// The rectangle's frame.
    static let frame = Rect(x: 100, y: 90, width: 200, height: 100)

    /// The effect's parameter.
    private(set) var cycle = Animated(wrappedValue: 0.0)

    init(startingAt time: SceneTime) {}

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard control == .button else { return }
        cycle.set(cycle.wrappedValue + 2, in: Transaction(time: time, animation: Self.animation))
    }

    /// The matrix's c for a presented cycle: `0.8·sin(π·cycle)`.
    static func skew(_ cycle: Double) -> Double { 0.8 * .sin(.pi * cycle) }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        var c = context
        c.translateBy(x: Self.frame.minX, y: Self.frame.minY)
        c.concatenate(AffineTransform(a: 1, b: 0, c: Self.skew(cycle.at(time)), d: 1, tx: 0, ty: 0))
        c.fill(Path(Rect(x: 0, y: 0, width: Self.frame.width, height: Self.frame.height)), with: .color(GalleryPalette.pink), name: name("rect"))
    }

    func state(at time: SceneTime) -> JSONValue {
        let value = cycle.at(time), c = Self.skew(value)
        return ["cycle": .number(value), "c": .number(c), "bottomLeftX": .number(Self.frame.minX + Self.frame.height * c)]
    }
}
