import Foundation
import Geometry

/// A horizontal stack as a `Layout` (SwiftUI's `HStackLayout`): subviews left to right,
/// aligned vertically by `alignment`, `spacing` points apart (nil: 8).
public struct HStackLayout: Layout {
    /// The vertical guide subviews line up by.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews in points, or nil for the default.
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews) -> StackArrangement {
        let a = StackAllocation(axis: .horizontal, spacing: spacing, proposal: proposal, subviews: subviews)
        let guides = subviews.indices.map { i in
            subviews[i].pass.dimensions(of: subviews[i].node, size: a.sizes[i], proposal: a.proposals[i])[alignment]
        }
        return StackArrangement(axis: .horizontal, allocation: a, guides: guides)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        arrangement(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        // The arrangement for the proposal the stack was sized for (SwiftUI passes the same
        // proposal to both), not for `bounds`: an ideal-size stack's children keep their ideal
        // proposals.
        let s = arrangement(proposal, subviews)
        for i in subviews.indices {
            subviews[i].place(at: CGPoint(x: bounds.minX + s.along[i], y: bounds.minY + s.across[i]), anchor: .topLeading, proposal: s.allocation.proposals[i])
        }
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        let s = arrangement(proposal, subviews)
        return guide.combineExplicit(subviews.indices.map { i in
            subviews[i].pass.explicitGuide(guide, of: subviews[i].node, proposal: s.allocation.proposals[i]).map { bounds.minY + s.across[i] + $0 }
        })
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        let s = arrangement(proposal, subviews)
        return guide.combineExplicit(subviews.indices.map { i in
            subviews[i].pass.explicitGuide(guide, of: subviews[i].node, proposal: s.allocation.proposals[i]).map { bounds.minX + s.along[i] + $0 }
        })
    }
}

/// A vertical stack as a `Layout` (SwiftUI's `VStackLayout`): subviews top to bottom, aligned
/// horizontally by `alignment`, `spacing` points apart (nil: 8).
public struct VStackLayout: Layout {
    /// The horizontal guide subviews line up by.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews in points, or nil for the default.
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews) -> StackArrangement {
        let a = StackAllocation(axis: .vertical, spacing: spacing, proposal: proposal, subviews: subviews)
        let guides = subviews.indices.map { i in
            subviews[i].pass.dimensions(of: subviews[i].node, size: a.sizes[i], proposal: a.proposals[i])[alignment]
        }
        return StackArrangement(axis: .vertical, allocation: a, guides: guides)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        arrangement(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let s = arrangement(proposal, subviews)
        for i in subviews.indices {
            subviews[i].place(at: CGPoint(x: bounds.minX + s.across[i], y: bounds.minY + s.along[i]), anchor: .topLeading, proposal: s.allocation.proposals[i])
        }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        let s = arrangement(proposal, subviews)
        return guide.combineExplicit(subviews.indices.map { i in
            subviews[i].pass.explicitGuide(guide, of: subviews[i].node, proposal: s.allocation.proposals[i]).map { bounds.minX + s.across[i] + $0 }
        })
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        let s = arrangement(proposal, subviews)
        return guide.combineExplicit(subviews.indices.map { i in
            subviews[i].pass.explicitGuide(guide, of: subviews[i].node, proposal: s.allocation.proposals[i]).map { bounds.minY + s.along[i] + $0 }
        })
    }
}

/// An overlay of subviews, back to front, aligned by `alignment` (SwiftUI's `ZStackLayout`):
/// its size is the union of its subviews' frames, each sized for the stack's proposal and
/// lined up by its guides.
public struct ZStackLayout: Layout {
    /// How subviews line up.
    public var alignment: Alignment

    /// An overlay layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        Self.size(of: subviews.map(\.node), proposal: proposal, alignment: alignment, pass: subviews.first?.pass)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let frames = Self.frames(of: subviews.map(\.node), proposal: proposal, alignment: alignment, pass: subviews.first?.pass)
        for (subview, f) in zip(subviews, frames) {
            subview.place(at: CGPoint(x: bounds.minX + f.minX, y: bounds.minY + f.minY), anchor: .topLeading, proposal: proposal)
        }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        let frames = Self.frames(of: subviews.map(\.node), proposal: proposal, alignment: alignment, pass: subviews.first?.pass)
        return guide.combineExplicit(zip(subviews, frames).map { s, f in
            s.pass.explicitGuide(guide, of: s.node, proposal: proposal).map { bounds.minX + f.minX + $0 }
        })
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        let frames = Self.frames(of: subviews.map(\.node), proposal: proposal, alignment: alignment, pass: subviews.first?.pass)
        return guide.combineExplicit(zip(subviews, frames).map { s, f in
            s.pass.explicitGuide(guide, of: s.node, proposal: proposal).map { bounds.minY + f.minY + $0 }
        })
    }

    /// The frames of `nodes` lined up by `alignment`, in the coordinates of their union (its
    /// origin at zero).
    static func frames(of nodes: [ViewNode], proposal: ProposedViewSize, alignment: Alignment, pass: LayoutPass?) -> [CGRect] {
        guard let pass else { return [] }
        let aligned = nodes.map { node in
            let d = pass.dimensions(of: node, proposal: proposal)
            return CGRect(x: -d[alignment.horizontal], y: -d[alignment.vertical], width: d.width, height: d.height)
        }
        guard let minX = aligned.map(\.origin.x).min(), let minY = aligned.map(\.origin.y).min() else { return aligned }
        return aligned.map { $0.offsetBy(dx: -minX, dy: -minY) }
    }

    /// The size of `nodes` overlaid.
    static func size(of nodes: [ViewNode], proposal: ProposedViewSize, alignment: Alignment = .center, pass: LayoutPass?) -> CGSize {
        // The frames' origins are at least zero: the union reaches from zero to the farthest edge
        // (a zero-size frame counts, which CGRect.union would skip).
        let f = frames(of: nodes, proposal: proposal, alignment: alignment, pass: pass)
        return CGSize(width: f.map { $0.origin.x + $0.size.width }.max() ?? 0, height: f.map { $0.origin.y + $0.size.height }.max() ?? 0)
    }

    /// The size of `nodes` overlaid (a node with several children and no layout of its own).
    static func size(of nodes: [ViewNode], proposal: ProposedViewSize, pass: LayoutPass) -> CGSize {
        size(of: nodes, proposal: proposal, alignment: .center, pass: pass)
    }
}
