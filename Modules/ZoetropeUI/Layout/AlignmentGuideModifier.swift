import Foundation
import Geometry

extension View {
    /// Sets this view's value for the horizontal guide `g` (SwiftUI's `alignmentGuide(_:computeValue:)`):
    /// `computeValue` gets the view's dimensions and returns the guide's position in points
    /// from its leading edge.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        node(AlignmentGuideContent(horizontal: g, vertical: nil, compute: computeValue))
    }

    /// Sets this view's value for the vertical guide `g`, in points from its top edge.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        node(AlignmentGuideContent(horizontal: nil, vertical: g, compute: computeValue))
    }
}

struct AlignmentGuideContent: NodeContent {
    let horizontal: HorizontalAlignment?
    let vertical: VerticalAlignment?
    let compute: (ViewDimensions) -> CGFloat

    func explicitAlignment(_ guide: HorizontalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        if guide == horizontal, let child = node.children.first { return compute(pass.dimensions(of: child, size: size, proposal: pass.proposalForAlignment(node))) }
        return passThroughAlignment(guide, node: node, size: size, pass: pass)
    }

    func explicitAlignment(_ guide: VerticalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        if guide == vertical, let child = node.children.first { return compute(pass.dimensions(of: child, size: size, proposal: pass.proposalForAlignment(node))) }
        return passThroughAlignment(guide, node: node, size: size, pass: pass)
    }
}
