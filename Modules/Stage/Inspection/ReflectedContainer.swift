/// A standard container seen by its element type, for ``ReflectedShape``: the container's own
/// stored properties (a buffer class) do not tell what it holds, its generic arguments do.
protocol ReflectedContainer {
    /// The types of the values the animation inspector's walk enters: the elements (a
    /// dictionary's values; its keys are only described, never entered).
    static var reflectedElementTypes: [Any.Type] { get }
}

extension Array: ReflectedContainer {
    static var reflectedElementTypes: [Any.Type] { [Element.self] }
}

extension ContiguousArray: ReflectedContainer {
    static var reflectedElementTypes: [Any.Type] { [Element.self] }
}

extension ArraySlice: ReflectedContainer {
    static var reflectedElementTypes: [Any.Type] { [Element.self] }
}

extension Set: ReflectedContainer {
    static var reflectedElementTypes: [Any.Type] { [Element.self] }
}

extension Dictionary: ReflectedContainer {
    static var reflectedElementTypes: [Any.Type] { [Value.self] }
}

extension Optional: ReflectedContainer {
    static var reflectedElementTypes: [Any.Type] { [Wrapped.self] }
}
