import Foundation
import Geometry

/// A two-dimensional vector (Core Graphics' `CGVector`, which Linux Foundation lacks), in points.
public struct CGVector: Hashable, Sendable {
    /// The x component (positive to the right).
    public var dx: CGFloat
    /// The y component (positive downward).
    public var dy: CGFloat

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// The zero vector.
    public static let zero = CGVector()
}
