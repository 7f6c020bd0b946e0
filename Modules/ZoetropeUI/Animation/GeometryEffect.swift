import Foundation
import Geometry

/// A 3 × 3 projective transform (SwiftUI's `ProjectionTransform`). ZoetropeUI draws its affine
/// part; the perspective row (`m13`, `m23`, `m33`) is kept but not drawn.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The projective form of an affine transform.
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the perspective row is the identity's (the transform is affine).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(affine.concatenating(rhs.affine))
    }

    /// The affine part.
    var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }
}

/// A modifier that transforms how its view is drawn from its size, without changing layout
/// (SwiftUI's `GeometryEffect`); its `animatableData` animates, and `effectValue(size:)` is
/// asked for the presented data at every frame.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform for a view of `size` (points; origin the view's top-left).
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// A geometry effect has no body.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a geometry effect") }
}

/// A modifier whose `animatableData` animates: its body is evaluated for every frame with the
/// data interpolated (SwiftUI's `AnimatableModifier`).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// A node drawing its child through a geometry effect.
struct GeometryEffectContent<E: GeometryEffect>: RenderEffect {
    let effect: E

    func updateAnimations(node: ViewNode, previous: ViewNode?, in commit: inout CommitContext) {
        guard let old = previous?.content as? GeometryEffectContent<E> else { return }
        commit.animate(node, "effect", from: old.effect.animatableData, to: effect.animatableData)
    }

    func draw(node: ViewNode, size: CGSize, in renderer: inout Renderer) {
        var e = effect
        e.animatableData = renderer.presented(node, "effect", effect.animatableData)
        let t = e.effectValue(size: size).affine
        renderer.context.concatenate(t.geometry)
        renderer.drawChildren(of: node)
    }
}

/// Resolves a geometry effect modifier (called by `ModifiedContent` for any `GeometryEffect`).
func resolveGeometryEffect<E: GeometryEffect>(
    _ effect: E, in context: ResolveContext, path: ViewPath, environment: EnvironmentValues,
    content: (ViewPath, EnvironmentValues, inout [ViewNode]) -> Void, output: inout [ViewNode]
) {
    NodeModifier(content: GeometryEffectContent(effect: effect)).resolve(in: context, path: path, environment: environment, content: content, output: &output)
}
