/// A modifier that wraps each node of its content in one node of `content` (the shape of most
/// primitive modifiers: padding, frames, effects …).
struct NodeModifier<C: NodeContent>: PrimitiveModifier {
    let content: C

    func resolve(
        in context: ResolveContext, path: ViewPath, environment: EnvironmentValues,
        content resolveContent: (ViewPath, EnvironmentValues, inout [ViewNode]) -> Void, output: inout [ViewNode]
    ) {
        var children: [ViewNode] = []
        resolveContent(path.deeper, environment, &children)
        for child in children {
            output.append(ViewNode(path: path.wrapping(child.path, count: children.count), content: content, children: [child], environment: environment))
        }
    }
}

extension View {
    /// This view wrapped in a node of `content`.
    func node<C: NodeContent>(_ content: C) -> ModifiedContent<Self, NodeModifier<C>> {
        modifier(NodeModifier(content: content))
    }
}
