extension View {
    /// Gives this view an explicit identity (SwiftUI's `id(_:)`): when `id` changes, the view is
    /// replaced by a new one, whose state starts fresh and whose animations start over.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: ViewPath.idText(id))
    }
}

struct IDView<Content: View>: PrimitiveView {
    let content: Content
    let id: String

    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        context.resolve(content, path: path.appending("id[\(id)]"), environment: environment, output: &output)
    }
}
