import Geometry

/// How a transitioning element looks at one moment: what the drawing side applies to it.
///
///     let look = TransitionAppearance(effects, in: squareRect)
///     var ctx = context
///     ctx.opacity *= look.opacity
///     ctx.concatenate(look.transform)
///     ctx.fill(Path(squareRect), with: red)
public struct TransitionAppearance: Hashable, Sendable {
    /// The opacity factor: the product of every opacity effect (1 when there are none).
    public var opacity: Double
    /// The geometric effects composed into one transform in viewport points, innermost first;
    /// anchors and `move` fractions refer to the element's untransformed bounds.
    public var transform: AffineTransform
    /// The custom values by name (the last effect with a name wins).
    public var values: [String: Double]

    /// The identity look: opacity 1, no transform, no values.
    public static let identity = TransitionAppearance(opacity: 1, transform: .identity, values: [:])

    /// Creates an appearance from its parts.
    public init(opacity: Double, transform: AffineTransform, values: [String: Double]) {
        self.opacity = opacity
        self.transform = transform
        self.values = values
    }

    /// Resolves `effects` (innermost first) for an element occupying `bounds` (viewport points).
    public init(_ effects: [TransitionEffect], in bounds: Rect) {
        var opacity = 1.0
        var transform = AffineTransform.identity
        var values: [String: Double] = [:]
        let b = bounds.isNull ? Rect.zero : bounds.standardized
        for effect in effects {
            switch effect {
            case .opacity(let o):
                opacity *= o
            case .scale(let x, let y, let anchor):
                transform = transform.concatenating(AffineTransform(scaleX: x, y: y, anchor: anchor.point(in: b)))
            case .rotation(let angle, let anchor):
                transform = transform.concatenating(AffineTransform(rotationAngle: angle, anchor: anchor.point(in: b)))
            case .offset(let size):
                transform = transform.concatenating(AffineTransform(translationX: size.width, y: size.height))
            case .move(let f):
                transform = transform.concatenating(
                    AffineTransform(translationX: f.width * b.size.width, y: f.height * b.size.height))
            case .custom(let name, let value):
                values[name] = value
            }
        }
        self.init(opacity: opacity, transform: transform, values: values)
    }
}
