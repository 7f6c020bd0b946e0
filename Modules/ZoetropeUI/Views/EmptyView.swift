/// A view that shows nothing and takes no space (SwiftUI's `EmptyView`).
public struct EmptyView: View {
    /// An empty view.
    public init() {}

    /// An empty view has no body.
    public var body: Never { fatalError("EmptyView has no body") }
}

extension EmptyView: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {}
}
