import Geometry

/// One edge of a rectangle (SwiftUI's `Edge`); left-to-right layout, so leading is left.
public enum Edge: String, Hashable, Sendable, CaseIterable {
    /// The top edge (y decreases toward it).
    case top
    /// The leading (left) edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing (right) edge.
    case trailing

    /// The opposite edge.
    public var opposite: Edge {
        switch self {
        case .top: return .bottom
        case .leading: return .trailing
        case .bottom: return .top
        case .trailing: return .leading
        }
    }

    /// The displacement toward this edge by one element size, as fractions of the element's width
    /// and height: top (0, −1), leading (−1, 0), bottom (0, +1), trailing (+1, 0).
    public var unitDisplacement: Size {
        switch self {
        case .top: return Size(width: 0, height: -1)
        case .leading: return Size(width: -1, height: 0)
        case .bottom: return Size(width: 0, height: 1)
        case .trailing: return Size(width: 1, height: 0)
        }
    }
}
