extension View {
    /// Runs `action` when this view appears: at the first update that has it (the scene's start
    /// for views there from the beginning), on the scene clock (SwiftUI's `onAppear(perform:)`).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(appear: action, disappear: nil))
    }

    /// Runs `action` when this view disappears: at the first update that no longer has it.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(appear: nil, disappear: action))
    }

    /// Runs `action` with the old and new value when `value` changes in an update (SwiftUI's
    /// `onChange(of:initial:_:)`; with `initial`, also when the view appears).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes in an update.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Runs `action` with the new value when `value` changes (the iOS 14–16 form).
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with an action that takes the old and new value, or none.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
}

struct LifecycleModifier: PrimitiveModifier {
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    func resolve(
        in context: ResolveContext, path: ViewPath, environment: EnvironmentValues,
        content: (ViewPath, EnvironmentValues, inout [ViewNode]) -> Void, output: inout [ViewNode]
    ) {
        // One entry per node the content makes (a modifier on a ForEach applies to each element).
        let index = context.lifecycle.count
        var nodes: [ViewNode] = []
        content(path.deeper, environment, &nodes)
        let keys = nodes.count > 1 ? nodes.map { $0.key + "~appear" } : [path.key]
        context.lifecycle.insert(contentsOf: keys.map { ($0, appear, disappear) }, at: index)
        output += nodes
    }
}

struct ChangeModifier<V: Equatable>: PrimitiveModifier {
    let value: V
    let initial: Bool
    let action: (V, V) -> Void

    func resolve(
        in context: ResolveContext, path: ViewPath, environment: EnvironmentValues,
        content: (ViewPath, EnvironmentValues, inout [ViewNode]) -> Void, output: inout [ViewNode]
    ) {
        let key = path.key + ".onChange"
        context.liveWatchers.insert(key)
        if context.purpose == .commit {
            let stored = context.graph.storage.watched[key]
            if stored == nil {
                if initial { let v = value; context.changeActions.append { action(v, v) } }
            } else if watchedValueChanged(value, stored: stored), let old = stored as? V {
                let new = value
                context.changeActions.append { action(old, new) }
            }
            context.graph.storage.watched[key] = value
        }
        content(path.deeper, environment, &output)
    }
}
