import Synchronization

/// What a scene hosted in a `NavigationStack` uses to navigate — SwiftUI's
/// `NavigationLink(value:)`, `@Environment(\.dismiss)` and `@Environment(\.isPresented)`.
///
/// The stack sets the environment around every call it makes into one of its screens (like
/// `Transaction.current`, a task-local value, never global state), and carries out the requests
/// after the call returns, at the call's scene time. Outside a stack — the same scene running
/// alone in the preview — the environment is absent: `push` and `dismiss` do nothing (SwiftUI:
/// a `NavigationLink` outside a `NavigationStack` is inert) and `isInStack` is false.
public enum Navigation {
    /// Pushes a screen showing `value` on the stack that hosts the calling scene; nothing when
    /// the scene runs alone.
    ///
    /// - Parameter value: What to show; the stack's owner maps it to a scene.
    public static func push(_ value: NavigationValue) {
        Environment.current?.record(.push(value))
    }

    /// Pops the calling screen (SwiftUI's `dismiss()`); nothing at the root or when the scene
    /// runs alone.
    public static func dismiss() {
        Environment.current?.record(.pop)
    }

    /// Whether the calling scene is hosted in a `NavigationStack` (at any depth).
    public static var isInStack: Bool { Environment.current != nil }

    /// Whether the calling scene was pushed (SwiftUI's `isPresented`): in a stack and not its root.
    public static var isPresented: Bool { (Environment.current?.depth ?? 0) > 0 }

    /// A request a screen made during one call.
    enum Request: Hashable, Sendable {
        /// Push a screen for the value.
        case push(NavigationValue)
        /// Pop the calling screen.
        case pop

        /// How a refusal names it: `push {…}` or `dismiss`.
        var description: String {
            switch self {
            case .push(let value): return "push \(value.json.serialized())"
            case .pop: return "dismiss"
            }
        }
    }

    /// The environment of one call into one screen: its depth, and the requests it makes.
    final class Environment: Sendable {
        /// The environment of the call under way, nil outside a stack.
        @TaskLocal static var current: Environment?

        /// The screen's depth: 0 for the root.
        let depth: Int
        private let requests = Mutex<[Request]>([])

        init(depth: Int) { self.depth = depth }

        func record(_ request: Request) { requests.withLock { $0.append(request) } }

        /// The requests made so far, in order.
        var recorded: [Request] { requests.withLock { $0 } }
    }
}
