import Geometry
import RealModule

/// Clock angles (timer.md §1): θ in degrees from 12 o'clock, clockwise on screen.
public enum ClockAngle {
    /// (sin θ, cos θ) for θ in degrees.
    public static func sinCos(degrees: Double) -> (sin: Double, cos: Double) {
        let r = degrees * .pi / 180
        return (Double.sin(r), Double.cos(r))
    }

    /// The point at distance `radius` and clock angle `degrees` from `center`:
    /// (cx + r·sin θ, cy − r·cos θ).
    public static func point(center: Point, radius: Double, degrees: Double) -> Point {
        let (s, c) = sinCos(degrees: degrees)
        return Point(x: center.x + radius * s, y: center.y - radius * c)
    }
}
