import Foundation
import Geometry

/// What a tap on a view runs.
struct TapHandler {
    /// The key of the node with the handler.
    let key: String
    /// How many taps in a row run it.
    let count: Int
    let action: () -> Void
}

extension View {
    /// Runs `action` when this view is tapped `count` times in a row (SwiftUI's
    /// `onTapGesture(count:perform:)`): each tap a press released within 10 points of where it
    /// went down, each further one within 0.3 s and 10 points of the one before (Stage's
    /// `TapGesture` rules).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        node(TapContent(count: Swift.max(count, 1), action: action))
    }

    /// Whether this view and its descendants take taps (SwiftUI's `allowsHitTesting(_:)`).
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        transformEnvironment(\.isHitTestingEnabled) { $0 = $0 && enabled }
    }

    /// Makes `shape` (in this view's frame) the area that takes taps (SwiftUI's
    /// `contentShape(_:eoFill:)`).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        node(ContentShapeContent(contains: { point, size in shape.path(in: CGRect(origin: .zero, size: size)).contains(point, eoFill: eoFill) }))
    }
}

/// A node whose subtree runs `action` when tapped.
struct TapContent: RenderEffect {
    let count: Int
    let action: () -> Void
}

/// A node whose taps are decided by a shape.
struct ContentShapeContent: RenderEffect {
    let contains: (CGPoint, CGSize) -> Bool
    func hitTest(_ point: CGPoint, node: ViewNode, size: CGSize) -> Bool { contains(point, size) }
}

/// Finds what a point touches: the laid-out tree walked front to back, each node's content
/// tested in its own space.
enum HitTest {
    /// The action of the front-most tap handler whose subtree contains `point` (in the viewport,
    /// points).
    static func tapHandler(at point: CGPoint, in root: ViewNode, handlers: [String: TapHandler]) -> TapHandler? {
        var found: TapHandler?
        _ = visit(root, point: point, handler: nil, found: &found)
        return found
    }

    /// Whether `node`'s subtree is hit at `point` (in `node`'s parent space); sets `found` to the
    /// innermost handler of the front-most hit.
    private static func visit(_ node: ViewNode, point: CGPoint, handler: TapHandler?, found: inout TapHandler?) -> Bool {
        guard node.environment.isHitTestingEnabled else { return false }
        var local = CGPoint(x: point.x - node.frame.minX, y: point.y - node.frame.minY)
        // An offset moves where the view takes touches with where it is drawn (its model value).
        if let offset = node.content as? OffsetContent {
            local.x -= offset.offset.width
            local.y -= offset.offset.height
        }
        var handler = handler
        if let tap = node.content as? TapContent { handler = TapHandler(key: node.key, count: tap.count, action: tap.action) }
        if let shape = node.content as? ContentShapeContent {
            guard shape.contains(local, node.frame.size) else { return false }
            found = handler
            return handler != nil
        }
        for child in node.children.reversed() where visit(child, point: local, handler: handler, found: &found) {
            return true
        }
        if node.content.hitTest(local, node: node, size: node.frame.size), let handler {
            found = handler
            return true
        }
        return false
    }
}
