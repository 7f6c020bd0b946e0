extension View {
    /// Animates the changes below this view with `animation` in every update in which `value`
    /// changed (SwiftUI's `animation(_:value:)`); nil makes those changes jump. A transaction
    /// that `disablesAnimations` keeps its own animation.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ValueAnimationModifier(animation: animation, value: value))
    }

    /// Animates every change below this view with `animation`, whatever caused it (SwiftUI's
    /// deprecated `animation(_:)`); `.animation(nil)` makes every change below jump.
    public func animation(_ animation: Animation?) -> some View {
        transaction { if !$0.disablesAnimations { $0.animation = animation } }
    }

    /// Changes the transaction of the changes below this view (SwiftUI's `transaction(_:)`).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(EnvironmentModifier { transform(&$0.transaction) })
    }
}

struct ValueAnimationModifier<V: Equatable>: PrimitiveModifier {
    let animation: Animation?
    let value: V

    func resolve(
        in context: ResolveContext, path: ViewPath, environment: EnvironmentValues,
        content: (ViewPath, EnvironmentValues, inout [ViewNode]) -> Void, output: inout [ViewNode]
    ) {
        let key = path.key + ".animation"
        context.liveWatchers.insert(key)
        var e = environment
        if context.purpose == .commit {
            let stored = context.graph.storage.watched[key]
            if watchedValueChanged(value, stored: stored), !e.transaction.disablesAnimations {
                e.transaction.animation = animation
            }
            context.graph.storage.watched[key] = value
        }
        content(path.deeper, e, &output)
    }
}
