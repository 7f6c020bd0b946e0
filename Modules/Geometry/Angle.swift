/// A geometric angle, stored in radians.
///
/// Angles are measured from the +x axis toward the +y axis. Because y grows downward in
/// Zoetrope's (and SwiftUI's) drawing space, a **positive angle turns clockwise on screen**.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees (`radians · 180 / π`).
    @inlinable
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// The zero angle.
    public static let zero = Angle(radians: 0)

    /// Creates an angle of `radians` radians.
    @inlinable
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle of `degrees` degrees.
    @inlinable
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle of `radians` radians.
    @inlinable
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle of `degrees` degrees.
    @inlinable
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// Orders angles by their radians (no wrapping: 350° > 10°).
    @inlinable
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
