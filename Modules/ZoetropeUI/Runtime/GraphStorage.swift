import Curves
import Foundation
import Geometry

/// Everything a view tree keeps between updates, as values: `@State` by (view identity,
/// property), animated attributes by (node, attribute), the last values that value-bound
/// animations and `onChange` compare against, which nodes have appeared, and scheduled
/// completions. The scene adapter holds one; a checkpoint is a plain copy.
///
/// `@unchecked Sendable`: state values are whatever the views declare (`Any`); like a scene's
/// own properties they must be value types (a class instance would be shared by checkpoints).
/// Completions keep the closure `withAnimation(_:completionCriteria:_:completion:)` was given:
/// such a closure captures only views' state handles, which find their values through the
/// graph that runs them, so a copy of the storage runs it against its own state.
struct GraphStorage: @unchecked Sendable {
    /// `@State` values.
    var state: [StateKey: Any] = [:]
    /// Animated attributes, by `node key + "." + attribute`; only attributes that changed with
    /// an animation have one, and a finished one is dropped at the next update.
    var attributes: [String: any AnimatedSlot] = [:]
    /// The values `.animation(_:value:)` and `onChange(of:)` saw at the last update.
    var watched: [String: any Equatable] = [:]
    /// The keys of nodes with `onAppear`/`onDisappear` that are in the tree.
    var appeared: Set<String> = []
    /// Completions waiting for their animations, in the order scheduled.
    var completions: [ScheduledCompletion] = []
    /// Whether the first update has run.
    var isStarted = false
    /// Changes with every update (unique across all graphs): frames reuse a laid-out tree of
    /// the same generation.
    var generation: UInt64 = 0
    /// Until when an `Animatable` view or `AnimatableModifier` animates (seconds; nil: none
    /// does): before it, every frame must evaluate bodies again.
    var bodiesAnimateUntil: Double?
    /// Problems found, oldest first (at most `maximumDiagnostics`, each once).
    var diagnostics: [ViewDiagnostic] = []

    /// The most diagnostics kept.
    static let maximumDiagnostics = 64

    /// Records `diagnostic` unless it is already recorded.
    mutating func diagnose(_ diagnostic: ViewDiagnostic) {
        guard diagnostics.count < Self.maximumDiagnostics, !diagnostics.contains(diagnostic) else { return }
        diagnostics.append(diagnostic)
    }

    /// The scene time after which nothing animates (nil: nothing runs now; infinite for a
    /// repeat-forever animation).
    var finishTime: Double? {
        attributes.values.compactMap(\.finishTime).max()
    }
}

/// A completion and the time it runs at.
struct ScheduledCompletion {
    /// The scene time in seconds.
    var time: Double
    var action: () -> Void
}

/// Compares a watched value with the one stored.
func watchedValueChanged<V: Equatable>(_ value: V, stored: (any Equatable)?) -> Bool {
    guard let stored else { return false }
    guard let old = stored as? V else { return true }
    return old != value
}
