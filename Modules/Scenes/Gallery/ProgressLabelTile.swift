import Curves
import Drawing
import Geometry
import Stage

/// F1 — Progress bar with label, an animatable modifier (effects-gallery.md §4 F1, §2.7): over a
/// green rectangle (25, 40)–(375, 230), which the "content" checkbox hides, the modifier draws a
/// black dashed line (10 wide, butt caps, dash [6, 3], phase 10) from (25, 70) to
/// (25 + 350·pct, 70) and a red 34-point label "N %" (`N = ⌊100·pct + 1e−9⌋`) centred at
/// (200, 155). "Animate" toggles pct 0 ↔ 1 with explicit linear 2 s.
struct ProgressLabelTile: GalleryTile {
    static let id = TileID.f1
    static let spec = TileSpec(button: "Animate", checkboxes: [CheckboxSpec(label: "content", center: Point(x: 40, y: 244), initial: true)])

    /// The explicit animation on pct.
    static let animation = Animation.linear(duration: 2)
    /// The line's stroke.
    static let lineStyle = StrokeStyle(lineWidth: 10, lineCap: .butt, dash: [6, 3], dashPhase: 10)

    /// Whether the wrapped content is drawn.
    private(set) var showsContent = true
    /// The progress, 0 or 1 as a model value.
    private(set) var pct = Animated(wrappedValue: 0.0)

    init(startingAt time: SceneTime) {}

    func isChecked(_ index: Int) -> Bool { index == 0 && showsContent }

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        switch control {
        case .button: pct.set(pct.wrappedValue == 0 ? 1 : 0, in: Transaction(time: time, animation: Self.animation))
        case .checkbox(0): showsContent.toggle()
        default: break
        }
    }

    /// The label for a presented pct: "N %".
    static func label(_ pct: Double) -> String {
        let n = (100 * pct + 1e-9).rounded(.down)
        return "\(n.isFinite ? Int(n) : 0) %"
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        let value = pct.at(time)
        if showsContent {
            context.fill(Path(Rect(x: 25, y: 40, width: 350, height: 190)), with: .color(GalleryPalette.green), name: name("content"))
        }
        let line = Path { $0.move(to: Point(x: 25, y: 70)); $0.addLine(to: Point(x: 25 + 350 * value, y: 70)) }
        context.stroke(line, with: .color(GalleryPalette.black), style: Self.lineStyle, name: name("line"))
        context.draw(Self.label(value), at: Point(x: 200, y: 155), font: .system(size: 34), paint: .color(GalleryPalette.red), name: name("label"))
    }

    func state(at time: SceneTime) -> JSONValue {
        let value = pct.at(time)
        return ["pct": .number(value), "label": .string(Self.label(value)), "lineEnd": .number(25 + 350 * value)]
    }
}
