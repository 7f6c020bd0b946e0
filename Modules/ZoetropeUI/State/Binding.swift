/// A read-write reference to a value owned elsewhere (SwiftUI's `Binding`): `$isOn` passes a
/// parent's `@State` to a child, which reads and writes it as its own.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getValue: () -> Value
    private let setValue: (Value, Transaction) -> Void
    /// The transaction writes through this binding happen in (`binding.animation(_:)`).
    public var transaction = Transaction()

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getValue = get
        self.setValue = { value, _ in set(value) }
    }

    /// A binding that reads with `get` and writes with `set`, which receives the transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.getValue = get
        self.setValue = set
    }

    /// The same binding (`@Binding var x` initialised from `$x`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to an immutable value: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set {
            let t = transaction
            if t.animation != nil || t.disablesAnimations {
                withTransaction(t) { setValue(newValue, t) }
            } else {
                setValue(newValue, Transaction.current)
            }
        }
    }

    /// The binding itself (`$x` of a `@Binding var x`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(get: { base.wrappedValue[keyPath: keyPath] }, set: { newValue in
            var v = base.wrappedValue
            v[keyPath: keyPath] = newValue
            base.wrappedValue = v
        })
    }

    /// This binding with writes animated by `animation` (SwiftUI's `Binding.animation(_:)`).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var b = self
        b.transaction.animation = animation
        return b
    }

    /// This binding with writes made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var b = self
        b.transaction = transaction
        return b
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The value's id.
    public var id: Value.ID { wrappedValue.id }
}
