/// Reads a value from the environment (SwiftUI's `@Environment`):
/// `@Environment(\.font) private var font`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value where the view is (the default environment's outside a body).
    public var wrappedValue: Value { (box.environment ?? EnvironmentValues())[keyPath: keyPath] }

    func link(in context: ResolveContext, owner: String, label: String, environment: EnvironmentValues) {
        box.environment = environment
    }
}

/// Where an `@Environment` finds its view's environment.
final class EnvironmentBox {
    var environment: EnvironmentValues?
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        transformEnvironment(keyPath) { $0 = value }
    }

    /// Changes the environment value at `keyPath` for this view and its descendants.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }
}

/// Changes the environment of its content.
struct EnvironmentModifier: PrimitiveModifier {
    let change: (inout EnvironmentValues) -> Void

    func resolve(
        in context: ResolveContext, path: ViewPath, environment: EnvironmentValues,
        content: (ViewPath, EnvironmentValues, inout [ViewNode]) -> Void, output: inout [ViewNode]
    ) {
        var e = environment
        change(&e)
        content(path, e, &output)
    }
}
