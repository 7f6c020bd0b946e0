import Geometry

/// How a fill, stroke or text run is coloured (SwiftUI's `GraphicsContext.Shading`).
///
/// Gradient geometry is in the **user space of the operation that uses the paint**: the points
/// and radii are transformed by the current transform at draw time, like the path itself
/// (origin top-left, y down, points).
public enum Paint: Hashable, Sendable {
    /// A solid colour.
    case color(Color)
    /// A linear gradient: location 0 at `startPoint`, 1 at `endPoint`, constant along lines
    /// perpendicular to the axis. Coinciding points paint nothing (the canvas rule).
    indirect case linearGradient(Gradient, startPoint: Point, endPoint: Point)
    /// A radial gradient with concentric circles around `center`: location 0 on the circle of
    /// `startRadius`, 1 on the circle of `endRadius` (points; negative radii count as 0). Equal
    /// radii paint nothing (the canvas rule).
    indirect case radialGradient(Gradient, center: Point, startRadius: Double, endRadius: Double)
    /// An angular (conic) gradient around `center`: location 0 lies along the ray at screen
    /// angle `angle` (measured from +x, positive clockwise on screen since y is down) and the
    /// location grows clockwise through one full turn, so the colour at screen angle φ is the
    /// colour at `((φ − angle) mod 2π) / 2π`. Same as canvas `createConicGradient`.
    indirect case conicGradient(Gradient, center: Point, angle: Angle)

    /// The gradient of a gradient paint, or nil for a solid colour.
    public var gradient: Gradient? {
        switch self {
        case .color: nil
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .conicGradient(let g, _, _): g
        }
    }
}
