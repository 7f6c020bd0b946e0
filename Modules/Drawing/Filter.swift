import Geometry

/// An image filter applied to later drawing, mirroring SwiftUI's `GraphicsContext.Filter`
/// (add one with `GraphicsContext.addFilter(_:)`).
///
/// **The blur convention.** A `radius` is the standard deviation σ, in points, of the Gaussian
/// that blurs the shape (SwiftUI's `shadow(radius:)` and `blur(radius:)`). The same look is
/// spelled differently elsewhere: SVG `stdDeviation` = radius; CSS `blur()` and
/// `drop-shadow()` lengths = radius; canvas `shadowBlur` = 2 × radius (per device pixel);
/// design tools' and CSS `box-shadow` "blur" = 2 × radius; a raster Gaussian's σ = radius. The
/// page's renderer is measured against this in headless Chromium (`Tests/Browser`,
/// `docs/protocol.md` §1.1).
///
/// In a `Frame`, filter values are in **viewport points** (like `setTransform`, not affected by
/// the transform); `GraphicsContext.addFilter(_:)` converts from the user space current when it
/// is called. Radii are sanitised by every encoder: NaN → 0, negative → 0, above
/// `Filter.maximumRadius` → `maximumRadius` (so +∞ becomes the maximum).
public enum Filter: Hashable, Sendable {
    /// A drop shadow: the drawing's alpha, filled with `color`, blurred with σ = `radius`
    /// points and moved by (`x`, `y`) points, composited under the drawing.
    case shadow(color: Color, radius: Double, x: Double = 0, y: Double = 0)
    /// A Gaussian blur of the drawing with σ = `radius` points.
    case blur(radius: Double)

    /// The largest radius written by the encoders, in points (a larger blur is a flat wash on
    /// any screen and only costs time).
    public static let maximumRadius = 256.0

    /// The blur radius (σ in points).
    public var radius: Double {
        switch self {
        case .shadow(_, let radius, _, _), .blur(let radius): radius
        }
    }

    /// The filter with its values mapped from a user space to viewport points by `transform`:
    /// offsets by its linear part, the radius by √|det| (exact for rotations and uniform scales,
    /// the geometric mean of the two scales otherwise).
    ///
    /// - Parameter transform: The user-space-to-viewport transform.
    /// - Returns: The filter in viewport points.
    public func applying(_ transform: AffineTransform) -> Filter {
        guard !transform.isIdentity else { return self }
        let scale = Swift.abs(transform.determinant).squareRoot()
        switch self {
        case .shadow(let color, let radius, let x, let y):
            return .shadow(
                color: color, radius: radius * scale, x: transform.a * x + transform.c * y,
                y: transform.b * x + transform.d * y)
        case .blur(let radius):
            return .blur(radius: radius * scale)
        }
    }
}
