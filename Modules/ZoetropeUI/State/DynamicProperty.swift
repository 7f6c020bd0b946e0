/// A property of a view that ZoetropeUI connects to storage before each body evaluation
/// (SwiftUI's `DynamicProperty`): `@State`, `@Binding`, `@Environment`, `@Namespace`, and
/// structs of your own made of them.
public protocol DynamicProperty {}

/// A dynamic property ZoetropeUI itself connects.
protocol StorageLinking: DynamicProperty {
    /// Connects the property, declared as `label` in a view whose state `owner` names.
    func link(in context: ResolveContext, owner: String, label: String, environment: EnvironmentValues)
}

extension Environment: StorageLinking {}
