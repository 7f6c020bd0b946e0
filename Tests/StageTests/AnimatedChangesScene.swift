import Drawing
import Geometry
@testable import Stage

/// A scene whose actions make the changes of issue #29's laws on three `@Animated` properties,
/// for checking that scrubbing across them equals a straight run.
///
/// Actions: `ease` (x → 100, easeInOut 1 s), `plain` (x → 50, no animation), `pulse` (scale →
/// 1.5, easeInOut 0.5 s repeating forever), `rest` (scale → 1, no animation), `finite` (scale →
/// 1, linear over 0 s), `spring` (scale → 1, `.spring`), `reset` (identity reset: x at 0, scale
/// at 1), `implicit` (implicit += 10, declared easeIn 1.5 s), `disabled` (implicit += 10 in a
/// transaction that disables animations).
struct AnimatedChangesScene: Scene {
    static let info = SceneInfo(
        id: "animated-changes", title: "Animated changes", summary: "Additive changes, resets and stops.",
        viewport: Size(width: 200, height: 100),
        actions: ["ease", "plain", "pulse", "rest", "finite", "spring", "reset", "implicit", "disabled"])

    @Animated var x = 0.0
    @Animated var scale = 1.0
    @Animated(.easeIn(duration: 1.5)) var implicit = 0.0

    init(_ context: SceneContext) {}

    mutating func perform(_ action: String, in context: SceneContext) {
        switch action {
        case "ease": withAnimation(.easeInOut(duration: 1)) { x = 100 }
        case "plain": x = 50
        case "pulse": withAnimation(.easeInOut(duration: 0.5).repeatForever()) { scale = 1.5 }
        case "rest": scale = 1
        case "finite": withAnimation(.linear(duration: 0)) { scale = 1 }
        case "spring": withAnimation(.spring) { scale = 1 }
        case "reset":
            $x.reset(to: 0)
            $scale.reset(to: 1)
        case "implicit": implicit += 10
        case "disabled":
            var transaction = Transaction.current
            transaction.disablesAnimations = true
            withTransaction(transaction) { implicit += 10 }
        default: break
        }
    }

    func draw(in context: inout GraphicsContext, at time: SceneTime) {
        context.fill(Path(Rect(x: 0, y: 0, width: $x.at(time), height: 10)), with: .color(.black), name: "x")
        context.fill(Path(Rect(x: 0, y: 20, width: 50 * $scale.at(time), height: 10)), with: .color(.black), name: "scale")
        context.fill(Path(Rect(x: 0, y: 40, width: $implicit.at(time), height: 10)), with: .color(.black), name: "implicit")
    }

    func state(at time: SceneTime) -> JSONValue {
        [
            "x": .number($x.at(time)), "scale": .number($scale.at(time)), "implicit": .number($implicit.at(time)),
            "animating": .array([$x, $scale, $implicit].map { .bool($0.isAnimating(at: time)) }),
        ]
    }
}
