/// A namespace for matched-geometry ids (SwiftUI's `@Namespace`): each view identity that
/// declares one gets its own, stable for the life of the identity.
@propertyWrapper
public struct Namespace: DynamicProperty {
    let box = NamespaceBox()

    /// A namespace.
    public init() {}

    /// The namespace's id.
    public var wrappedValue: ID { box.id ?? ID(name: "unlinked") }

    /// A namespace's identity.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let name: String
        public var description: String { name }
    }
}

/// Where a `@Namespace` finds its id.
final class NamespaceBox {
    var id: Namespace.ID?
}

extension Namespace: StorageLinking {
    func link(in context: ResolveContext, owner: String, label: String, environment: EnvironmentValues) {
        box.id = ID(name: owner + "." + label)
    }
}
