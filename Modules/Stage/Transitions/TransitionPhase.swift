/// Where an appearing or disappearing element is in its life (SwiftUI's `TransitionPhase`).
///
/// Insertion animates `willAppear` → `identity`; removal animates `identity` → `didDisappear`.
public enum TransitionPhase: Hashable, Sendable, CaseIterable {
    /// Before insertion: the insertion transition's active look.
    case willAppear
    /// Present: the normal look.
    case identity
    /// After removal: the removal transition's active look.
    case didDisappear

    /// −1, 0 and +1 for willAppear, identity and didDisappear.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }

    /// Whether this is the identity phase.
    public var isIdentity: Bool { self == .identity }
}

/// Which way a transition runs.
public enum TransitionDirection: Hashable, Sendable, CaseIterable {
    /// The element is being inserted (active → identity).
    case insertion
    /// The element is being removed (identity → active).
    case removal

    /// The non-identity phase of this direction: `willAppear` or `didDisappear`.
    public var activePhase: TransitionPhase { self == .insertion ? .willAppear : .didDisappear }
}
