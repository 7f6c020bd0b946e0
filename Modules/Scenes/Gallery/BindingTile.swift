import Curves
import Drawing
import Geometry
import Stage

/// B2 — Binding animation (effects-gallery.md §4 B2): a stepper writes the integer scale f
/// (1…10) through a binding animated with linear 2 s, so each write is an explicit transaction;
/// a red disc with "Hello" and a blue "SwiftUI" label are scaled about their centres by f and
/// clipped to the stage.
struct BindingTile: GalleryTile {
    static let id = TileID.b2
    static let spec = TileSpec(hasStepper: true)

    /// The binding's animation.
    static let animation = Animation.linear(duration: 2)
    /// The values f takes.
    static let range = 1...10
    /// The label's font: 22 points.
    static let labelFont = Font.system(size: 22)
    /// The blue label's box in its unscaled frame: the text's estimated width and a 1.2-em line
    /// plus 3 of padding all round.
    static let labelBox: Rect = {
        let w = labelFont.estimatedWidth(of: "SwiftUI") + 6, h = labelFont.size * 1.2 + 6
        return Rect(x: -w / 2, y: -h / 2, width: w, height: h)
    }()

    /// The scale amount, an integer model value animated by the binding.
    private(set) var f = Animated(wrappedValue: 1.0)

    init(startingAt time: SceneTime) {}

    var stepperValue: Int? { Int(f.wrappedValue) }

    func isStepperEnabled(_ control: TileControl) -> Bool {
        switch control {
        case .stepperMinus: Int(f.wrappedValue) > Self.range.lowerBound
        case .stepperPlus: Int(f.wrappedValue) < Self.range.upperBound
        default: false
        }
    }

    mutating func activate(_ control: TileControl, at time: SceneTime) {
        let step: Double
        switch control {
        case .stepperMinus: step = -1
        case .stepperPlus: step = 1
        default: return
        }
        let next = Swift.min(Swift.max(f.wrappedValue + step, Double(Self.range.lowerBound)), Double(Self.range.upperBound))
        f.set(next, in: Transaction(time: time, animation: Self.animation))
    }

    func drawStage(in context: inout GraphicsContext, at time: SceneTime) {
        // Each element in its own half of the stage: scaled up to 10 times they would cover each
        // other (B2 scales both about their own centres); each is cut at its half instead.
        var left = context, right = context
        left.clip(to: Path(Rect(x: 0, y: 28, width: 196, height: 228)))
        right.clip(to: Path(Rect(x: 204, y: 28, width: 196, height: 228)))
        let s = f.at(time)
        var disc = left
        disc.translateBy(x: 130, y: 130)
        disc.scaleBy(x: s, y: s)
        disc.fill(Path(ellipseIn: Rect(x: -25, y: -25, width: 50, height: 50)), with: .color(GalleryPalette.red), name: name("disc"))
        disc.draw("Hello", at: .zero, font: .system(size: 13), paint: .color(GalleryPalette.white), name: name("disc/text"))
        var label = right
        label.translateBy(x: 290, y: 130)
        label.scaleBy(x: s, y: s)
        label.fill(Path(Self.labelBox), with: .color(GalleryPalette.blue), name: name("label"))
        label.draw("SwiftUI", at: .zero, font: Self.labelFont, paint: .color(GalleryPalette.white), name: name("label/text"))
        context.draw("Scale amount: \(Int(f.wrappedValue))", at: Point(x: 200, y: 244), font: .system(size: 11),
                     paint: .color(GalleryPalette.caption), name: name("caption"))
    }

    func state(at time: SceneTime) -> JSONValue {
        ["f": .number(f.wrappedValue), "scale": .number(f.at(time))]
    }
}
