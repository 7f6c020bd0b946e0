import Drawing
import Foundation
import Geometry

/// How a shape or text is painted (SwiftUI's `ShapeStyle`): a `Color`, a gradient, or the
/// foreground style of the environment.
public protocol ShapeStyle {}

/// A style ZoetropeUI knows how to paint.
protocol PaintingStyle: ShapeStyle {
    /// The paint for a shape whose frame is `rect` (gradient points are unit points of it).
    func paint(in rect: CGRect, environment: EnvironmentValues) -> Paint
    /// The style's colour when it is a plain colour (which animates).
    var solidColor: Color? { get }
}

extension PaintingStyle {
    var solidColor: Color? { nil }
}

/// The paint of a style (black for a style ZoetropeUI does not know).
func resolvePaint(_ style: any ShapeStyle, in rect: CGRect, environment: EnvironmentValues) -> Paint {
    (style as? any PaintingStyle)?.paint(in: rect, environment: environment) ?? .color(.black)
}

extension Drawing.Color: ShapeStyle, PaintingStyle {
    func paint(in rect: CGRect, environment: EnvironmentValues) -> Paint { .color(self) }
    var solidColor: Color? { self }
}

/// The environment's foreground style (SwiftUI's `ForegroundStyle`, `.foreground`): black
/// unless `.foregroundColor`/`.foregroundStyle` sets one.
public struct ForegroundStyle: ShapeStyle, PaintingStyle {
    public init() {}
    func paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        if let gradient = environment.foregroundGradient { return resolvePaint(gradient, in: rect, environment: environment) }
        return .color(environment.foregroundColor ?? .black)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A linear gradient between two unit points of the shape's frame (SwiftUI's `LinearGradient`).
public struct LinearGradient: ShapeStyle, PaintingStyle, View {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        .linearGradient(gradient, startPoint: startPoint.point(in: Rect(rect)), endPoint: endPoint.point(in: Rect(rect)))
    }

    /// A gradient fills the space it is offered.
    public var body: some View { Rectangle().fill(self) }
}

/// A radial gradient about a unit point of the shape's frame, radii in points (SwiftUI's
/// `RadialGradient`).
public struct RadialGradient: ShapeStyle, PaintingStyle, View {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        .radialGradient(gradient, center: center.point(in: Rect(rect)), startRadius: Double(startRadius), endRadius: Double(endRadius))
    }

    public var body: some View { Rectangle().fill(self) }
}

/// An angular (conic) gradient about a unit point (SwiftUI's `AngularGradient`), starting at
/// `angle` (0: pointing right, growing clockwise on screen).
public struct AngularGradient: ShapeStyle, PaintingStyle, View {
    var gradient: Gradient
    var center: UnitPoint
    var angle: Angle

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        (self.gradient, self.center, self.angle) = (gradient, center, angle)
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A gradient from `startAngle` to `endAngle` (stops are mapped into that range).
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        let span = (endAngle.radians - startAngle.radians) / (2 * Double.pi)
        let stops = gradient.stops.map { Gradient.Stop(color: $0.color, location: $0.location * span) }
        self.init(gradient: Gradient(stops: stops), center: center, angle: startAngle)
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    func paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        .conicGradient(gradient, center: center.point(in: Rect(rect)), angle: angle)
    }

    public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == Drawing.Color {
    public static var red: Color { Drawing.Color.red }
    public static var orange: Color { Drawing.Color.orange }
    public static var yellow: Color { Drawing.Color.yellow }
    public static var green: Color { Drawing.Color.green }
    public static var mint: Color { Drawing.Color.mint }
    public static var teal: Color { Drawing.Color.teal }
    public static var cyan: Color { Drawing.Color.cyan }
    public static var blue: Color { Drawing.Color.blue }
    public static var indigo: Color { Drawing.Color.indigo }
    public static var purple: Color { Drawing.Color.purple }
    public static var pink: Color { Drawing.Color.pink }
    public static var brown: Color { Drawing.Color.brown }
    public static var white: Color { Drawing.Color.white }
    public static var gray: Color { Drawing.Color.gray }
    public static var black: Color { Drawing.Color.black }
    public static var clear: Color { Drawing.Color.clear }
    public static var primary: Color { Drawing.Color.primary }
    public static var secondary: Color { Drawing.Color.secondary }
}
