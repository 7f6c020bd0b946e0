import Foundation
import Geometry

/// The storage of a view tree while ZoetropeUI works on it: bodies read `@State` through it,
/// actions write it, and it records which writes happened in which transaction. One is made
/// per scene callback and set as `GraphRuntime.current` around everything that runs view code.
final class GraphRuntime: @unchecked Sendable {
    var storage: GraphStorage
    /// Writes since the last update, with their transactions, in order.
    var writes: [Write] = []
    /// The key of the node whose action runs (a tap handler, a lifecycle action), nil in bodies.
    var handlerPath: String?
    /// Completions of `withAnimation` bodies that wrote nothing: they run at the update's time.
    var orphanCompletions: [AnimationCompletion] = []

    /// A write of a state value.
    struct Write {
        var key: StateKey
        /// The value before (nil: none stored).
        var old: Any?
        var value: Any
        var transaction: Transaction
    }
    /// Whether a body (or a content closure) is being evaluated: writes then are refused.
    private(set) var isResolving = false
    private var completionIDs = 0

    init(storage: GraphStorage) { self.storage = storage }

    /// The runtime the current code runs against.
    @TaskLocal static var current: GraphRuntime?

    /// Runs `body` with this runtime current.
    func run<R>(_ body: () throws -> R) rethrows -> R {
        try GraphRuntime.$current.withValue(self, operation: body)
    }

    /// Runs a resolution: writes inside it are refused with a diagnostic.
    func resolving<R>(_ body: () throws -> R) rethrows -> R {
        let was = isResolving
        isResolving = true
        defer { isResolving = was }
        return try body()
    }

    private var bodyPath = ""

    /// Evaluates a body, remembering whose (for diagnostics).
    func evaluatingBody<R>(of path: String, _ body: () -> R) -> R {
        let saved = bodyPath
        bodyPath = path
        defer { bodyPath = saved }
        return body()
    }

    /// The stored value of `key`.
    func read(_ key: StateKey) -> Any? { storage.state[key] }

    /// Records a write of `key`.
    func write(_ key: StateKey, _ value: Any) {
        if isResolving {
            diagnose(ViewDiagnostic(kind: .stateWrittenDuringBody(key.name), path: key.owner))
            return
        }
        writes.append(Write(key: key, old: storage.state[key], value: value, transaction: Transaction.current))
        storage.state[key] = value
    }

    /// Stores a new state's initial value (in an update only: frames never change storage).
    func registerState(_ key: StateKey, initial: Any, purpose: ResolveContext.Purpose) {
        if purpose == .commit, storage.state[key] == nil { storage.state[key] = initial }
    }

    func diagnose(_ d: ViewDiagnostic) { storage.diagnose(d) }

    /// Runs `action` on behalf of the node keyed `key`.
    func acting(for key: String, _ action: () -> Void) {
        let saved = handlerPath
        handlerPath = key
        defer { handlerPath = saved }
        action()
    }

    /// A fresh id for a completion's transaction.
    func makeCompletionID() -> Int {
        completionIDs += 1
        return completionIDs
    }
}
