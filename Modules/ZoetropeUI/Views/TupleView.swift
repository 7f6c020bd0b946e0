/// Several views side by side in a builder block (SwiftUI's `TupleView`). Each child's identity
/// is its index in the block.
public struct TupleView<T>: View {
    /// The children.
    public var value: T
    /// Resolves the children in order (set by the builder, which knows their types).
    let resolveChildren: (ResolveContext, ViewPath, EnvironmentValues, inout [ViewNode]) -> Void

    /// A tuple of views.
    public init<each Content: View>(_ value: T) where T == (repeat each Content) {
        self.value = value
        self.resolveChildren = { context, path, environment, output in
            var index = 0
            func one<V: View>(_ view: V) {
                context.resolve(view, path: path.appending(index: index), environment: environment, output: &output)
                index += 1
            }
            repeat one(each value)
        }
    }

    /// A tuple view has no body: its children are resolved in place.
    public var body: Never { fatalError("TupleView has no body") }
}

extension TupleView: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        resolveChildren(context, path, environment, &output)
    }
}
