/// A type-erased view (SwiftUI's `AnyView`). The wrapped view's type is part of identity: an
/// `AnyView` that starts wrapping another type of view replaces its content.
public struct AnyView: View {
    let view: any View
    let typeName: String

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        self.view = view
        self.typeName = ViewPath.typeName(of: V.self)
    }

    /// Wraps `view` if it is a view (SwiftUI's `init?(erasing:)`-style convenience).
    public init(erasing view: some View) { self.init(view) }

    /// A type-erased view has no body.
    public var body: Never { fatalError("AnyView has no body") }
}

extension AnyView: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        context.resolveAny(view, path: path.appending("AnyView<\(typeName)>"), environment: environment, output: &output)
    }
}
