/// How the corners of a rounded rectangle are shaped, mirroring SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable, CaseIterable {
    /// Quarter-circle (or quarter-ellipse) corners: each corner begins exactly one corner
    /// radius from the vertex, and the curvature jumps where the straight edge meets the arc.
    case circular

    /// Curvature-continuous ("squircle") corners, as in iOS: each corner eats
    /// `continuousCornerReach` (≈ 1.528665) radii of each edge and blends edge → cubic →
    /// near-circular arc → cubic → edge with no curvature jump. Zoetrope uses the public
    /// reverse-engineered UIKit construction (see the module README); SwiftUI's exact renderer
    /// is not public.
    case continuous

    /// How far a continuous corner reaches along each edge, in corner radii: 1.52866483.
    public static let continuousCornerReach = 1.52866483
}
