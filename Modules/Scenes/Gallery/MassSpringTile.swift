import Curves
import Drawing
import Geometry
import Stage

/// C2 — Mass–spring (effects-gallery.md §4 C2, §2.4): a red 120 × 80 rectangle centred at
/// (200, 95) rotates 0 ↔ 90° about its centre with an explicit
/// `interpolatingSpring(mass, stiffness, damping, initialVelocity)` built from the sliders at
/// the press (mass 20…100, stiffness 20…100, damping 5…40, initial velocity 0…30 full changes per
/// second). "Rotate" toggles.
struct MassSpringTile: SlidersTile {
    static let id = TileID.c2
    static let spec = TileSpec(button: "Rotate", sliders: [
        SliderSpec(label: "Mass", y: 168, range: 20...100, initial: 50),
        SliderSpec(label: "Stiffness", y: 190, range: 20...100, initial: 80),
        SliderSpec(label: "Damping", y: 212, range: 5...40, initial: 20),
        SliderSpec(label: "Initial velocity", y: 234, range: 0...30, initial: 0),
    ])

    /// Mass, stiffness, damping and initial velocity, as the sliders set them.
    var sliders = spec.sliders.map(\.initial)
    /// The toggle.
    private(set) var flag = false
    /// The rotation in degrees, clockwise on screen.
    private(set) var rotation = Animated(wrappedValue: 0.0)

    init(startingAt time: SceneTime) {}

    /// The spring the sliders describe now.
    var animation: Animation {
        .interpolatingSpring(mass: sliders[0], stiffness: sliders[1], damping: sliders[2], initialVelocity: sliders[3])
    }

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard control == .button else { return }
        flag.toggle()
        rotation.set(flag ? 90 : 0, in: Transaction(time: time, animation: animation))
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        var c = context
        c.translateBy(x: 200, y: 95)
        c.rotate(by: .degrees(rotation.at(time)))
        c.fill(Path(Rect(x: -60, y: -40, width: 120, height: 80)), with: .color(GalleryPalette.red), name: name("rect"))
    }

    func state(at time: SceneTime) -> JSONValue {
        ["flag": .bool(flag), "rotation": .number(rotation.at(time))]
    }
}
