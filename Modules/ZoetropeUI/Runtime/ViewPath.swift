/// A view's identity and name: its structural place in the tree (SwiftUI's identity), written
/// as the path the frames, `preview state` and the inspector name it by,
/// `ContentView/VStack/1/Circle`.
///
/// Components are view type names (composite views, containers, shapes, text), child indices
/// in a builder block, branches (`if`, `else`), `ForEach[id]` and `id[value]`. Modifiers add no
/// component: the nodes a chain of modifiers makes at one place are told apart by `depth`
/// (0 for the outermost).
struct ViewPath: Hashable, CustomStringConvertible {
    /// The components joined by `/`.
    private(set) var string: String
    /// The position in a chain of modifier nodes at this path.
    private(set) var depth: Int = 0
    /// The key of a modifier node that wraps one of several nodes its content made (a modifier
    /// on a `ForEach` or `Group` applies to each element, and each wrapper is told apart by the
    /// element it wraps).
    private var wrapperKey: String?

    /// The root path, for the root view's type.
    init(root: String) { self.string = root }

    /// A child path.
    func appending(_ component: String) -> ViewPath {
        var p = self
        p.string = string.isEmpty ? component : string + "/" + component
        p.depth = 0
        return p
    }

    /// The child path of the `index`th child of a builder block.
    func appending(index: Int) -> ViewPath { appending(String(index)) }

    /// The path of the node a modifier wraps (one level deeper in the chain).
    var deeper: ViewPath {
        var p = self
        p.depth += 1
        return p
    }

    /// The key of the node at this path and depth (state and animated attributes are stored by
    /// it).
    var key: String { wrapperKey ?? (depth == 0 ? string : string + "#" + String(depth)) }

    /// The path of this modifier's node around `child`, one of `count` nodes its content made:
    /// this path itself for one, else one named like the child and keyed by it.
    func wrapping(_ child: ViewPath, count: Int) -> ViewPath {
        guard count > 1 else { return self }
        var p = child
        p.wrapperKey = child.key + "~" + String(depth)
        return p
    }

    var description: String { key }

    /// The name a type shows in paths: its name without module or generic arguments.
    static func typeName(of type: Any.Type) -> String {
        let full = String(describing: type)
        let base = full.split(separator: "<", maxSplits: 1).first.map(String.init) ?? full
        return base.split(separator: ".").last.map(String.init) ?? base
    }

    /// The text of an id in a path.
    static func idText<ID: Hashable>(_ id: ID) -> String {
        if let s = id as? String { return s }
        return String(describing: id)
    }
}
