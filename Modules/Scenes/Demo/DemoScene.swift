import Curves
import Drawing
import Geometry
import Stage

/// The runtime's own small scene: a square you can drag that springs back when released.
///
/// It exercises everything a scene uses — gestures (drag with catch, tap, pinch), an
/// `@GestureState`, `withAnimation` with a spring, actions, parameters, the seeded generator and
/// semantic state — and is what the Stage, CLI and server tests drive. It is not one of the
/// product's scenes.
///
/// - Drag the square (a press inside it): it follows the pointer; on release it springs back to
///   the centre with `spring(response:dampingFraction:)` from the parameters. Pressing it while
///   it springs back catches it where it is.
/// - Tap the square: counts taps. Pinch (two pointers, or Control + wheel): scales it, 0.25…4×.
/// - Actions: `nudge` springs it to a random offset (seeded); `reset` puts it back at once.
///   Key `r` also resets.
public struct DemoScene: Scene {
    /// Id `demo`; actions `nudge` and `reset`; parameters `size`, `response`, `dampingFraction`,
    /// `color`; seed 1.
    public static let info = SceneInfo(
        id: "demo", title: "Demo square",
        summary: "Drag the square; it springs back when released (the runtime's test scene).",
        actions: [
            SceneAction("nudge", summary: "Spring the square to a random offset"),
            SceneAction("reset", summary: "Put the square back in the centre at once"),
        ],
        parameters: [
            .number("size", default: 96, in: 20...300, step: 1, summary: "Side of the square (points)"),
            .number("response", default: 0.5, in: 0.05...3, step: 0.05, summary: "Spring response (s)"),
            .number("dampingFraction", default: 0.6, in: 0.05...2, step: 0.05, summary: "Spring damping fraction"),
            .choice("color", default: "orange", options: ["orange", "blue", "green", "purple"], summary: "Fill colour"),
        ],
        seed: 1)

    /// Where the square rests relative to the viewport centre (points); springs back to zero.
    @Animated var offset = Point.zero
    /// The live drag translation (points), zero when not dragging.
    @GestureState var dragTranslation = Size.zero
    /// The live pinch factor, 1 when not pinching.
    @GestureState var pinch = 1.0
    /// The committed scale, 0.25…4.
    var scale = 1.0
    var drag = DragGesture(minimumDistance: 0)
    var tap = TapGesture()
    var magnify = MagnifyGesture()
    var grabbing = false
    var taps = 0
    var nudges = 0
    var random: SplitMix64
    var viewport: Size
    var side: Double
    var spring: Animation
    var color: String

    /// The square at rest in the centre.
    public init(_ context: SceneContext) {
        random = SplitMix64(seed: context.seed)
        viewport = context.viewport
        side = context.parameters.number("size", or: 96)
        spring = Self.spring(context.parameters)
        color = context.parameters.string("color", or: "orange")
    }

    private static func spring(_ p: ParameterValues) -> Animation {
        .spring(response: p.number("response", or: 0.5), dampingFraction: p.number("dampingFraction", or: 0.6))
    }

    /// The square's rectangle at `time`, in viewport points.
    func square(at time: SceneTime) -> Rect {
        let o = $offset.at(time)
        let s = side * scale * pinch
        let cx = viewport.width / 2 + o.x + dragTranslation.width
        let cy = viewport.height / 2 + o.y + dragTranslation.height
        return Rect(x: cx - s / 2, y: cy - s / 2, width: s, height: s)
    }

    /// Drag, catch, tap, pinch and the `r` key.
    public mutating func receive(_ input: InputEvent, in context: SceneContext) {
        if case .pointer(let p) = input, p.phase == .down, !drag.isTracking {
            // Only a press on the square grabs it; catch it if it is springing back.
            grabbing = square(at: context.time).contains(p.location)
            if grabbing { $offset.stop(at: context.time) }
        }
        if grabbing {
            let update = drag.update(with: input)
            $dragTranslation.update(update) { value, state in state = value.translation }
            switch update {
            case .ended(let value)?, .cancelled(let value?)?:
                grabbing = false
                offset = Point(x: offset.x + value.translation.width, y: offset.y + value.translation.height)
                withAnimation(spring) { offset = .zero }
            default: break
            }
            if case .ended? = tap.update(with: input) { taps += 1 }
        }
        let pinchUpdate = magnify.update(with: input)
        $pinch.update(pinchUpdate) { value, state in state = value.magnification }
        if case .ended(let value)? = pinchUpdate {
            scale = Swift.min(Swift.max(scale * value.magnification, 0.25), 4)
        }
        if case .key(let k) = input, k.phase == .down, k.key == "r" { reset() }
    }

    /// `nudge` springs to a random offset within ±100 points; anything else resets.
    public mutating func perform(_ action: String, in context: SceneContext) {
        switch action {
        case "nudge":
            nudges += 1
            let target = Point(x: random.nextDouble(in: -100..<100), y: random.nextDouble(in: -100..<100))
            withAnimation(spring) { offset = target }
        default:
            reset()
        }
    }

    /// Puts the square back at rest in the centre: an identity reset, so a running spring stops
    /// (a plain assignment would keep it running around the centre).
    private mutating func reset() {
        $offset.reset(to: .zero)
        scale = 1
    }

    /// Reads the size, spring and colour parameters again.
    public mutating func parameterChanged(_ name: String, in context: SceneContext) {
        side = context.parameters.number("size", or: 96)
        spring = Self.spring(context.parameters)
        color = context.parameters.string("color", or: "orange")
    }

    /// Keeps the square centred in the new viewport.
    public mutating func viewportChanged(in context: SceneContext) {
        viewport = context.viewport
    }

    private var fill: Color {
        switch color {
        case "blue": return .blue
        case "green": return .green
        case "purple": return .purple
        default: return .orange
        }
    }

    /// A grey background (`background`), the rounded square (`square`) and its tap count (`taps`).
    public func draw(in context: inout GraphicsContext, at time: SceneTime) {
        context.fill(Path(Rect(origin: .zero, size: context.size)), with: .color(.gray6), name: "background")
        let rect = square(at: time)
        context.fill(Path(roundedRect: rect, cornerRadius: rect.width * 0.18), with: .color(fill), name: "square")
        context.draw("\(taps)", at: rect.center, font: Font(size: 17, weight: .semibold), paint: .color(.white), name: "taps")
    }

    /// `center`, `side`, `offset` (model), `dragging`, `animating`, `taps`, `nudges`, `scale`.
    public func state(at time: SceneTime) -> JSONValue {
        let rect = square(at: time)
        return [
            "center": ["x": .number(rect.midX), "y": .number(rect.midY)],
            "side": .number(rect.width),
            "offset": ["x": .number(offset.x), "y": .number(offset.y)],
            "dragging": .bool(drag.isActive),
            "animating": .bool($offset.isAnimating(at: time)),
            "taps": JSONValue(taps),
            "nudges": JSONValue(nudges),
            "scale": .number(scale),
        ]
    }
}
