import Curves
import Drawing
import Geometry
import Stage

/// D4 — Line chart, an animatable vector (effects-gallery.md §4 D4, §2.5): 20 values drawn as a
/// blue polyline (3 wide, round joins) in the plot x 20…380, y 40…240, point i at
/// `(20 + 360·i/19, 240 − 200·vᵢ)`. The vector starts at zeros; "Animate" sets A, B, A, B, …
/// (B is A reversed) with an explicit `interpolatingSpring(stiffness 2.3, damping 0.1)`
/// (ζ ≈ 0.033: it wobbles for about a minute). Vectors pad with zeros (`AnimatableVector`).
struct LineChartTile: GalleryTile {
    static let id = TileID.d4
    static let spec = TileSpec(button: "Animate")

    /// The explicit animation on the vector.
    static let animation = Animation.interpolatingSpring(stiffness: 2.3, damping: 0.1)
    /// Data set A (the chapter's sample).
    static let dataA: [Double] = [0.2, 0.5, 0.3, 0.1, 0.3, 0.2, 0.4, 0.1, 0.2, 0.1, 0.2, 0.5, 0.3, 0.1, 0.3, 0.2, 0.4, 0.1, 0.2, 0.1]
    /// Data set B: A reversed.
    static let dataB: [Double] = dataA.reversed()

    /// How many presses so far (odd: A is the target, even and > 0: B).
    private(set) var presses = 0
    /// The values.
    private(set) var values = Animated(wrappedValue: AnimatableVector(Array(repeating: 0, count: 20)))

    init(startingAt time: SceneTime) {}

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard control == .button else { return }
        presses += 1
        let target = presses % 2 == 1 ? Self.dataA : Self.dataB
        values.set(AnimatableVector(target), in: Transaction(time: time, animation: Self.animation))
    }

    /// Point i of the chart for value `v`.
    static func point(_ i: Int, _ v: Double) -> Point { Point(x: 20 + 360 * Double(i) / 19, y: 240 - 200 * v) }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        let v = values.at(time)
        let line = Path { p in p.addLines((0..<20).map { Self.point($0, v[$0]) }) }
        context.stroke(line, with: .color(GalleryPalette.blue), style: StrokeStyle(lineWidth: 3, lineJoin: .round), name: name("line"))
    }

    func state(at time: SceneTime) -> JSONValue {
        let v = values.at(time)
        return ["target": .string(presses == 0 ? "zero" : (presses % 2 == 1 ? "A" : "B")), "values": .array((0..<20).map { .number(v[$0]) })]
    }
}
