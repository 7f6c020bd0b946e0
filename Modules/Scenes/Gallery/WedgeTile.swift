import Curves
import Drawing
import Geometry
import Stage

/// D3 — Wedge, an animatable pair (effects-gallery.md §4 D3): a filled red elliptical sector on
/// the ellipse `E(θ) = (200 + 150·cos θ, 140 + 100·sin θ)` from θ = offset to offset + width.
/// The pair (offset, width) goes (0, 1) ↔ (1, 1.5) with an explicit
/// `interpolatingSpring(stiffness 5, damping 0.5)`; both components share the progress.
/// "Animate" toggles.
struct WedgeTile: GalleryTile {
    static let id = TileID.d3
    static let spec = TileSpec(button: "Animate")

    /// The explicit animation on the pair.
    static let animation = Animation.interpolatingSpring(stiffness: 5, damping: 0.5)
    /// Maps the unit circle onto the ellipse: x·150 + 200, y·100 + 140.
    static let ellipse = AffineTransform(a: 150, b: 0, c: 0, d: 100, tx: 200, ty: 140)

    /// The toggle.
    private(set) var flag = false
    /// (offset, width) in radians.
    private(set) var wedge = Animated(wrappedValue: AnimatablePair(0.0, 1.0))

    init(startingAt time: SceneTime) {}

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard control == .button else { return }
        flag.toggle()
        wedge.set(flag ? AnimatablePair(1, 1.5) : AnimatablePair(0, 1), in: Transaction(time: time, animation: Self.animation))
    }

    /// The point `E(θ)` of the ellipse.
    static func point(_ theta: Double) -> Point { Point(x: 200 + 150 * .cos(theta), y: 140 + 100 * .sin(theta)) }

    /// The sector for `offset` and `width`: centre, line to E(offset), along the ellipse with
    /// increasing θ to E(offset + width), closed.
    static func path(offset: Double, width: Double) -> Path {
        Path { p in
            p.move(to: Point(x: 200, y: 140))
            p.addRelativeArc(center: .zero, radius: 1, startAngle: .radians(offset), delta: .radians(width), transform: ellipse)
            p.closeSubpath()
        }
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        let pair = wedge.at(time)
        context.fill(Self.path(offset: pair.first, width: pair.second), with: .color(GalleryPalette.red), name: name("wedge"))
    }

    func state(at time: SceneTime) -> JSONValue {
        let pair = wedge.at(time)
        return ["flag": .bool(flag), "offset": .number(pair.first), "width": .number(pair.second)]
    }
}
