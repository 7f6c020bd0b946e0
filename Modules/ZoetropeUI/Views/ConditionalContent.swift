/// One of two views, chosen by an `if`/`else` or a `switch` in a builder (SwiftUI's
/// `_ConditionalContent`). The branch is part of identity: switching branches removes one view
/// and inserts the other, ending the state and animations of the one removed.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// A conditional view has no body.
    public var body: Never { fatalError("_ConditionalContent has no body") }
}

extension _ConditionalContent: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        switch storage {
        case .trueContent(let view): context.resolve(view, path: path.appending("if"), environment: environment, output: &output)
        case .falseContent(let view): context.resolve(view, path: path.appending("else"), environment: environment, output: &output)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// An optional view has no body.
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        if let view = self {
            context.resolve(view, path: path.appending("if"), environment: environment, output: &output)
        }
    }
}
