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

    /// The node's dimensions at `size`, with its explicit guides.
    func dimensions(of node: ViewNode, size: CGSize) -> ViewDimensions {
        ViewDimensions(
            width: size.width, height: size.height,
            horizontal: { [unowned self] g in node.content.explicitAlignment(g, node: node, size: size, pass: self) },
            vertical: { [unowned self] g in node.content.explicitAlignment(g, node: node, size: size, pass: self) })
    }

    /// The proposal a node was (or will be) placed with, for alignment queries on its children.
    func proposalForAlignment(_ node: ViewNode) -> ProposedViewSize { node.placedProposal }

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
