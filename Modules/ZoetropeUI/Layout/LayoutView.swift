import Foundation
import Geometry

/// The view a `Layout` makes of its content: one node whose children are the content's nodes.
struct LayoutView<L: Layout, Content: View>: PrimitiveView {
    let layout: L
    let content: Content
    /// The path component (the layout type's name without "Layout" by default).
    var name: String? = nil

    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        let nodePath = path.appending(name ?? ViewPath.typeName(of: L.self))
        var childEnvironment = environment
        childEnvironment.stackAxis = L.layoutProperties.stackOrientation
        var children: [ViewNode] = []
        // One level deeper, as a modifier's content: a single modified child (no builder index)
        // would else share the container's key.
        context.resolve(content, path: nodePath.deeper, environment: childEnvironment, output: &children)
        output.append(ViewNode(path: nodePath, content: LayoutContent(layout: layout), children: children, environment: environment))
    }
}

/// A node laid out by a `Layout`. A class: the layout's cache lives for one pass.
final class LayoutContent<L: Layout>: NodeContent {
    let layout: L
    private var cache: L.Cache?

    init(layout: L) { self.layout = layout }

    private func subviews(of node: ViewNode, pass: LayoutPass) -> LayoutSubviews {
        LayoutSubviews(subviews: node.children.map { LayoutSubview(node: $0, pass: pass) })
    }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var c = cache ?? layout.makeCache(subviews: subviews)
        let r = body(&c)
        cache = c
        return r
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        let subviews = subviews(of: node, pass: pass)
        return withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        let subviews = subviews(of: node, pass: pass)
        // A subview the layout does not place "appears at the center of its layout container and
        // uses the layout container's size proposal" (Apple, `LayoutSubview.place(at:anchor:proposal:)`).
        // A null frame marks the subviews not placed yet (nodes are made afresh for each pass).
        for child in node.children { child.frame = .null }
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        for child in node.children where child.frame.isNull {
            pass.place(child, at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }

    func explicitAlignment(_ guide: HorizontalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        let subviews = subviews(of: node, pass: pass)
        return withCache(subviews) {
            layout.explicitAlignment(of: guide, in: CGRect(origin: .zero, size: size), proposal: pass.proposalForAlignment(node), subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(_ guide: VerticalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        let subviews = subviews(of: node, pass: pass)
        return withCache(subviews) {
            layout.explicitAlignment(of: guide, in: CGRect(origin: .zero, size: size), proposal: pass.proposalForAlignment(node), subviews: subviews, cache: &$0)
        }
    }

    func layoutPriority(node: ViewNode) -> Double { 0 }
}
