/// A piece of user interface (SwiftUI's `View`): a value that describes what to show as the
/// `body` it returns, built from other views.
///
///     struct Ball: View {
///         @State private var up = false
///         var body: some View {
///             Circle()
///                 .fill(.orange)
///                 .frame(width: 60, height: 60)
///                 .offset(y: up ? -80 : 0)
///                 .animation(.easeInOut.repeatForever(), value: up)
///                 .onAppear { up = true }
///         }
///     }
///
/// A view is re-created whenever ZoetropeUI needs its description (to draw a frame, to answer
/// an event), so keep it cheap and free of side effects: its lasting state lives in `@State`,
/// which ZoetropeUI stores by the view's identity (its place in the tree). ZoetropeUI's own
/// primitive views (shapes, `Text`, stacks, …) have `Never` as their body.
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View

    /// The content of this view. Evaluated on the scene's virtual clock; never write state here.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` has no body: it is the body type of primitive views.
    public var body: Never { fatalError("Never has no body") }
}

/// A view whose body ZoetropeUI never asks for: it resolves itself into nodes.
protocol PrimitiveView: View where Body == Never {
    /// Adds this view's nodes to `output`, at `path`.
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode])
}

extension PrimitiveView {
    /// Primitive views have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
