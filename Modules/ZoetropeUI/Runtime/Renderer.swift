import Drawing
import Foundation
import Geometry

/// Draws a laid-out tree at a scene time: every node at its presented frame, every effect with
/// its presented value.
struct Renderer {
    var context: GraphicsContext
    let storage: GraphStorage
    /// The scene time in seconds.
    let time: Double

    /// The presented value of `node`'s attribute `name` whose model value is `model`.
    func presented<D: VectorArithmetic>(_ node: ViewNode, _ name: String, _ model: D) -> D {
        guard node.hasAnimatedAttributes, !storage.attributes.isEmpty,
              let slot = storage.attributes[node.key + "." + name] as? TypedSlot<AnimatedData<D>>
        else { return model }
        return slot.value.presentationData(at: time)
    }

    /// The node's frame as drawn at this time (in its parent's space).
    func presentedFrame(of node: ViewNode) -> CGRect {
        var f = node.frame
        f.animatableData = presented(node, "frame", node.frame.animatableData)
        return f
    }

    /// Draws `node` and its subtree.
    func draw(_ node: ViewNode) {
        var r = self
        let frame = presentedFrame(of: node)
        if frame.origin != .zero { r.context.translateBy(x: Double(frame.minX), y: Double(frame.minY)) }
        node.content.draw(node: node, size: frame.size, in: &r)
    }

    /// Draws the children of `node`, back to front (by `zIndex`, then order).
    func drawChildren(of node: ViewNode) {
        let children = node.children
        if node.childrenHaveZIndex, children.contains(where: { ($0.zIndexValue ?? $0.computedZIndex) != 0 }) {
            for child in children.enumerated().sorted(by: { ($0.element.zIndexValue ?? $0.element.computedZIndex, $0.offset) < ($1.element.zIndexValue ?? $1.element.computedZIndex, $1.offset) }) {
                draw(child.element)
            }
        } else {
            for child in children { draw(child) }
        }
    }

    /// Adds the outlines of the shapes in `node`'s subtree to `path`, in this context's space
    /// (for masks).
    func collectShapes(of node: ViewNode, transform: Geometry.AffineTransform, into path: inout Geometry.Path) {
        let frame = presentedFrame(of: node)
        let t = Geometry.AffineTransform(translationX: Double(frame.minX), y: Double(frame.minY)).concatenating(transform)
        if let shape = node.content as? any ShapeOutlining {
            path.addPath(shape.outline(in: CGRect(origin: .zero, size: frame.size)).storage, transform: t)
        }
        for child in node.children { collectShapes(of: child, transform: t, into: &path) }
    }
}

/// A node content that has an outline (for masks).
protocol ShapeOutlining {
    func outline(in rect: CGRect) -> Path
}

extension ShapeContent: ShapeOutlining {
    func outline(in rect: CGRect) -> Path { shape.path(in: rect) }
}

extension ViewNode {
    /// The node's `zIndex` (0 unless set on it or on the single-child nodes below it: a
    /// `zIndex` under a frame or padding still orders the view among its siblings, as SwiftUI's
    /// does).
    var computedZIndex: Double {
        var node: ViewNode? = self
        while let n = node {
            if let z = n.content as? ZIndexContent { return z.value }
            guard n.children.count == 1, !(n.content is any LayoutContentMarker) else { return 0 }
            node = n.children[0]
        }
        return 0
    }
}

/// A node that lays out its children as a container (a `zIndex` below it orders those
/// children, not the container).
protocol LayoutContentMarker {}
extension LayoutContent: LayoutContentMarker {}
