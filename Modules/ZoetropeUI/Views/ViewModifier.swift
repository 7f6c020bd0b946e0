/// A reusable change to a view (SwiftUI's `ViewModifier`): `body(content:)` returns the view
/// that replaces `content`. Apply one with `.modifier(_:)`. A modifier may declare `@State`; it
/// lives by the modified view's identity.
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The placeholder for the view being modified.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers have no body.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The view a modifier's `body(content:)` receives: stands for the view being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let resolveContent: (ResolveContext, ViewPath, EnvironmentValues, inout [ViewNode]) -> Void

    /// The placeholder has no body.
    public var body: Never { fatalError("_ViewModifier_Content has no body") }
}

extension _ViewModifier_Content: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        resolveContent(context, path, environment, &output)
    }
}

/// A modifier ZoetropeUI implements itself: it makes nodes around its content's.
protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// Adds the modified view's nodes to `output`; `content` adds the content's nodes for a path
    /// and environment.
    func resolve(
        in context: ResolveContext, path: ViewPath, environment: EnvironmentValues,
        content: (ViewPath, EnvironmentValues, inout [ViewNode]) -> Void, output: inout [ViewNode])
}

/// A view with a modifier applied (SwiftUI's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    /// The view modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// A modified view has no body: it is resolved by its modifier.
    public var body: Never { fatalError("ModifiedContent has no body") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        let content = self.content
        if let effect = modifier as? any GeometryEffect {
            resolveGeometryEffect(effect, in: context, path: path, environment: environment, content: { p, e, o in
                context.resolve(content, path: p, environment: e, output: &o)
            }, output: &output)
        } else if let primitive = modifier as? any PrimitiveModifier {
            primitive.resolve(in: context, path: path, environment: environment, content: { p, e, o in
                context.resolve(content, path: p, environment: e, output: &o)
            }, output: &output)
        } else {
            context.resolveModifier(modifier, content: content, path: path, environment: environment, output: &output)
        }
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Two modifiers, `content` first.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}

extension View {
    /// This view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
