import Curves
import Drawing
import Geometry
import Stage

/// D2 — Polygon 3 ↔ 8 with fractional side counts (effects-gallery.md §4 D2): the side count n
/// animates with an explicit `interpolatingSpring(stiffness 5, damping 0.8)` (ζ ≈ 0.179: it
/// overshoots past 8 and dips close to 0 on the way back) and the outline follows
/// `FractionalPolygon` — blue, 4 wide, round joins, centre (200, 140), R = 100. "Morph" toggles.
struct PolygonTile: GalleryTile {
    static let id = TileID.d2
    static let spec = TileSpec(button: "Morph")

    /// The explicit animation on n.
    static let animation = Animation.interpolatingSpring(stiffness: 5, damping: 0.8)
    /// The polygon's centre.
    static let center = Point(x: 200, y: 140)
    /// The circumradius.
    static let radius = 100.0

    /// The toggle (false: 3 sides, true: 8).
    private(set) var flag = false
    /// The side count.
    private(set) var n = Animated(wrappedValue: 3.0)

    init(startingAt time: SceneTime) {}

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard control == .button else { return }
        flag.toggle()
        n.set(flag ? 8 : 3, in: Transaction(time: time, animation: Self.animation))
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        let sides = n.at(time)
        context.stroke(FractionalPolygon.path(sides: sides, center: Self.center, radius: Self.radius),
                       with: .color(GalleryPalette.blue), style: StrokeStyle(lineWidth: 4, lineJoin: .round), name: name("polygon"))
        context.draw("n = " + GalleryFormat.fixed(sides, places: 2), at: Point(x: 388, y: 44), font: .system(size: 11),
                     paint: .color(GalleryPalette.caption), alignment: .trailing, baseline: .middle, name: name("caption"))
    }

    func state(at time: SceneTime) -> JSONValue {
        let sides = n.at(time)
        let vertices = FractionalPolygon.vertices(sides: sides, center: Self.center, radius: Self.radius)
        return ["flag": .bool(flag), "n": .number(sides), "vertices": .number(Double(vertices.count))]
    }
}
