import Foundation
import Geometry

/// One layout of a resolved tree: sizes by proposal, then places every node (SwiftUI's
/// propose → size → place), recording frames in the parent's space and the root's.
final class LayoutPass {
    /// The pass that resolved the tree (for content resolved during layout, `GeometryReader`'s).
    let context: ResolveContext
    private var parentGlobalOrigin = CGPoint.zero
    /// The global frames of the named coordinate spaces placed so far.
    var namedSpaces: [AnyHashable: CGRect] = [:]

    init(context: ResolveContext) { self.context = context }

    /// Lays out `root` in a viewport of `size`: proposes the size and centres the root in it, as
    /// a hosting view does.
    func layoutRoot(_ root: ViewNode, in size: CGSize) {
        parentGlobalOrigin = .zero
        place(root, in: CGRect(origin: .zero, size: size), alignment: .center, proposal: ProposedViewSize(size))
    }

    /// Places `node` with its own size for `proposal` so that its `anchor` lies at `position` (in
    /// the parent's space), then its children.
    func place(_ node: ViewNode, at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal, in: self)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        setFrame(node, CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// Places `node`, sized for `proposal`, inside `bounds` by `alignment`'s guides.
    func place(_ node: ViewNode, in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal, in: self)
        let x = bounds.minX + horizontalOffset(of: node, size: size, in: bounds.width, alignment: alignment.horizontal)
        let y = bounds.minY + verticalOffset(of: node, size: size, in: bounds.height, alignment: alignment.vertical)
        setFrame(node, CGRect(x: x, y: y, width: size.width, height: size.height), proposal: proposal)
    }

    /// Where a child of `size` starts along x so that its guide meets the container's (of
    /// `width`).
    func horizontalOffset(of node: ViewNode, size: CGSize, in width: CGFloat, alignment: HorizontalAlignment) -> CGFloat {
        let containerValue = alignment.id.defaultValue(in: ViewDimensions(width: width, height: 0))
        return containerValue - dimensions(of: node, size: size)[alignment]
    }

    /// Where a child of `size` starts along y.
    func verticalOffset(of node: ViewNode, size: CGSize, in height: CGFloat, alignment: VerticalAlignment) -> CGFloat {
        let containerValue = alignment.id.defaultValue(in: ViewDimensions(width: 0, height: height))
        return containerValue - dimensions(of: node, size: size)[alignment]
    }

    /// The node's dimensions at `size`, with its explicit guides. The guides are asked for the
    /// proposal the node was placed with; pass `proposal` when the node is measured for a
    /// placement that has not happened yet (a stack aligning its children before placing them).
    func dimensions(of node: ViewNode, size: CGSize, proposal: ProposedViewSize? = nil) -> ViewDimensions {
        ViewDimensions(
            width: size.width, height: size.height,
            horizontal: { [unowned self] g in withAlignmentProposal(proposal, of: node) { node.explicitAlignment(g, size: size, in: self) } },
            vertical: { [unowned self] g in withAlignmentProposal(proposal, of: node) { node.explicitAlignment(g, size: size, in: self) } })
    }

    /// The node's dimensions for `proposal`: its size for it, and its guides asked for it.
    func dimensions(of node: ViewNode, proposal: ProposedViewSize) -> ViewDimensions {
        dimensions(of: node, size: node.sizeThatFits(proposal, in: self), proposal: proposal)
    }

    /// `node`'s explicit value for `guide` when proposed `proposal` (nil: it sets none), in its
    /// own coordinates.
    func explicitGuide(_ guide: HorizontalAlignment, of node: ViewNode, proposal: ProposedViewSize) -> CGFloat? {
        let size = node.sizeThatFits(proposal, in: self)
        return withAlignmentProposal(proposal, of: node) { node.explicitAlignment(guide, size: size, in: self) }
    }

    /// `node`'s explicit value for `guide` when proposed `proposal` (nil: it sets none).
    func explicitGuide(_ guide: VerticalAlignment, of node: ViewNode, proposal: ProposedViewSize) -> CGFloat? {
        let size = node.sizeThatFits(proposal, in: self)
        return withAlignmentProposal(proposal, of: node) { node.explicitAlignment(guide, size: size, in: self) }
    }

    /// The proposals of nodes whose guides are asked before they are placed.
    private var alignmentProposals: [ObjectIdentifier: ProposedViewSize] = [:]

    private func withAlignmentProposal<R>(_ proposal: ProposedViewSize?, of node: ViewNode, _ body: () -> R) -> R {
        guard let proposal else { return body() }
        let id = ObjectIdentifier(node)
        let saved = alignmentProposals[id]
        alignmentProposals[id] = proposal
        defer { alignmentProposals[id] = saved }
        return body()
    }

    /// The proposal a node's guides are computed for: the one it is being measured with, else
    /// the one it was placed with. (Before this, a stack's guides were always computed for the
    /// proposal of its last placement — `.unspecified` while its parent was still sizing it.)
    func proposalForAlignment(_ node: ViewNode) -> ProposedViewSize {
        if alignmentProposals.isEmpty { return node.placedProposal }
        return alignmentProposals[ObjectIdentifier(node)] ?? node.placedProposal
    }

    private func setFrame(_ node: ViewNode, _ frame: CGRect, proposal: ProposedViewSize) {
        node.frame = frame
        node.placedProposal = proposal
        node.globalFrame = frame.offsetBy(dx: parentGlobalOrigin.x, dy: parentGlobalOrigin.y)
        let saved = parentGlobalOrigin
        parentGlobalOrigin = node.globalFrame.origin
        node.content.placeChildren(of: node, in: CGRect(origin: .zero, size: frame.size), proposal: proposal, pass: self)
        parentGlobalOrigin = saved
    }
}
