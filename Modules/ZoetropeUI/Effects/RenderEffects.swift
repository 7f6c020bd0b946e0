import Drawing
import Foundation
import Geometry

// Render-time effects: they change how a view is drawn, never its layout (SwiftUI's offset,
// rotationEffect, scaleEffect, opacity, shadow, blur, transformEffect). Each one's value is an
// animated attribute of its node.

extension View {
    /// Draws this view `offset` points away (x right, y down) without changing its layout
    /// (SwiftUI's `offset(_:)`).
    public func offset(_ offset: CGSize) -> some View { node(OffsetContent(offset: offset)) }

    /// Draws this view moved by (`x`, `y`) points without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Draws this view rotated by `angle` (clockwise on screen for positive angles) about
    /// `anchor`, a unit point of its frame (SwiftUI's `rotationEffect(_:anchor:)`).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        node(RotationContent(angle: angle, anchor: anchor))
    }

    /// Draws this view scaled by `scale` about `anchor` (SwiftUI's `scaleEffect(_:anchor:)`).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        node(ScaleContent(scale: scale, anchor: anchor))
    }

    /// Draws this view scaled by `s` in both directions about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws this view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws this view with its opacity multiplied by `opacity` (0…1; SwiftUI's `opacity(_:)`:
    /// each drawing below is made more transparent on its own, not the group).
    public func opacity(_ opacity: Double) -> some View { node(OpacityContent(opacity: opacity)) }

    /// Hides this view: it still takes its space (SwiftUI's `hidden()`).
    public func hidden() -> some View { opacity(0) }

    /// Draws a shadow of this view's drawings, `radius` points blurred (a Gaussian's σ) and
    /// moved by (`x`, `y`) (SwiftUI's `shadow(color:radius:x:y:)`).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        node(ShadowContent(color: color, radius: radius, x: x, y: y))
    }

    /// Blurs this view's drawings by `radius` points (a Gaussian's σ; SwiftUI's `blur(radius:)`).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { node(BlurContent(radius: radius)) }

    /// Draws this view transformed by `transform` about its frame's origin (SwiftUI's
    /// `transformEffect(_:)`).
    public func transformEffect(_ transform: CGAffineTransform) -> some View { node(TransformContent(transform: transform)) }

    /// Draws this view above or below its siblings (SwiftUI's `zIndex(_:)`; default 0; siblings
    /// with equal values keep their order).
    public func zIndex(_ value: Double) -> some View { node(ZIndexContent(value: value)) }

    /// Composites this view's drawings as one layer before later effects (SwiftUI's
    /// `compositingGroup()`): an opacity above it then fades the group as a whole.
    public func compositingGroup() -> some View { node(CompositingGroupContent()) }
}

/// A node that passes layout through to its one child and changes only drawing.
protocol RenderEffect: NodeContent {}

extension RenderEffect {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        node.children.first?.sizeThatFits(proposal, in: pass) ?? .zero
    }
}

struct OffsetContent: RenderEffect {
    let offset: CGSize

    func updateAnimations(node: ViewNode, previous: ViewNode?, in commit: inout CommitContext) {
        guard let old = previous?.content as? OffsetContent else { return }
        commit.animate(node, "offset", from: old.offset.animatableData, to: offset.animatableData)
    }

    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        let o = renderer.presented(node, "offset", offset.animatableData)
        renderer.context.translateBy(x: Double(o.first), y: Double(o.second))
        renderer.drawChildren(of: node)
    }
}

struct RotationContent: RenderEffect {
    let angle: Angle
    let anchor: UnitPoint

    func updateAnimations(node: ViewNode, previous: ViewNode?, in commit: inout CommitContext) {
        guard let old = previous?.content as? RotationContent else { return }
        // Angle's animatable data (radians × 128, as SwiftUI's): springs settle on it.
        commit.animate(node, "rotation", from: old.angle.animatableData, to: angle.animatableData)
    }

    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        var presented = angle
        presented.animatableData = renderer.presented(node, "rotation", angle.animatableData)
        let r = presented.radians
        let a = anchor.point(in: Size(size))
        renderer.context.translateBy(x: a.x, y: a.y)
        renderer.context.rotate(by: .radians(r))
        renderer.context.translateBy(x: -a.x, y: -a.y)
        renderer.drawChildren(of: node)
    }
}

struct ScaleContent: RenderEffect {
    let scale: CGSize
    let anchor: UnitPoint

    func updateAnimations(node: ViewNode, previous: ViewNode?, in commit: inout CommitContext) {
        guard let old = previous?.content as? ScaleContent else { return }
        commit.animate(node, "scale", from: old.scale.animatableData, to: scale.animatableData)
    }

    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        let s = renderer.presented(node, "scale", scale.animatableData)
        let a = anchor.point(in: Size(size))
        renderer.context.translateBy(x: a.x, y: a.y)
        renderer.context.scaleBy(x: Double(s.first), y: Double(s.second))
        renderer.context.translateBy(x: -a.x, y: -a.y)
        renderer.drawChildren(of: node)
    }
}

struct OpacityContent: RenderEffect {
    let opacity: Double

    func updateAnimations(node: ViewNode, previous: ViewNode?, in commit: inout CommitContext) {
        guard let old = previous?.content as? OpacityContent else { return }
        commit.animate(node, "opacity", from: old.opacity, to: opacity)
    }

    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        let o = renderer.presented(node, "opacity", opacity)
        renderer.context.opacity *= Swift.min(Swift.max(o, 0), 1)
        renderer.drawChildren(of: node)
    }
}

struct ShadowContent: RenderEffect {
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    private var data: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, Color>> {
        AnimatablePair(AnimatablePair(x, y), AnimatablePair(radius, color))
    }

    func updateAnimations(node: ViewNode, previous: ViewNode?, in commit: inout CommitContext) {
        guard let old = previous?.content as? ShadowContent else { return }
        commit.animate(node, "shadow", from: old.data, to: data)
    }

    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        let d = renderer.presented(node, "shadow", data)
        renderer.context.addFilter(.shadow(color: d.second.second, radius: Double(d.second.first), x: Double(d.first.first), y: Double(d.first.second)))
        renderer.drawChildren(of: node)
    }
}

struct BlurContent: RenderEffect {
    let radius: CGFloat

    func updateAnimations(node: ViewNode, previous: ViewNode?, in commit: inout CommitContext) {
        guard let old = previous?.content as? BlurContent else { return }
        commit.animate(node, "blur", from: old.radius, to: radius)
    }

    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        let r = renderer.presented(node, "blur", radius)
        if r > 0 { renderer.context.addFilter(.blur(radius: Double(r))) }
        renderer.drawChildren(of: node)
    }
}

struct TransformContent: RenderEffect {
    let transform: CGAffineTransform

    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        renderer.context.concatenate(transform.geometry)
        renderer.drawChildren(of: node)
    }
}

struct ZIndexContent: RenderEffect {
    let value: Double
}

struct CompositingGroupContent: RenderEffect {
    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        let r = renderer
        r.context.drawLayer { layer in
            var inner = r
            inner.context = layer
            inner.drawChildren(of: node)
        }
    }
}
