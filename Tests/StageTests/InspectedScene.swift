import Curves
import Drawing
import Geometry
@testable import Stage

/// A scene whose `@Animated` properties sit where the animation inspector must find them — at the
/// top level, in a nested struct, in an array of structs, in a dictionary, in an optional — and
/// whose actions start springs, curves, repeats, delays, speeds and retargetings on them.
///
/// Actions: `spring` (x → 100, `.spring(response: 0.55, dampingFraction: 0.825)`), `respring` (x →
/// 0, same spring: merges), `ease` (ball.offset → (10, 20), easeInOut 0.35 s), `recurve`
/// (ball.offset → (0, 0), easeIn 1 s: combines), `repeat` (rows[1].offset → 40, easeInOut 0.5 s
/// repeated 3 times, autoreversing, after 0.2 s), `forever` (rows[2].offset → 360, linear 1 s
/// forever), `speed` (fills["a"] → 1, easeOut 1 s at speed 2), `reset` (x reset to 0).
struct InspectedScene: Scene {
    static let info = SceneInfo(
        id: "inspected", title: "Inspected", summary: "Animated properties in nested places.",
        viewport: Size(width: 200, height: 100),
        actions: ["spring", "respring", "ease", "recurve", "repeat", "forever", "speed", "reset"])

    static let spring = Animation.spring(response: 0.55, dampingFraction: 0.825)

    struct Ball: Sendable {
        @Animated var offset = Point.zero
        var label = "ball"
    }

    struct Row: Sendable {
        var title: String
        @Animated var offset = 0.0
    }

    @Animated var x = 0.0
    var ball = Ball()
    var rows = ["a", "b", "c"].map { Row(title: $0) }
    var fills: [String: Animated<Double>] = ["b": Animated(wrappedValue: 0.5), "a": Animated(wrappedValue: 0)]
    var maybe: Animated<Double>? = Animated(wrappedValue: 7)
    var absent: Animated<Double>? = nil
    var numbers = [1.0, 2.0, 3.0]

    init(_ context: SceneContext) {}

    mutating func perform(_ action: String, in context: SceneContext) {
        switch action {
        case "spring": withAnimation(Self.spring) { x = 100 }
        case "respring": withAnimation(Self.spring) { x = 0 }
        case "ease": withAnimation(.easeInOut(duration: 0.35)) { ball.offset = Point(x: 10, y: 20) }
        case "recurve": withAnimation(.easeIn(duration: 1)) { ball.offset = .zero }
        case "repeat":
            withAnimation(.easeInOut(duration: 0.5).repeatCount(3, autoreverses: true).delay(0.2)) { rows[1].offset = 40 }
        case "forever": withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { rows[2].offset = 360 }
        case "speed": withAnimation(.easeOut(duration: 1).speed(2)) { fills["a"]!.wrappedValue = 1 }
        case "reset": $x.reset(to: 0)
        default: break
        }
    }

    func draw(in context: inout GraphicsContext, at time: SceneTime) {
        context.fill(Path(Rect(x: 0, y: 0, width: $x.at(time), height: 10)), with: .color(.black), name: "x")
    }

    func state(at time: SceneTime) -> JSONValue { ["x": .number($x.at(time))] }
}
