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
            guard let key = box.key, let graph = GraphRuntime.current else { return initialValue }
            return graph.read(key) as? Value ?? initialValue
        }
        nonmutating set {
            guard let key = box.key, let graph = GraphRuntime.current else { return }
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
        box.key = key
        context.graph.registerState(key, initial: initialValue, purpose: context.purpose)
    }
}

/// Where a `@State` finds its value: set when its view is linked, before the body runs.
final class StateBox {
    var key: StateKey?
}

/// A state value's address: the identity of the view that owns it and the property's name.
struct StateKey: Hashable, Sendable, Comparable {
    var owner: String
    var name: String

    static func < (a: StateKey, b: StateKey) -> Bool { (a.owner, a.name) < (b.owner, b.name) }
}
