import Foundation
import Geometry

extension View {
    /// Fixes this view at its ideal size (SwiftUI's `fixedSize()`): it is proposed nil in both
    /// dimensions, whatever its parent offers.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Fixes this view at its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        node(FixedSizeContent(horizontal: horizontal, vertical: vertical))
    }

    /// Sets the priority by which this view's stack offers it space (SwiftUI's
    /// `layoutPriority(_:)`; default 0): higher-priority children are offered the stack's
    /// length first, after the minimum lengths of the lower ones are set aside.
    public func layoutPriority(_ value: Double) -> some View { node(LayoutPriorityContent(priority: value)) }

    /// Proposes this view a size of aspect ratio `aspectRatio` (width / height; nil: the view's
    /// ideal size's) that fits in (`.fit`) or fills (`.fill`) the proposal (SwiftUI's
    /// `aspectRatio(_:contentMode:)`).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        node(AspectRatioContent(ratio: aspectRatio, mode: contentMode))
    }

    /// Proposes this view a size of the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// `aspectRatio(nil, contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// `aspectRatio(nil, contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Centres this view on `position` in its parent's space (SwiftUI's `position(_:)`); the
    /// modified view takes the whole proposal.
    public func position(_ position: CGPoint) -> some View { node(PositionContent(x: position.x, y: position.y)) }

    /// Centres this view on (`x`, `y`) points in its parent's space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { node(PositionContent(x: x, y: y)) }
}

/// How content fills a space (SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Fits inside, keeping the aspect ratio.
    case fit
    /// Fills, keeping the aspect ratio (overflowing in one dimension).
    case fill
}

struct FixedSizeContent: NodeContent {
    let horizontal: Bool
    let vertical: Bool

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        node.children.first?.sizeThatFits(childProposal(proposal), in: pass) ?? .zero
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        guard let child = node.children.first else { return }
        pass.place(child, in: bounds, alignment: .center, proposal: childProposal(proposal))
    }
}

struct LayoutPriorityContent: NodeContent {
    let priority: Double
    func layoutPriority(node: ViewNode) -> Double { priority }
}

struct AspectRatioContent: NodeContent {
    let ratio: CGFloat?
    let mode: ContentMode

    func childProposal(_ p: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> ProposedViewSize {
        guard let child = node.children.first else { return p }
        let r: CGFloat
        if let ratio, ratio > 0, ratio.isFinite {
            r = ratio
        } else {
            let ideal = child.sizeThatFits(.unspecified, in: pass)
            guard ideal.width > 0, ideal.height > 0 else { return p }
            r = ideal.width / ideal.height
        }
        switch (p.width, p.height) {
        case (nil, nil):
            let ideal = child.sizeThatFits(.unspecified, in: pass)
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            let width = mode == .fit ? Swift.min(w, h * r) : Swift.max(w, h * r)
            return ProposedViewSize(width: width, height: width / r)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        node.children.first?.sizeThatFits(childProposal(proposal, node: node, pass: pass), in: pass) ?? .zero
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        guard let child = node.children.first else { return }
        pass.place(child, in: bounds, alignment: .center, proposal: childProposal(proposal, node: node, pass: pass))
    }
}

struct PositionContent: NodeContent {
    let x: CGFloat
    let y: CGFloat

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        for child in node.children {
            pass.place(child, at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .center, proposal: proposal)
        }
    }

    func explicitAlignment(_ guide: HorizontalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? { nil }
    func explicitAlignment(_ guide: VerticalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? { nil }
}
