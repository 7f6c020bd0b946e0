import Curves

/// Colours animate as 4-vectors `(red, green, blue, opacity)`.
///
/// Interpolation is per channel in **gamma-encoded sRGB, not premultiplied, alpha included**
/// (the scene specs' rule): halfway from `#FF0000` to `#0000FF` is `(0.5, 0, 0.5, 1)`, i.e.
/// `#800080`. Intermediate values are not clamped, so a spring may overshoot a channel beyond
/// 0…1; encoders clamp when they write the colour.
extension Color: VectorArithmetic {
    /// The zero vector: all components 0, which is `Color.clear`.
    public static let zero = Color(red: 0, green: 0, blue: 0, opacity: 0)

    /// Component-wise sum.
    @inlinable
    public static func + (lhs: Color, rhs: Color) -> Color {
        Color(
            red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue,
            opacity: lhs.opacity + rhs.opacity)
    }

    /// Component-wise difference.
    @inlinable
    public static func - (lhs: Color, rhs: Color) -> Color {
        Color(
            red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue,
            opacity: lhs.opacity - rhs.opacity)
    }

    /// Multiplies all four components, alpha included, by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        red *= rhs
        green *= rhs
        blue *= rhs
        opacity *= rhs
    }

    /// The sum of the squares of the four components.
    @inlinable
    public var magnitudeSquared: Double {
        red * red + green * green + blue * blue + opacity * opacity
    }
}

extension Color: Animatable {}
