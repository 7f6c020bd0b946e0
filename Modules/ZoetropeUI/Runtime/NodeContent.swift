import Drawing
import Foundation
import Geometry

/// What a node is, and how it sizes, places, draws and animates: one conformance per primitive
/// view or modifier.
protocol NodeContent {
    /// The node's size for `proposal` (its children already resolved).
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize
    /// Places the children in `bounds` (the node's own size at origin zero) by setting their
    /// frames through `pass.place`.
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass)
    /// The value of the horizontal alignment guide `guide` for the node at `size`, or nil for
    /// the guide's default.
    func explicitAlignment(_ guide: HorizontalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat?
    /// The value of the vertical alignment guide `guide`, or nil for the default.
    func explicitAlignment(_ guide: VerticalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat?
    /// The layout priority the node reports to its stack.
    func layoutPriority(node: ViewNode) -> Double
    /// Draws the node (its frame's origin is the context's origin, its presented size `size`)
    /// and its children.
    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer)
    /// Starts, retargets or leaves the animations of the node's own animated attributes, given
    /// the same node in the previous update (nil: just inserted).
    func updateAnimations(node: ViewNode, previous: ViewNode?, in commit: inout CommitContext)
    /// The node's hit-test shape in its own coordinates, if it has content that takes touches.
    func hitTest(_ point: CGPoint, node: ViewNode, size: CGSize) -> Bool
}

extension NodeContent {
    /// By default a node takes the size of its only child, or of the proposal when it has none.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        if let child = node.children.first, node.children.count == 1 { return child.sizeThatFits(proposal, in: pass) }
        if node.children.isEmpty { return proposal.replacingUnspecifiedDimensions() }
        return ZStackLayout.size(of: node.children, proposal: proposal, pass: pass)
    }

    /// By default children fill the node's bounds, centred.
    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        for child in node.children {
            pass.place(child, in: bounds, alignment: .center, proposal: proposal)
        }
    }

    func explicitAlignment(_ guide: HorizontalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        passThroughAlignment(guide, node: node, size: size, pass: pass)
    }

    func explicitAlignment(_ guide: VerticalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        passThroughAlignment(guide, node: node, size: size, pass: pass)
    }

    /// A single child's explicit guide, moved into this node's coordinates.
    func passThroughAlignment(_ guide: HorizontalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        guard node.children.count == 1, let child = node.children.first else { return nil }
        let proposal = pass.proposalForAlignment(node)
        let childSize = child.sizeThatFits(proposal, in: pass)
        guard let v = pass.explicitGuide(guide, of: child, proposal: proposal) else { return nil }
        return v + (size.width - childSize.width) / 2
    }

    func passThroughAlignment(_ guide: VerticalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        guard node.children.count == 1, let child = node.children.first else { return nil }
        let proposal = pass.proposalForAlignment(node)
        let childSize = child.sizeThatFits(proposal, in: pass)
        guard let v = pass.explicitGuide(guide, of: child, proposal: proposal) else { return nil }
        return v + (size.height - childSize.height) / 2
    }

    func layoutPriority(node: ViewNode) -> Double {
        node.children.count == 1 ? node.children[0].layoutPriority : 0
    }

    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        renderer.drawChildren(of: node)
    }

    func updateAnimations(node: ViewNode, previous: ViewNode?, in commit: inout CommitContext) {}

    func hitTest(_ point: CGPoint, node: ViewNode, size: CGSize) -> Bool { false }
}
