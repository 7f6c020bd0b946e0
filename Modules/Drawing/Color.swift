/// A colour in the sRGB colour space with an alpha channel (SwiftUI's `Color`, resolved).
///
/// Components are gamma-encoded sRGB values, **not premultiplied** by opacity. The nominal range
/// of every component is 0…1; values outside it are kept as they are (an animation may overshoot
/// on its way to a colour), and are clamped only where the colour is turned into output: in the
/// encoders, in `clamped()`, and in the 8-bit accessors. NaN components count as 0 there.
///
/// Colours form a vector space over their four components (see `Color+VectorArithmetic.swift`),
/// so they animate by interpolating each channel, alpha included, in gamma-encoded sRGB.
public struct Color: Hashable, Sendable {
    /// The red component, nominally 0…1 (gamma-encoded sRGB).
    public var red: Double
    /// The green component, nominally 0…1 (gamma-encoded sRGB).
    public var green: Double
    /// The blue component, nominally 0…1 (gamma-encoded sRGB).
    public var blue: Double
    /// The alpha component, nominally 0 (transparent) … 1 (opaque).
    public var opacity: Double

    /// Creates a colour from sRGB components, each nominally 0…1.
    ///
    /// - Parameters:
    ///   - red: Red, gamma-encoded, 0…1.
    ///   - green: Green, gamma-encoded, 0…1.
    ///   - blue: Blue, gamma-encoded, 0…1.
    ///   - opacity: Alpha, 0…1; defaults to 1 (opaque).
    @inlinable
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// Creates a grey: all three colour components equal to `white`.
    ///
    /// - Parameters:
    ///   - white: Brightness, 0 (black) … 1 (white).
    ///   - opacity: Alpha, 0…1; defaults to 1.
    @inlinable
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The same colour with its alpha multiplied by `opacity`, as SwiftUI's `Color.opacity(_:)`:
    /// `.red.opacity(0.5).opacity(0.5)` has alpha 0.25.
    ///
    /// - Parameter opacity: Factor applied to the current alpha, nominally 0…1.
    /// - Returns: The colour with alpha `self.opacity · opacity`.
    @inlinable
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
    }

    /// The colour with every component clamped to 0…1; NaN components become 0.
    @inlinable
    public func clamped() -> Color {
        Color(
            red: Color.unitClamped(red), green: Color.unitClamped(green),
            blue: Color.unitClamped(blue), opacity: Color.unitClamped(opacity))
    }

    /// Clamps one component to 0…1, mapping NaN to 0.
    @inlinable
    static func unitClamped(_ value: Double) -> Double {
        guard value == value else { return 0 }  // NaN
        return Swift.min(Swift.max(value, 0), 1)
    }

    /// Converts one component to 8 bits: `round(255 · c)` with halves rounded up, after clamping
    /// to 0…1 (NaN counts as 0).
    @inlinable @inline(__always)
    static func byte(_ value: Double) -> UInt8 {
        // Truncation and an exact test of the fraction (x − ⌊x⌋ is exact for 0 ≤ x ≤ 255): the
        // same result as `rounded(.toNearestOrAwayFromZero)`, without a libm call per component.
        // Through `Int` and a wrapping conversion: x is 0…255, so neither can overflow, and the
        // checks `UInt8(_:)` and `+` would make cost a few branches per component.
        let x = unitClamped(value) * 255
        let whole = Int(x)
        return UInt8(truncatingIfNeeded: x - Double(whole) >= 0.5 ? whole + 1 : whole)
    }

    /// The four components as 8-bit values `(r, g, b, a)`, each `round(255 · c)` with halves
    /// rounded up after clamping to 0…1 (NaN counts as 0). This is the precision of every encoder.
    @inlinable
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, opacity: UInt8) {
        (Color.byte(red), Color.byte(green), Color.byte(blue), Color.byte(opacity))
    }

    /// Creates a colour from 8-bit components (each divided by 255).
    ///
    /// - Parameters:
    ///   - red: Red, 0…255.
    ///   - green: Green, 0…255.
    ///   - blue: Blue, 0…255.
    ///   - opacity: Alpha, 0…255; defaults to 255 (opaque).
    @inlinable
    public init(red8 red: UInt8, green8 green: UInt8, blue8 blue: UInt8, opacity8 opacity: UInt8 = 255) {
        self.init(
            red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
            opacity: Double(opacity) / 255)
    }

    /// The colour rounded to the 8-bit precision every encoder uses (components clamped to 0…1,
    /// NaN to 0). Encoding `self` and `quantized()` gives identical output.
    @inlinable
    public func quantized() -> Color {
        let c = rgba8
        return Color(red8: c.red, green8: c.green, blue8: c.blue, opacity8: c.opacity)
    }
}
