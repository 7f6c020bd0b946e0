import Curves
import Drawing
import Geometry
import Stage

/// D1 — Springy line (effects-gallery.md §4 D1, §2.5): a horizontal blue line (10 wide, butt
/// caps) centred at (200, 140) from x = 200 − w to 200 + w. Its half-length w (30 ↔ 100) carries
/// the implicit `interpolatingSpring(stiffness 23, damping 0.8)` (ζ ≈ 0.083, very bouncy). With
/// the "animatable" checkbox cleared the shape exposes no animatable data, so w jumps: the line
/// is drawn at its model value and changes start nothing. "Tap me" toggles.
struct SpringyLineTile: GalleryTile {
    static let id = TileID.d1
    static let spec = TileSpec(button: "Tap me", checkboxes: [CheckboxSpec(label: "animatable", center: Point(x: 40, y: 244), initial: true)])

    /// The declaration on w.
    static let animation = Animation.interpolatingSpring(stiffness: 23, damping: 0.8)

    /// Whether the shape exposes w as animatable data.
    private(set) var animatable = true
    /// The toggle.
    private(set) var flag = false
    /// The half-length, design units.
    private(set) var w = Animated(wrappedValue: 30.0, animation)

    init(startingAt time: SceneTime) {}

    func isChecked(_ index: Int) -> Bool { index == 0 && animatable }

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        switch control {
        case .button:
            flag.toggle()
            let target = flag ? 100.0 : 30
            if animatable { w.set(target, in: Transaction(time: time)) } else { w.reset(to: target) }
        case .checkbox(0):
            animatable.toggle()
            // A shape without animatable data draws its parameters: nothing runs on w any more.
            if !animatable { w.reset(to: w.wrappedValue) }
        default:
            break
        }
    }

    /// The half-length drawn at `time`: the presented value, or the model value when the shape
    /// is not animatable.
    func drawnHalfLength(at time: SceneTime) -> Double { animatable ? w.at(time) : w.wrappedValue }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        let half = drawnHalfLength(at: time)
        let line = Path { $0.move(to: Point(x: 200 - half, y: 140)); $0.addLine(to: Point(x: 200 + half, y: 140)) }
        context.stroke(line, with: .color(GalleryPalette.blue), style: StrokeStyle(lineWidth: 10, lineCap: .butt), name: name("line"))
    }

    func state(at time: SceneTime) -> JSONValue {
        let half = drawnHalfLength(at: time)
        return ["flag": .bool(flag), "w": .number(half), "from": .number(200 - half), "to": .number(200 + half)]
    }
}
