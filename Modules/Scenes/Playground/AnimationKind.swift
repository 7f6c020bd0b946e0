/// The type of one playground row's animation (pull-to-refresh.md C.2), in the editor's order.
public enum AnimationKind: String, Hashable, Sendable, CaseIterable {
    /// A linear curve over the row's length.
    case linear
    /// easeIn over the row's length.
    case easeIn = "ease-in"
    /// easeOut over the row's length.
    case easeOut = "ease-out"
    /// easeInOut over the row's length.
    case easeInOut = "ease-in-out"
    /// A response spring (response, dampingFraction): merges on retarget, keeping velocity.
    case spring
    /// A physical spring (mass, stiffness, damping, initialVelocity): combines on retarget.
    case interpolatingSpring = "interpolating-spring"

    /// The name shown in descriptions and the type picker: "Linear", "Ease In", "Ease Out",
    /// "Ease In/Out", "Spring", "Interpolating Spring".
    public var title: String {
        switch self {
        case .linear: "Linear"
        case .easeIn: "Ease In"
        case .easeOut: "Ease Out"
        case .easeInOut: "Ease In/Out"
        case .spring: "Spring"
        case .interpolatingSpring: "Interpolating Spring"
        }
    }

    /// The fields the editor shows for this type, after the delay (which every type has).
    var fields: [RowField] {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInOut: [.length]
        case .spring: [.response, .dampingFraction]
        case .interpolatingSpring: [.mass, .stiffness, .damping, .initialVelocity]
        }
    }
}
