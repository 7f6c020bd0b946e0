import Curves
import Drawing
import Geometry
import Stage

/// C1 — spring vs interactiveSpring (effects-gallery.md §4 C1, §2.4): the blue disc's x (y = 60)
/// is declared `spring(response R, dampingFraction Z, blendDuration B)`, the red disc's (y = 110)
/// `interactiveSpring(R, Z, B)`; the sliders set R (0…10, effective `max(R, 0.01)`), Z (0…1) and
/// B (0…1). With equal arguments both move identically. "Move" toggles x 80 ↔ 320; the
/// declarations are read at the press.
struct SpringComparisonTile: SlidersTile {
    static let id = TileID.c1
    static let spec = TileSpec(button: "Move", sliders: [
        SliderSpec(label: "Response", y: 168, range: 0...10, initial: 5),
        SliderSpec(label: "Damping", y: 194, range: 0...1, initial: 0.5),
        SliderSpec(label: "Blend", y: 220, range: 0...1, initial: 0.5),
    ])
    /// The caption.
    static let caption = "defaults: spring 0.55/0.825/0 · interactive 0.15/0.86/0.25"

    /// Response, damping fraction and blend duration, as the sliders set them.
    var sliders = spec.sliders.map(\.initial)
    /// The toggle.
    private(set) var flag = false
    /// The blue disc's x.
    private(set) var springX = Animated(wrappedValue: 80.0)
    /// The red disc's x.
    private(set) var interactiveX = Animated(wrappedValue: 80.0)

    init(startingAt time: SceneTime) {}

    /// The response the springs use: `max(R, 0.01)` seconds.
    var effectiveResponse: Double { Swift.max(sliders[0], 0.01) }
    /// The blue disc's declaration.
    var springAnimation: Animation {
        .spring(response: effectiveResponse, dampingFraction: sliders[1], blendDuration: sliders[2])
    }
    /// The red disc's declaration.
    var interactiveAnimation: Animation {
        .interactiveSpring(response: effectiveResponse, dampingFraction: sliders[1], blendDuration: sliders[2])
    }

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        guard control == .button else { return }
        flag.toggle()
        let target = flag ? 320.0 : 80
        springX.set(target, animation: springAnimation, at: time)
        interactiveX.set(target, animation: interactiveAnimation, at: time)
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        let b = springX.at(time), r = interactiveX.at(time)
        context.fill(Path(ellipseIn: Rect(x: b - 20, y: 60 - 20, width: 40, height: 40)), with: .color(GalleryPalette.blue), name: name("spring"))
        context.fill(Path(ellipseIn: Rect(x: r - 20, y: 110 - 20, width: 40, height: 40)), with: .color(GalleryPalette.red), name: name("interactive"))
        context.draw(Self.caption, at: Point(x: 200, y: 244), font: .system(size: 11), paint: .color(GalleryPalette.caption), name: name("caption"))
    }

    func state(at time: SceneTime) -> JSONValue {
        ["flag": .bool(flag), "springX": .number(springX.at(time)), "interactiveX": .number(interactiveX.at(time))]
    }
}
