import Curves
import Geometry

/// A keyed collection whose elements transition in and out (SwiftUI's `ForEach` with
/// `.transition(_:)`): the scene only says which elements are present, and the group animates
/// insertions and removals with the current transaction.
///
///     var cards = TransitionGroup<Card>(transition: .scale.combined(with: .opacity))
///
///     withAnimation(.spring) { cards.update(to: visibleCards) }   // in a scene callback
///
///     for item in cards.items(at: time) {                           // in draw
///         let look = item.appearance(in: frame(of: item.element))
///         …
///     }
///
/// Rules (animation-semantics.md §7, pull-to-refresh.md A.7):
/// - An inserted element animates from the insertion's active look to identity; a removed one
///   stays drawn as a non-interactive *ghost* while it animates to the removal's active look,
///   then disappears.
/// - The animation is the group's `transitionAnimation` (unless the transaction
///   `disablesAnimations`), else the one attached to the transition (`Transition.animation(_:)`),
///   else the transaction's. Without any, elements appear and disappear at once.
/// - Removal during insertion reverses from where the element is.
/// - Re-insertion during removal follows `reinsertion`: by default a new element enters with its
///   insertion transition while the ghost finishes on its own, drawn below it (A.7);
///   `.reverse` brings the leaving element back to identity instead (SwiftUI).
public struct TransitionGroup<Element: Identifiable & Sendable>: Sendable where Element.ID: Sendable {
    /// What happens when an element comes back while its ghost is still leaving.
    public enum Reinsertion: Hashable, Sendable {
        /// A new element enters; the ghost finishes leaving below it (pull-to-refresh.md A.7).
        case enterAnew
        /// The leaving element turns around and returns to identity (animation-semantics §7).
        case reverse
    }

    /// One element as drawn at a time.
    public struct Item: Sendable {
        /// The element (a ghost keeps its last value).
        public var element: Element
        /// Whether it is entering/present (`.insertion`) or leaving (`.removal`).
        public var direction: TransitionDirection
        /// How present it is: 1 is the identity look, 0 the direction's active look (a spring
        /// may overshoot).
        public var presence: Double
        /// Whether it is a leaving ghost (draw it, but do not hit-test it).
        public var isGhost: Bool { direction == .removal }
        /// The transition it follows.
        public var transition: Transition

        /// The effects to apply now.
        public var effects: [TransitionEffect] { transition.effects(direction, presence: presence) }

        /// The resolved look for an element occupying `bounds`.
        public func appearance(in bounds: Rect) -> TransitionAppearance {
            transition.appearance(direction, presence: presence, in: bounds)
        }
    }

    struct Entry: Sendable {
        var element: Element
        var direction: TransitionDirection
        var presence: AnimatedValue<Double>

        /// Whether a ghost has finished leaving at `time`: from its removal's end time on.
        func isGone(at time: SceneTime) -> Bool {
            guard direction == .removal else { return false }
            guard presence.isAnimating(at: time.seconds), let end = presence.finishTime else { return true }
            return time.seconds >= end
        }
    }

    /// The transition of every element.
    public var transition: Transition
    /// An animation used for insertions and removals whatever the transaction or the transition
    /// says (SwiftUI's `.animation(_:value:)` on the container; a transaction that
    /// `disablesAnimations` skips it), or nil to use the transition's attached animation or else
    /// the transaction's.
    public var transitionAnimation: Animation?
    /// The re-insertion rule.
    public var reinsertion: Reinsertion

    private var entries: [Entry] = []

    /// An empty group.
    public init(transition: Transition = .opacity, animation: Animation? = nil, reinsertion: Reinsertion = .enterAnew) {
        self.transition = transition
        self.transitionAnimation = animation
        self.reinsertion = reinsertion
    }

