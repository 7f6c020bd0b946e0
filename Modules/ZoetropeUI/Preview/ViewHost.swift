import Drawing
import Foundation
import Geometry

/// Runs a view outside a preview session, for tests and tools: lay it out, read the frame of
/// every view by path, tap it, and render it at any scene time.
///
///     var host = ViewHost(Ball(), viewport: CGSize(width: 390, height: 844))
///     host.tap(at: CGPoint(x: 195, y: 422), time: 0.5)
///     #expect(host.presentedFrame(of: "Ball/Circle", at: 0.75)?.minY == …)
///
/// Paths name views as frames do (`ContentView/VStack/1/Circle`); a modifier's node adds
/// `#depth` to the path of the view it wraps (`ContentView/VStack/1/Circle#1` is the second
/// modifier node outside the circle, counting from the outermost, 0, which has no suffix).
/// Times are seconds of scene time; nothing reads a clock.
public struct ViewHost<Root: View> {
    /// The view.
    public let root: Root
    var graph: ViewGraph

    /// Hosts `root` in a viewport of `viewport` points and runs its first update at `time`.
    public init(_ root: Root, viewport: CGSize = CGSize(width: 390, height: 844), time: Double = 0) {
        self.root = root
        graph = ViewGraph(viewport: viewport)
        graph.start(root, at: time)
    }

    /// The viewport in points.
    public var viewport: CGSize { graph.viewport }

    /// Every view's frame in the viewport (model values: where layout put it), by path.
    public var frames: [String: CGRect] {
        var out: [String: CGRect] = [:]
        graph.tree(root).forEach { if !$0.key.isEmpty { out[$0.key] = $0.globalFrame } }
        return out
    }

    /// The frame of the view at `path` in the viewport (where layout put it), if there is one.
    public func frame(of path: String) -> CGRect? { frames[path] }

    /// The frame of the view at `path` as drawn at `time` (animated frames interpolated;
    /// render-time effects such as offsets not applied).
    public func presentedFrame(of path: String, at time: Double) -> CGRect? {
        let renderer = Renderer(context: GraphicsContext(size: Size(graph.viewport)), storage: graph.storage, time: time)
        var found: CGRect?
        func visit(_ node: ViewNode, origin: CGPoint) {
            let f = renderer.presentedFrame(of: node)
            let g = f.offsetBy(dx: origin.x, dy: origin.y)
            if node.key == path { found = g }
            for child in node.children { visit(child, origin: g.origin) }
        }
        visit(graph.tree(root), origin: .zero)
        return found
    }

    /// Taps at `location` (viewport points) at `time`: a press and a release there.
    public mutating func tap(at location: CGPoint, time: Double) {
        graph.receive(pointer: .down, id: 1, location: location, root: root, at: time)
        graph.receive(pointer: .up, id: 1, location: location, root: root, at: time)
    }

    /// Runs the `withAnimation` completions due by `time`.
    public mutating func advance(to time: Double) { graph.runDueCompletions(root, at: time) }

    /// Changes the viewport at `time` (no animation: running animations continue).
    public mutating func setViewport(_ size: CGSize, time: Double) { graph.setViewport(size, root: root, at: time) }

    /// The frame drawn at `time`.
    public func render(at time: Double) -> Frame {
        var context = GraphicsContext(size: Size(graph.viewport))
        graph.draw(root, at: time, in: &context)
        return context.frame
    }

    /// The view's state at `time`, as `preview state` prints it.
    public func state(at time: Double) -> JSONValue { ViewStateDescription.json(of: graph.storage, at: time) }

    /// The diagnostics found so far.
    public var diagnostics: [ViewDiagnostic] { graph.storage.diagnostics }
}
