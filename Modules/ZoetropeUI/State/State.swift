/// A value a view owns and ZoetropeUI stores for it (SwiftUI's `@State`): writing it updates the
/// views that read it, animating the changes with the transaction of the write
/// (`withAnimation`).
///
///     @State private var isOn = false
///     … Button("Toggle") { withAnimation(.spring) { isOn.toggle() } }
///
/// The value lives in the scene's storage keyed by the view's identity and the property's name,
/// so it survives every re-creation of the view struct, checkpoints copy it, and live reload
/// keeps it while the identity still exists. The initial value is used only the first time the
/// identity appears. Keep it a value type: a class instance would be shared by checkpoints.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initialValue: Value
    let box = StateBox()

    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) { self.initialValue = wrappedValue }

    /// State starting at `value`.
    public init(initialValue value: Value) { self.initialValue = value }

    /// The current value. Set it in actions, `onAppear`, `onChange` or a `withAnimation` body —
    /// never while a body is evaluated (that write is ignored with a diagnostic).
    public var wrappedValue: Value {
        get {
            guard let graph = GraphRuntime.current, let key = box.key(for: graph.handlerPath) else { return initialValue }
            return graph.read(key) as? Value ?? initialValue
        }
        nonmutating set {
            guard let graph = GraphRuntime.current, let key = box.key(for: graph.handlerPath) else { return }
            graph.write(key, newValue)
        }
    }

    /// A binding to the value, for child views (`$isOn`).
    public var projectedValue: Binding<Value> {
        let state = self
        return Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil.
    public init() { self.init(wrappedValue: nil) }
}

extension State: StorageLinking {
    func link(in context: ResolveContext, owner: String, label: String, environment: EnvironmentValues) {
        let key = StateKey(owner: owner, name: label.hasPrefix("_") ? String(label.dropFirst()) : label)
        box.link(key)
        context.graph.registerState(key, initial: initialValue, purpose: context.purpose)
    }
}

/// Where a `@State` finds its value: set when its view is linked, before the body runs.
///
/// One view value can be placed at several places (a modifier's `content` used twice, a view
/// stored in a `let` and placed twice): its box is then linked to each place's key. A body
/// reads the key linked last (its own, linked just before it runs); an action — a tap handler,
/// `onAppear` — uses the key whose view contains the node the action belongs to.
final class StateBox {
    private(set) var key: StateKey?
    private var earlier: [StateKey] = []

    func link(_ new: StateKey) {
        if let key, key != new, !earlier.contains(key) { earlier.append(key) }
        key = new
    }

    /// The key for code running on behalf of the node at `handlerPath` (nil: a body).
    func key(for handlerPath: String?) -> StateKey? {
        guard !earlier.isEmpty, let handlerPath, let key else { return key }
        let candidates = earlier + [key]
        return candidates.filter { handlerPath == $0.owner || handlerPath.hasPrefix($0.owner + "/") || handlerPath.hasPrefix($0.owner + "#") }
            .max { $0.owner.count < $1.owner.count } ?? key
    }
}

/// A state value's address: the identity of the view that owns it and the property's name.
struct StateKey: Hashable, Sendable, Comparable {
    var owner: String
    var name: String

    static func < (a: StateKey, b: StateKey) -> Bool { (a.owner, a.name) < (b.owner, b.name) }
}
