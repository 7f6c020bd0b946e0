/// Where a tribune sits on its ring (seating.md §4.5–§4.7), in canonical order: the four
/// straight runs, then the four corners clockwise from the top-left.
public enum TribuneSide: String, Hashable, Sendable, CaseIterable, Comparable {
    /// The top straight run (chart-local y small), seats facing down (ψ = 0).
    case top
    /// The bottom straight run, seats facing up (ψ = −π).
    case bottom
    /// The left straight run, seats facing right (ψ = −π/2).
    case left
    /// The right straight run, seats facing left (ψ = −3π/2).
    case right
    /// The top-left corner, φ from π to 3π/2.
    case topLeft = "TL"
    /// The top-right corner, φ from 3π/2 to 2π.
    case topRight = "TR"
    /// The bottom-right corner, φ from 2π to 5π/2.
    case bottomRight = "BR"
    /// The bottom-left corner, φ from 5π/2 to 3π.
    case bottomLeft = "BL"

    /// Whether the side is a corner (arc tribunes).
    public var isCorner: Bool {
        switch self {
        case .top, .bottom, .left, .right: return false
        case .topLeft, .topRight, .bottomRight, .bottomLeft: return true
        }
    }

    /// The position in canonical order (§4.7).
    var order: Int { Self.allCases.firstIndex(of: self)! }

    /// Canonical order (§4.7).
    public static func < (lhs: TribuneSide, rhs: TribuneSide) -> Bool { lhs.order < rhs.order }
}
