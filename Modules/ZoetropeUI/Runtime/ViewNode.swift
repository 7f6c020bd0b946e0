import Foundation
import Geometry

/// One node of a resolved view tree: what a primitive view (a shape, a text, a stack, a
/// modifier that lays out or draws) became for one update, with its children and, after
/// layout, its frame.
///
/// Nodes are rebuilt from the views whenever ZoetropeUI needs them (a frame, an event, a
/// commit); they are never stored in the scene's value, so closures and classes in them cannot
/// leak into a checkpoint.
final class ViewNode {
    /// The node's identity and name.
    let path: ViewPath
    /// The key its animated attributes and lifecycle are stored by.
    let key: String
    /// What the node is.
    let content: any NodeContent
    /// The child nodes, in order (drawn back to front, after `zIndex`).
    var children: [ViewNode]
    /// The environment the node was resolved in.
    let environment: EnvironmentValues

    /// The frame chosen by layout, in the parent node's coordinate space (points, origin
    /// top-left, y down).
    var frame = CGRect.zero
    /// The frame in the root's coordinate space.
    var globalFrame = CGRect.zero
    /// The proposal the node was placed with.
    var placedProposal = ProposedViewSize.unspecified

    /// Whether the node has animated attributes (set once per tree before drawing: a node
    /// without any looks up nothing).
    var hasAnimatedAttributes = true
    /// The node's `zIndex` and whether any child has one (set once per tree before drawing).
    var zIndexValue: Double?
    var childrenHaveZIndex = true

    /// Sizes already answered for proposals (stacks ask several times).
    private var sizes: [(ProposedViewSize, CGSize)] = []

    init(path: ViewPath, content: any NodeContent, children: [ViewNode] = [], environment: EnvironmentValues) {
        self.path = path
        self.key = path.key
        self.content = content
        self.children = children
        self.environment = environment
    }

    /// The node's size for `proposal` (memoised per proposal).
    func sizeThatFits(_ proposal: ProposedViewSize, in pass: LayoutPass) -> CGSize {
        for (p, s) in sizes where p == proposal { return s }
        let size = content.sizeThatFits(proposal, node: self, pass: pass)
        if sizes.count < 8 { sizes.append((proposal, size)) }
        return size
    }

    /// Explicit guide values already answered, by guide, axis and size.
    private var guides: [GuideKey: CGFloat?] = [:]

    private struct GuideKey: Hashable {
        let guide: ObjectIdentifier
        let horizontal: Bool
        let width: CGFloat
        let height: CGFloat
        /// The proposal the guide is asked for (a node's guides may differ between proposals
        /// that give it one size).
        let proposal: ProposedViewSize
    }

    /// The node's explicit value for `guide` at `size` (memoised: a stack asks for each child's
    /// guides while sizing and again while placing).
    func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, in pass: LayoutPass) -> CGFloat? {
        let key = GuideKey(guide: ObjectIdentifier(guide.id), horizontal: true, width: size.width, height: size.height, proposal: pass.proposalForAlignment(self))
        if let hit = guides[key] { return hit }
        let value = content.explicitAlignment(guide, node: self, size: size, pass: pass)
        guides[key] = .some(value)
        return value
    }

    /// The node's explicit value for `guide` at `size` (memoised).
    func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, in pass: LayoutPass) -> CGFloat? {
        let key = GuideKey(guide: ObjectIdentifier(guide.id), horizontal: false, width: size.width, height: size.height, proposal: pass.proposalForAlignment(self))
        if let hit = guides[key] { return hit }
        let value = content.explicitAlignment(guide, node: self, size: size, pass: pass)
        guides[key] = .some(value)
        return value
    }

    /// The node's layout priority (`.layoutPriority(_:)`; 0 by default).
    var layoutPriority: Double { content.layoutPriority(node: self) }

    /// Whether this node is a `Spacer` (stacks treat spacers apart).
    var isSpacer: Bool { content is SpacerContent }

    /// Calls `body` on this node and every descendant, depth first.
    func forEach(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children { child.forEach(body) }
    }
}
