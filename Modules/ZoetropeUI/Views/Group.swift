/// Several views treated as one for modifiers, without a layout of its own (SwiftUI's `Group`):
/// a modifier on a group applies to each of its children, which its container lays out as its
/// own children.
public struct Group<Content: View>: View {
    let content: Content

    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A group has no body.
    public var body: Never { fatalError("Group has no body") }
}

extension Group: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        context.resolve(content, path: path, environment: environment, output: &output)
    }
}