    /// A group whose initial elements are present at once (no insertion animation).
    public init(
        _ elements: [Element], transition: Transition = .opacity, animation: Animation? = nil,
        reinsertion: Reinsertion = .enterAnew
    ) {
        self.init(transition: transition, animation: animation, reinsertion: reinsertion)
        entries = elements.map { Entry(element: $0, direction: .insertion, presence: AnimatedValue(1.0)) }
    }

    /// The present elements (not the ghosts), in order.
    public var elements: [Element] {
        entries.filter { $0.direction == .insertion }.map(\.element)
    }

    /// Makes `elements` the present elements, animating the differences in `Transaction.current`.
    /// Elements with an id that was present update in place; ids must be unique.
    public mutating func update(to elements: [Element]) {
        update(to: elements, in: Transaction.current)
    }

    /// Makes `elements` the present elements, animating the differences in `transaction`.
    public mutating func update(to elements: [Element], in transaction: Transaction) {
        let time = transaction.time
        func animation(_ direction: TransitionDirection) -> Animation? {
            (transaction.disablesAnimations ? nil : transitionAnimation)
                ?? transition.attachedAnimation(direction) ?? transaction.animation
        }
        let insertion = animation(.insertion)
        let removal = animation(.removal)
        // Forget ghosts that have finished leaving.
        entries.removeAll { $0.isGone(at: time) }

        let newIDs = Set(elements.map(\.id))
        var live: [Element.ID: Int] = [:]
        for (i, e) in entries.enumerated() where e.direction == .insertion { live[e.element.id] = i }
        var ghostOf: [Element.ID: Int] = [:]
        for (i, e) in entries.enumerated() where e.direction == .removal { ghostOf[e.element.id] = i }

        // Removals: present entries whose id is gone become ghosts (or vanish without animation).
        // (Without an animation they stay `.insertion` entries that are never placed below.)
        if let removal {
            for i in entries.indices where entries[i].direction == .insertion && !newIDs.contains(entries[i].element.id) {
                entries[i].direction = .removal
                entries[i].presence.set(0, animation: removal, at: time.seconds)
            }
        }

        // Rebuild in the new order; each ghost goes just before the first present element that
        // followed it in the old order (so a re-inserted element is drawn above its own ghost).
        var result: [Entry] = []
        var placed = Set<Int>()
        func placeGhosts(before index: Int) {
            // ghosts that were before `index` in the old order and are not placed yet
            for j in 0..<index where !placed.contains(j) && entries[j].direction == .removal {
                result.append(entries[j])
                placed.insert(j)
            }
        }
        for element in elements {
            if let i = live[element.id] ?? entries.indices.first(where: {
                entries[$0].direction == .removal && entries[$0].element.id == element.id && reinsertion == .reverse
            }) {
                placeGhosts(before: i)
                var e = entries[i]
                e.element = element
                if e.direction == .removal {  // .reverse: turn around
                    e.direction = .insertion
                    e.presence.set(1, animation: insertion, at: time.seconds)
                    if insertion == nil { e.presence.removeAllAnimations() }
                }
                result.append(e)
                placed.insert(i)
            } else {
                if let g = ghostOf[element.id] { placeGhosts(before: g + 1) }
                var presence = AnimatedValue(insertion == nil ? 1.0 : 0.0)
                if let insertion { presence.set(1, animation: insertion, at: time.seconds) }
                result.append(Entry(element: element, direction: .insertion, presence: presence))
            }
        }
        placeGhosts(before: entries.count)
        entries = result
    }

    /// The elements to draw at `time`, back to front: present elements and the ghosts still
    /// leaving (a ghost is drawn up to, not including, the end of its removal animation).
    public func items(at time: SceneTime) -> [Item] {
        entries.compactMap { e in
            if e.isGone(at: time) { return nil }
            return Item(element: e.element, direction: e.direction, presence: e.presence.presentation(at: time.seconds),
                        transition: transition)
        }
    }

    /// Whether any insertion or removal is still animating at `time`.
    public func isAnimating(at time: SceneTime) -> Bool {
        entries.contains { $0.presence.isAnimating(at: time.seconds) }
    }
}
