/// The context of a state change (SwiftUI's `Transaction`): the animation, if any, that the
/// views it changes animate with.
///
/// `withAnimation` runs its body in a transaction with an animation; every `@State` written in it
/// carries that transaction, and every animatable attribute the change moves (placed frames,
/// offsets, opacities, colours, a shape's `animatableData`, …) animates with it, starting at the
/// scene time of the event. Below a view, `.animation(_:value:)` and `.transaction(_:)` change
/// the transaction for the changes they cover.
public struct Transaction: @unchecked Sendable {
    /// The animation of the change; nil: the change happens at once (additively: running
    /// animations keep running around the new value).
    public var animation: Animation?
    /// Whether value-bound animations (`.animation(_:value:)`) are kept from replacing
    /// `animation` (SwiftUI's `disablesAnimations`).
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (a drag); recorded, not used.
    public var isContinuous = false
    /// Set by `withAnimation(_:completionCriteria:_:completion:)`: the completion to run when the
    /// change's animations finish.
    var completion: AnimationCompletion?

    /// A transaction with no animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction the current code runs in.
    @TaskLocal static var current = Transaction()
}

/// When a `withAnimation` completion runs (SwiftUI's `AnimationCompletionCriteria`).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    let kind: Kind
    /// When the animation has logically reached its target (a spring before it fully settles).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// When the animation has stopped affecting the value.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

/// A completion waiting for a transaction's animations.
struct AnimationCompletion {
    let criteria: AnimationCompletionCriteria
    let action: () -> Void
    /// Tells transactions apart (the writes of one `withAnimation` share it).
    let id: Int
}

/// Runs `body` with its state changes animated by `animation` (SwiftUI's `withAnimation`).
///
/// - Parameters:
///   - animation: The animation (default `.default`); nil changes without animating.
///   - body: The state changes.
/// - Returns: What `body` returns.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(Transaction(animation: animation), operation: body)
}

/// Runs `body` with its changes animated by `animation` and calls `completion` when those
/// animations are complete by `completionCriteria` (at once when they start none). The
/// completion runs on the scene clock, at the first scene tick at or after the moment.
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var t = Transaction(animation: animation)
    let c = AnimationCompletion(criteria: completionCriteria, action: completion, id: GraphRuntime.current?.makeCompletionID() ?? 0)
    t.completion = c
    let result = try Transaction.$current.withValue(t, operation: body)
    // A body that changes nothing still completes (at once), as SwiftUI's does.
    if let graph = GraphRuntime.current, !graph.writes.contains(where: { $0.transaction.completion?.id == c.id }) {
        graph.orphanCompletions.append(c)
    }
    return result
}

/// Runs `body` in `transaction` (SwiftUI's `withTransaction`).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}
