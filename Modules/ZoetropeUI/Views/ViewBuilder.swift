/// Builds views from the statements of a closure (SwiftUI's `ViewBuilder`): any number of
/// children (a parameter pack, no ten-view limit), `if`, `if`/`else`, `switch`, `if let` and
/// availability checks.
@resultBuilder
public enum ViewBuilder {
    /// An empty block: `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One statement: the view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several statements: a `TupleView` of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// An expression statement.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
