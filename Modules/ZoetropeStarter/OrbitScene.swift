import Curves
import Drawing
import Geometry
import Stage

/// A planet circling its sun: the example scene of a new Zoetrope package (`preview init`).
///
/// - The planet turns clockwise at `speed` revolutions per second, a pure function of time.
/// - A tap anywhere, or the action `toggle`, springs the orbit between 80 and 150 points.
///
/// Change it and watch `swift run Previews serve` (reload the page after rebuilding), or add a
/// scene beside it and list it in `Sources/Previews/Previews.swift`.
public struct OrbitScene: Scene {
    /// Id `orbit`; action `toggle`; parameter `speed` (revolutions per second).
    public static let info = SceneInfo(
        id: "orbit", title: "Orbit",
        summary: "A planet circles its sun; tap to spring the orbit wider or tighter.",
        actions: [SceneAction("toggle", summary: "Spring the orbit to its other radius")],
        parameters: [.number("speed", default: 0.25, in: 0.05...2, step: 0.05, summary: "Revolutions per second")])

    /// The orbit's radius in points: 80 or 150, springing between them.
    @Animated var radius = 80.0
    /// Revolutions per second.
    var speed: Double
    /// The angle (radians) the planet had at time 0 with the current speed, kept so that a
    /// speed change does not make it jump.
    var phase = 0.0
    var tap = TapGesture()

    public init(_ context: SceneContext) {
        speed = context.parameters.number("speed", or: 0.25)
    }

    public mutating func receive(_ input: InputEvent, in context: SceneContext) {
        if case .ended? = tap.update(with: input) { toggle() }
    }

    public mutating func perform(_ action: String, in context: SceneContext) {
        toggle()
    }

    public mutating func parameterChanged(_ name: String, in context: SceneContext) {
        let newSpeed = context.parameters.number("speed", or: 0.25)
        phase += 2 * .pi * (speed - newSpeed) * context.time.seconds
        speed = newSpeed
    }

    mutating func toggle() {
        withAnimation(.spring(duration: 0.6, bounce: 0.4)) {
            radius = radius == 80 ? 150 : 80
        }
    }

    /// The planet's centre relative to the sun, in points (y down, so positive angles turn
    /// clockwise).
    func planetOffset(at time: SceneTime) -> Point {
        let angle = Angle(radians: phase + 2 * .pi * speed * time.seconds)
        return Point(x: $radius.at(time), y: 0).applying(AffineTransform(rotationAngle: angle))
    }

    /// The sky (`sky`), the orbit (`orbit`), the sun (`sun`) and the planet (`planet`).
    public func draw(in context: inout GraphicsContext, at time: SceneTime) {
        let sun = Point(x: context.size.width / 2, y: context.size.height / 2)
        let r = $radius.at(time)
        let planet = planetOffset(at: time)
        context.fill(Path(Rect(origin: .zero, size: context.size)), with: .color(Color(hex: 0x0B1026)), name: "sky")
        context.stroke(Path(ellipseIn: Rect(x: sun.x - r, y: sun.y - r, width: 2 * r, height: 2 * r)),
                       with: .color(.gray), lineWidth: 1, name: "orbit")
        context.fill(Path(ellipseIn: Rect(x: sun.x - 28, y: sun.y - 28, width: 56, height: 56)), with: .color(.yellow), name: "sun")
        context.fill(Path(ellipseIn: Rect(x: sun.x + planet.x - 12, y: sun.y + planet.y - 12, width: 24, height: 24)),
                     with: .color(.blue), name: "planet")
    }

    /// `radius` (presented, points), `target` (model radius), `planet` (offset from the sun).
    public func state(at time: SceneTime) -> JSONValue {
        let planet = planetOffset(at: time)
        return [
            "radius": .number($radius.at(time)),
            "target": .number(radius),
            "planet": ["x": .number(planet.x), "y": .number(planet.y)],
        ]
    }
}
