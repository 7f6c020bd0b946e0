import Drawing
import Foundation
import Geometry

extension View {
    /// Clips this view to `shape` in its frame (SwiftUI's `clipShape(_:style:)`).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        node(ClipContent(path: { shape.path(in: $0) }, eoFill: style.isEOFilled))
    }

    /// Clips this view to its frame (SwiftUI's `clipped()`).
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Clips this view to its frame with rounded corners of `radius` points (SwiftUI's
    /// `cornerRadius(_:antialiased:)`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Masks this view with the shapes `mask` draws, laid out over it by `alignment` (SwiftUI's
    /// `mask(alignment:_:)`). ZoetropeUI clips to the union of the mask's shape outlines: the
    /// mask's opacity and colours are not used, text in a mask masks nothing.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks this view with the shapes of `mask`.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}

struct ClipContent: RenderEffect {
    let path: (CGRect) -> Path
    let eoFill: Bool

    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        renderer.context.clip(to: path(CGRect(origin: .zero, size: size)).storage, style: eoFill ? .evenOdd : .nonZero)
        renderer.drawChildren(of: node)
    }

    func hitTest(_ point: CGPoint, node: ViewNode, size: CGSize) -> Bool { false }
}

struct MaskModifier<Mask: View>: PrimitiveModifier {
    let mask: Mask
    let alignment: Alignment

    func resolve(
        in context: ResolveContext, path: ViewPath, environment: EnvironmentValues,
        content: (ViewPath, EnvironmentValues, inout [ViewNode]) -> Void, output: inout [ViewNode]
    ) {
        var base: [ViewNode] = []
        content(path.deeper, environment, &base)
        for child in base {
            let here = path.wrapping(child.path, count: base.count)
            let maskPath = base.count == 1 ? path.appending("mask") : ViewPath(root: here.key).appending("mask")
            var maskNodes: [ViewNode] = []
            context.resolve(mask, path: maskPath, environment: environment, output: &maskNodes)
            let maskNode = ViewNode(path: maskPath, content: LayoutContent(layout: ZStackLayout(alignment: alignment)), children: maskNodes, environment: environment)
            output.append(ViewNode(path: here, content: MaskContent(alignment: alignment), children: [child, maskNode], environment: environment))
        }
    }
}

/// A view drawn clipped to the shapes of its second child.
struct MaskContent: NodeContent {
    let alignment: Alignment

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        node.children[0].sizeThatFits(proposal, in: pass)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        pass.place(node.children[0], in: bounds, alignment: .center, proposal: proposal)
        pass.place(node.children[1], in: bounds, alignment: alignment, proposal: ProposedViewSize(bounds.size))
    }

    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        var clip = Geometry.Path()
        renderer.collectShapes(of: node.children[1], transform: .identity, into: &clip)
        renderer.context.clip(to: clip)
        renderer.draw(node.children[0])
    }
}
