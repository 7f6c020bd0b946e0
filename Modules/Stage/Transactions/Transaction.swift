import Curves

/// The context of a state change (SwiftUI's `Transaction`): when it happens on the scene clock
/// and which animation, if any, animates the properties it changes.
///
/// The session runs every scene callback inside a transaction dated at the event's (or tick's)
/// time with no animation; `withAnimation(_:_:)` runs its body in a copy that carries an
/// animation. `@Animated` properties and `TransitionGroup`s read the current transaction when
/// they change, so scene code states only *what* changes:
///
///     withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
///         offset = .zero
///         scale = 1
///     }
///
/// The current transaction is scoped to the call (a task-local value), never global state;
/// outside any session callback it is `Transaction(time: 0)`.
public struct Transaction: Sendable {
    /// The scene time of the change; animations it starts begin here.
    public var time: SceneTime
    /// The animation for changes made in this transaction, or nil to change without animating.
    public var animation: Animation?
    /// When true, implicit declarations (`@Animated(_:)`, a `TransitionGroup`'s own animation:
    /// SwiftUI's `.animation(_:value:)`) do not insert their animation; changes use `animation`.
    /// It cancels nothing and does not remove `animation` itself (animation-semantics.md §5).
    public var disablesAnimations: Bool

    /// A transaction at `time` with an optional animation.
    public init(time: SceneTime, animation: Animation? = nil, disablesAnimations: Bool = false) {
        self.time = time
        self.animation = animation
        self.disablesAnimations = disablesAnimations
    }

    /// The transaction the current code runs in.
    @TaskLocal public static var current = Transaction(time: .zero)

    /// The animation for a change to something that declares its own animation `declared`
    /// (SwiftUI's `.animation(_:value:)`; nil declares "no animation"): the declaration, unless
    /// `disablesAnimations` keeps it from inserting itself — then the transaction's `animation`.
    public func animation(declared: Animation?) -> Animation? {
        disablesAnimations ? animation : declared
    }
}

/// Runs `body` with the current transaction's animation set to `animation` (SwiftUI's
/// `withAnimation`): every `@Animated` property and `TransitionGroup` it changes animates with
/// it, starting at the current transaction's time.
///
/// - Parameters:
///   - animation: The animation (default `.default`); nil changes without animating.
///   - body: The state change.
/// - Returns: What `body` returns.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    transaction.disablesAnimations = false
    return try Transaction.$current.withValue(transaction, operation: body)
}

/// Runs `body` inside `transaction` (SwiftUI's `withTransaction`). Use it to date changes
/// explicitly outside a session callback, e.g. in tests, or to disable animations.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}
