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

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let a = StackAllocation(axis: .horizontal, spacing: spacing, proposal: proposal, subviews: subviews)
        var size = a.size(axis: .horizontal)
        // Across the axis: the extent of the subviews lined up by their guides.
        let guides = zip(subviews, a.sizes).map { $0.pass.dimensions(of: $0.node, size: $1)[alignment] }
        if let above = guides.max(), let below = zip(a.sizes, guides).map({ $0.height - $1 }).max() { size.height = above + below }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let a = StackAllocation(axis: .horizontal, spacing: spacing, proposal: ProposedViewSize(width: bounds.width, height: proposal.height), subviews: subviews)
        let guides = zip(subviews, a.sizes).map { $0.pass.dimensions(of: $0.node, size: $1)[alignment] }
        let line = guides.max() ?? 0
        let top = guides.map { line - $0 }.min() ?? 0
        var x = bounds.minX
        for i in subviews.indices {
            x += a.spacingBefore[i]
            let y = bounds.minY + (line - guides[i]) - top
            subviews[i].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: a.proposals[i])
            x += a.sizes[i].width
        }
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        StackGuides.crossGuide(guide, axis: .horizontal, alignment: alignment, spacing: spacing, bounds: bounds, subviews: subviews)
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

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let a = StackAllocation(axis: .vertical, spacing: spacing, proposal: proposal, subviews: subviews)
        var size = a.size(axis: .vertical)
        let guides = zip(subviews, a.sizes).map { $0.pass.dimensions(of: $0.node, size: $1)[alignment] }
        if let before = guides.max(), let after = zip(a.sizes, guides).map({ $0.width - $1 }).max() { size.width = before + after }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let a = StackAllocation(axis: .vertical, spacing: spacing, proposal: ProposedViewSize(width: proposal.width, height: bounds.height), subviews: subviews)
        let guides = zip(subviews, a.sizes).map { $0.pass.dimensions(of: $0.node, size: $1)[alignment] }
        let line = guides.max() ?? 0
        let leading = guides.map { line - $0 }.min() ?? 0
        var y = bounds.minY
        for i in subviews.indices {
            y += a.spacingBefore[i]
            let x = bounds.minX + (line - guides[i]) - leading
            subviews[i].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: a.proposals[i])
            y += a.sizes[i].height
        }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        StackGuides.crossGuide(guide, axis: .vertical, alignment: alignment, spacing: spacing, bounds: bounds, subviews: subviews)
    }
}

/// An overlay of subviews, back to front, aligned by `alignment` (SwiftUI's `ZStackLayout`):
/// its size is the union of its subviews' sizes for the proposal.
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
        let union = frames.reduce(CGRect.null) { $0.union($1) }
        for (subview, f) in zip(subviews, frames) {
            let origin = CGPoint(x: bounds.minX + f.minX - union.minX, y: bounds.minY + f.minY - union.minY)
            subview.place(at: origin, anchor: .topLeading, proposal: proposal)
        }
    }

    /// The frames of `nodes` aligned on one point (its origin at zero).
    static func frames(of nodes: [ViewNode], proposal: ProposedViewSize, alignment: Alignment, pass: LayoutPass?) -> [CGRect] {
        guard let pass else { return [] }
        return nodes.map { node in
            let size = node.sizeThatFits(proposal, in: pass)
            let d = pass.dimensions(of: node, size: size)
            return CGRect(x: -d[alignment.horizontal], y: -d[alignment.vertical], width: size.width, height: size.height)
        }
    }

    /// The size of `nodes` overlaid.
    static func size(of nodes: [ViewNode], proposal: ProposedViewSize, alignment: Alignment = .center, pass: LayoutPass?) -> CGSize {
        let union = frames(of: nodes, proposal: proposal, alignment: alignment, pass: pass).reduce(CGRect.null) { $0.union($1) }
        return union.isNull ? .zero : union.size
    }

    /// The size of `nodes` overlaid (a node with several children and no layout of its own).
    static func size(of nodes: [ViewNode], proposal: ProposedViewSize, pass: LayoutPass) -> CGSize {
        size(of: nodes, proposal: proposal, alignment: .center, pass: pass)
    }
}

/// The guides a stack reports across its axis: where its alignment guide lies, so nested stacks
/// line up by the same guide.
enum StackGuides {
    static func crossGuide(_ guide: HorizontalAlignment, axis: Axis, alignment: HorizontalAlignment, spacing: CGFloat?, bounds: CGRect, subviews: LayoutSubviews) -> CGFloat? {
        guard guide == alignment, !subviews.isEmpty else { return nil }
        let a = StackAllocation(axis: axis, spacing: spacing, proposal: ProposedViewSize(bounds.size), subviews: subviews)
        let guides = zip(subviews, a.sizes).map { $0.pass.dimensions(of: $0.node, size: $1)[guide] }
        let line = guides.max() ?? 0
        let leading = guides.map { line - $0 }.min() ?? 0
        return line - leading
    }

    static func crossGuide(_ guide: VerticalAlignment, axis: Axis, alignment: VerticalAlignment, spacing: CGFloat?, bounds: CGRect, subviews: LayoutSubviews) -> CGFloat? {
        guard guide == alignment, !subviews.isEmpty else { return nil }
        let a = StackAllocation(axis: axis, spacing: spacing, proposal: ProposedViewSize(bounds.size), subviews: subviews)
        let guides = zip(subviews, a.sizes).map { $0.pass.dimensions(of: $0.node, size: $1)[guide] }
        let line = guides.max() ?? 0
        let top = guides.map { line - $0 }.min() ?? 0
        return line - top
    }
}
