import Curves
import Geometry

/// How an element looks while it is inserted or removed (SwiftUI's `Transition` /
/// `AnyTransition`), as data: the drawing side asks for the effects at a direction and progress
/// and applies them (`TransitionAppearance`).
///
/// Every transition has an *identity* look (normal) and an *active* look per direction
/// (animation-semantics.md §7, pull-to-refresh.md A.7). Insertion animates active → identity,
/// removal identity → active:
///
/// | transition | active look |
/// |---|---|
/// | `.identity` | unchanged |
/// | `.opacity` | opacity 0 |
/// | `.scale`, `.scale(_:anchor:)` | uniform scale (default 0) about the anchor (default centre) |
/// | `.offset(_:)`, `.offset(x:y:)` | moved by the offset |
/// | `.move(edge:)` | moved by the element's own size toward the edge |
/// | `.slide` | inserted from leading, removed toward trailing |
/// | `.push(from:)` | inserted from the edge, removed toward the opposite edge; fades both ways |
/// | `.asymmetric(insertion:removal:)` | one transition each way |
/// | `a.combined(with: b)` | both (`a` inner, `b` outer) |
/// | `.modifier(active:identity:)` | any effect lists |
public struct Transition: Hashable, Sendable {
    indirect enum Node: Hashable, Sendable {
        case identity
        case effects(active: [TransitionEffect], identity: [TransitionEffect])
        case asymmetric(insertion: Node, removal: Node)
        case combined(Node, Node)
        case animated(Node, Animation?)
    }

    let node: Node

    init(_ node: Node) { self.node = node }

    /// No visual change: the element appears and disappears at once when the animation starts
    /// or ends.
    public static let identity = Transition(.identity)

    /// Fades in and out (opacity 0 when active). The default transition.
    public static let opacity = Transition(.effects(active: [.opacity(0)], identity: [.opacity(1)]))

    /// Scales from and to nothing about the centre.
    public static let scale = Transition.scale(0)

    /// Scales from and to `scale` about `anchor` (a unit point of the element's bounds).
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Transition {
        Transition(.effects(active: [.scale(scale, anchor: anchor)], identity: [.scale(1, anchor: anchor)]))
    }

    /// Moves from and to `offset` points away.
    public static func offset(_ offset: Size) -> Transition {
        Transition(.effects(active: [.offset(offset)], identity: [.offset(.zero)]))
    }

    /// Moves from and to `(x, y)` points away.
    public static func offset(x: Double = 0, y: Double = 0) -> Transition {
        .offset(Size(width: x, height: y))
    }

    /// Moves from and to the given edge by the element's own size (not the container's):
    /// top (0, −h), leading (−w, 0), bottom (0, +h), trailing (+w, 0).
    public static func move(edge: Edge) -> Transition {
        Transition(.effects(active: [.move(edge.unitDisplacement)], identity: [.move(.zero)]))
    }

    /// Inserts from the leading edge and removes toward the trailing edge.
    public static let slide = Transition.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))

    /// Inserts moving in from `edge` and removes moving out toward the opposite edge, fading
    /// both ways (SwiftUI's `push(from:)`).
    public static func push(from edge: Edge) -> Transition {
        .asymmetric(
            insertion: Transition.move(edge: edge).combined(with: .opacity),
            removal: Transition.move(edge: edge.opposite).combined(with: .opacity))
    }

    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: Transition, removal: Transition) -> Transition {
        Transition(.asymmetric(insertion: insertion.node, removal: removal.node))
    }

    /// Any pair of looks: `active` in both non-identity phases, `identity` otherwise. List the
    /// same effects in the same order in both; mismatched pairs switch halfway instead of
    /// interpolating.
    public static func modifier(active: [TransitionEffect], identity: [TransitionEffect]) -> Transition {
        Transition(.effects(active: active, identity: identity))
    }

    /// Both transitions at once, `self` inner and `other` outer.
    public func combined(with other: Transition) -> Transition {
        Transition(.combined(node, other.node))
    }

    /// The active and identity effect lists (innermost first) for one direction.
    public func endpoints(_ direction: TransitionDirection) -> (active: [TransitionEffect], identity: [TransitionEffect]) {
        Self.endpoints(node, direction)
    }

    private static func endpoints(_ node: Node, _ direction: TransitionDirection)
        -> (active: [TransitionEffect], identity: [TransitionEffect])
    {
        switch node {
        case .identity: return ([], [])
        case .effects(let active, let identity): return (active, identity)
        case .asymmetric(let insertion, let removal):
            return endpoints(direction == .insertion ? insertion : removal, direction)
        case .combined(let a, let b):
            let x = endpoints(a, direction)
            let y = endpoints(b, direction)
            return (x.active + y.active, x.identity + y.identity)
        case .animated(let node, _):
            return endpoints(node, direction)
        }
    }

    /// The transition with `animation` attached (SwiftUI's `Transition.animation(_:)`): a
    /// `TransitionGroup` animates this transition's insertions and removals with it, whatever
    /// the transaction says — even without an animated transaction (our decision; SwiftUI leaves
    /// that case unspecified). nil removes an attached animation.
    public func animation(_ animation: Animation?) -> Transition {
        Transition(.animated(node, animation))
    }

    /// The animation attached to this transition for `direction`, if any: the outermost
    /// `animation(_:)`; in `asymmetric` the one of the side that runs; in `combined` the first
    /// transition's, else the second's.
    public func attachedAnimation(_ direction: TransitionDirection) -> Animation? {
        Self.attachedAnimation(node, direction) ?? nil
    }

    /// nil: nothing attached; .some(nil): explicitly no animation.
    private static func attachedAnimation(_ node: Node, _ direction: TransitionDirection) -> Animation?? {
        switch node {
        case .identity, .effects: return nil
        case .animated(_, let animation): return .some(animation)
        case .asymmetric(let insertion, let removal):
            return attachedAnimation(direction == .insertion ? insertion : removal, direction)
        case .combined(let a, let b):
            return attachedAnimation(a, direction) ?? attachedAnimation(b, direction)
        }
    }

    /// The effects at a phase: the identity list for `.identity`, the insertion's active list for
    /// `.willAppear`, the removal's active list for `.didDisappear`.
    public func effects(at phase: TransitionPhase) -> [TransitionEffect] {
        switch phase {
        case .identity: return endpoints(.insertion).identity
        case .willAppear: return endpoints(.insertion).active
        case .didDisappear: return endpoints(.removal).active
        }
    }

    /// The effects `presence` of the way from the active look to the identity look of
    /// `direction` (presence 1 = identity, 0 = fully active; values outside 0…1 extrapolate, so
    /// a spring may overshoot). Insertion runs presence 0 → 1, removal 1 → 0.
    public func effects(_ direction: TransitionDirection, presence: Double) -> [TransitionEffect] {
        let (active, identity) = endpoints(direction)
        return zip(active, identity).map { a, i in a.interpolated(to: i, amount: presence) }
    }

    /// The resolved look for an element occupying `bounds`, `presence` of the way from active to
    /// identity (see `effects(_:presence:)`).
    public func appearance(_ direction: TransitionDirection, presence: Double, in bounds: Rect) -> TransitionAppearance {
        TransitionAppearance(effects(direction, presence: presence), in: bounds)
    }
}
