import Foundation
import Geometry

extension View {
    /// Draws `content` behind this view (SwiftUI's `background(alignment:content:)`): the
    /// modified view has this view's size; `content` is proposed that size and placed by
    /// `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(secondary: content(), alignment: alignment, isBackground: true))
    }

    /// Draws `view` behind this view.
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(secondary: view, alignment: alignment, isBackground: true))
    }

    /// Fills the space behind this view with `style`.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        modifier(SecondaryModifier(secondary: Rectangle().fill(style), alignment: .center, isBackground: true))
    }

    /// Fills `shape`, the size of this view, with `style` behind it.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        modifier(SecondaryModifier(secondary: shape.fill(style), alignment: .center, isBackground: true))
    }

    /// Draws `content` in front of this view (SwiftUI's `overlay(alignment:content:)`).
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryModifier(secondary: content(), alignment: alignment, isBackground: false))
    }

    /// Draws `view` in front of this view.
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryModifier(secondary: view, alignment: alignment, isBackground: false))
    }

    /// Fills the space in front of this view with `style`.
    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        modifier(SecondaryModifier(secondary: Rectangle().fill(style), alignment: .center, isBackground: false))
    }
}

struct SecondaryModifier<Secondary: View>: PrimitiveModifier {
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool

    func resolve(
        in context: ResolveContext, path: ViewPath, environment: EnvironmentValues,
        content: (ViewPath, EnvironmentValues, inout [ViewNode]) -> Void, output: inout [ViewNode]
    ) {
        var base: [ViewNode] = []
        content(path.deeper, environment, &base)
        for child in base {
            let here = path.wrapping(child.path, count: base.count)
            let secondaryPath = base.count == 1 ? path.appending(isBackground ? "background" : "overlay")
                : ViewPath(root: here.key).appending(isBackground ? "background" : "overlay")
            var extra: [ViewNode] = []
            context.resolve(secondary, path: secondaryPath, environment: environment, output: &extra)
            let secondaryNode = extra.count == 1 ? extra[0]
                : ViewNode(path: secondaryPath, content: LayoutContent(layout: ZStackLayout(alignment: alignment)), children: extra, environment: environment)
            let children = isBackground ? [secondaryNode, child] : [child, secondaryNode]
            output.append(ViewNode(path: here, content: SecondaryContent(alignment: alignment, baseIndex: isBackground ? 1 : 0), children: children, environment: environment))
        }
    }
}

/// A view with a background or overlay: sized by its base child; the other child is proposed
/// that size.
struct SecondaryContent: NodeContent {
    let alignment: Alignment
    let baseIndex: Int

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        node.children[baseIndex].sizeThatFits(proposal, in: pass)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        pass.place(node.children[baseIndex], in: bounds, alignment: .center, proposal: proposal)
        pass.place(node.children[1 - baseIndex], in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size))
    }

    func explicitAlignment(_ guide: HorizontalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        pass.explicitGuide(guide, of: node.children[baseIndex], proposal: pass.proposalForAlignment(node))
    }

    func explicitAlignment(_ guide: VerticalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? {
        pass.explicitGuide(guide, of: node.children[baseIndex], proposal: pass.proposalForAlignment(node))
    }

    func layoutPriority(node: ViewNode) -> Double { node.children[baseIndex].layoutPriority }
}
