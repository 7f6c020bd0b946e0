import Drawing
import Geometry

/// An interactive animated scene: the one protocol every scene is written against.
///
/// A scene is a **value**: its state, gesture recognisers, animated properties and random
/// generator are stored properties, so the session can checkpoint it by copying and replay it
/// exactly. Its frame at time `t` is a pure function of its initial state, the events up to `t`
/// and `t` (architecture.md, "The determinism rule"): never read the wall clock or an unseeded
/// random source, and keep reference types out of the state.
///
///     struct Bounce: Scene {
///         static let info = SceneInfo(id: "bounce", title: "Bounce", summary: "Tap to bounce.",
///                                     actions: ["Reset"])
///         @Animated var height = 0.0
///         var tap = TapGesture()
///
///         init(_ context: SceneContext) {}
///
///         mutating func receive(_ input: InputEvent, in context: SceneContext) {
///             if case .ended? = tap.update(with: input) {
///                 withAnimation(.bouncy) { height = height == 0 ? 200 : 0 }
///             }
///         }
///
///         mutating func perform(_ action: String, in context: SceneContext) {
///             height = 0                       // no animation: jumps
///         }
///
///         func draw(in g: inout GraphicsContext, at time: SceneTime) {
///             let y = g.size.height - 60 - $height.at(time)
///             g.fill(Path(ellipseIn: Rect(x: g.size.width / 2 - 30, y: y, width: 60, height: 60)),
///                    with: .color(.orange), name: "ball")
///         }
///
///         func state(at time: SceneTime) -> JSONValue { ["height": .number($height.at(time))] }
///     }
///
/// The session calls the mutating requirements inside a transaction dated at `context.time`, so
/// `withAnimation` and `@Animated` setters need no time argument. Every requirement except
/// `info`, `init`, `draw` and `state` has a default that does nothing.
public protocol Scene: Sendable {
    /// The scene's id, title, summary, viewport, actions, parameters, seed and tick rate.
    static var info: SceneInfo { get }

    /// The scene in its initial state at time 0, for `context`'s viewport, parameters and seed.
    init(_ context: SceneContext)

    /// Reacts to pointer, wheel or key input (already validated: times in order, pointers known,
    /// coordinates finite).
    mutating func receive(_ input: InputEvent, in context: SceneContext)

    /// Performs the action named `action` (one of `info.actions`).
    mutating func perform(_ action: String, in context: SceneContext)

    /// Reacts to the parameter `name` having changed; its new (validated) value is in
    /// `context.parameters`.
    mutating func parameterChanged(_ name: String, in context: SceneContext)

    /// Reacts to a new viewport size, `context.viewport`.
    mutating func viewportChanged(in context: SceneContext)

    /// Advances a ticking scene (one whose `info.tickRate` is set) at `context.time`, after the
    /// tick's input was applied (pull-to-refresh.md A.2, steps 2–4).
    mutating func tick(in context: SceneContext)

    /// Draws the scene as it looks at `time` into `context` (whose `size` is the viewport).
    func draw(in context: inout GraphicsContext, at time: SceneTime)

    /// The scene's semantic state at `time`, for tests and the page's inspector.
    func state(at time: SceneTime) -> JSONValue
}

extension Scene {
    /// Ignores input.
    public mutating func receive(_ input: InputEvent, in context: SceneContext) {}
    /// Ignores actions.
    public mutating func perform(_ action: String, in context: SceneContext) {}
    /// Ignores parameter changes (read `context.parameters` when you need them).
    public mutating func parameterChanged(_ name: String, in context: SceneContext) {}
    /// Ignores viewport changes (`GraphicsContext.size` is always the current viewport).
    public mutating func viewportChanged(in context: SceneContext) {}
    /// Does nothing at ticks.
    public mutating func tick(in context: SceneContext) {}
}
