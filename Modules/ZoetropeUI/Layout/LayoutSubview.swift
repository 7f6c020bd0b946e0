import Foundation
import Geometry

/// A proxy for one subview of a `Layout` (SwiftUI's `LayoutSubview`): ask its size for a
/// proposal, read its dimensions and priority, and place it.
public struct LayoutSubview: Equatable {
    let node: ViewNode
    let pass: LayoutPass

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal, in: pass) }

    /// The subview's dimensions (size and alignment guides) for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        pass.dimensions(of: node, proposal: proposal)
    }

    /// The subview's layout priority (`.layoutPriority(_:)`).
    public var priority: Double { node.layoutPriority }

    /// The spacing the subview prefers.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value of a layout value key the subview sets with `.layoutValue(key:value:)`.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValue(key) ?? K.defaultValue
    }

    /// Places the subview: its `anchor` point at `position` (in the container's space), sized for
    /// `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        pass.place(node, at: position, anchor: anchor, proposal: proposal)
    }
}

/// The subviews of a `Layout` (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let subviews: [LayoutSubview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
}

/// A key for a value a subview gives its layout (SwiftUI's `LayoutValueKey`).
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of subviews that set none.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives this view's `Layout` container a value for `key`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}

struct LayoutValueModifier: PrimitiveModifier {
    let key: ObjectIdentifier
    let value: Any

    func resolve(
        in context: ResolveContext, path: ViewPath, environment: EnvironmentValues,
        content: (ViewPath, EnvironmentValues, inout [ViewNode]) -> Void, output: inout [ViewNode]
    ) {
        var children: [ViewNode] = []
        content(path.deeper, environment, &children)
        for child in children {
            output.append(ViewNode(path: path.wrapping(child.path, count: children.count), content: LayoutValueContent(key: key, value: value), children: [child], environment: environment))
        }
    }
}

/// A node that passes its child through and carries a layout value.
struct LayoutValueContent: NodeContent {
    let key: ObjectIdentifier
    let value: Any
}

extension ViewNode {
    /// The value for `key` set on this node or a pass-through node below it.
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        var node: ViewNode? = self
        while let n = node {
            if let c = n.content as? LayoutValueContent, c.key == ObjectIdentifier(key) { return c.value as? K.Value }
            node = n.children.count == 1 ? n.children[0] : nil
        }
        return nil
    }
}
