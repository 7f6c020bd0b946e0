import Foundation
import Geometry

extension View {
    /// Adds `length` points (nil: 16) of space around this view on `edges` (SwiftUI's
    /// `padding(_:_:)`): the view is proposed the proposal less the padding (never below zero)
    /// and sizes itself, the padding is added around it. Negative padding is allowed, as in
    /// SwiftUI (the view overflows the padded frame); a non-finite length is ignored with a
    /// diagnostic.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return padding(EdgeInsets(
            top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
            bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds the given insets around this view.
    public func padding(_ insets: EdgeInsets) -> some View { node(PaddingContent(insets: insets)) }
}

struct PaddingContent: NodeContent {
    let insets: EdgeInsets
    /// The non-finite insets given (treated as 0), for the diagnostic.
    let invalid: [String]

    init(insets: EdgeInsets) {
        func valid(_ v: Double) -> Double { v.isFinite ? v : 0 }
        self.insets = EdgeInsets(top: valid(insets.top), leading: valid(insets.leading), bottom: valid(insets.bottom), trailing: valid(insets.trailing))
        var bad: [String] = []
        for (name, v) in [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)] where !v.isFinite {
            bad.append("padding \(name) \(v)")
        }
        invalid = bad
    }

    private var horizontal: CGFloat { insets.leading + insets.trailing }
    private var vertical: CGFloat { insets.top + insets.bottom }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { Swift.max($0 - horizontal, 0) }, height: p.height.map { Swift.max($0 - vertical, 0) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        if !invalid.isEmpty { pass.context.diagnose(.invalidFrameDimension(invalid.joined(separator: ", ")), at: node.path) }
        guard let child = node.children.first else { return .zero }
        let s = child.sizeThatFits(inner(proposal), in: pass)
        return CGSize(width: Swift.max(s.width + horizontal, 0), height: Swift.max(s.height + vertical, 0))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        guard let child = node.children.first else { return }
        pass.place(child, at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: inner(proposal))
    }

    func explicitAlignment(_ guide: HorizontalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        return pass.explicitGuide(guide, of: child, proposal: inner(pass.proposalForAlignment(node))).map { $0 + insets.leading }
    }

    func explicitAlignment(_ guide: VerticalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        guard let child = node.children.first else { return nil }
        return pass.explicitGuide(guide, of: child, proposal: inner(pass.proposalForAlignment(node))).map { $0 + insets.top }
    }
}
