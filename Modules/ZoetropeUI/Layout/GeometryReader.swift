import Foundation
import Geometry

/// A container that gives its content its own size and position (SwiftUI's `GeometryReader`):
/// it takes the whole proposal (10 × 10 points where a dimension is unspecified) and places its
/// content at its top-leading corner, proposing it the reader's size.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// A reader whose content is built from the proxy.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    /// A reader has no body.
    public var body: Never { fatalError("GeometryReader has no body") }
}

extension GeometryReader: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        let content = self.content
        let nodePath = path.appending("GeometryReader")
        output.append(ViewNode(path: nodePath, content: GeometryReaderContent(makeContent: { proxy, context, environment in
            var nodes: [ViewNode] = []
            // One level deeper, as a modifier's content: a modifier on the content would else
            // share the reader's key (and its stored animated frame).
            context.resolve(content(proxy), path: nodePath.deeper, environment: environment, output: &nodes)
            return nodes
        }), environment: environment))
    }
}

/// The size and position of a `GeometryReader` (SwiftUI's `GeometryProxy`).
public struct GeometryProxy {
    /// The reader's size in points.
    public let size: CGSize
    /// The safe-area insets (always zero: ZoetropeUI's viewport has none).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    let globalFrame: CGRect
    let namedFrames: [AnyHashable: CGRect]

    /// The reader's frame in `coordinateSpace`: `.local` (origin zero), `.global` (the
    /// viewport's), or `.named(_)` (an ancestor's `.coordinateSpace(name:)`; the global frame
    /// when no ancestor has that name). Render-time effects (offsets, rotations) do not move it.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let space = namedFrames[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }
}

/// A coordinate space frames are measured in (SwiftUI's `CoordinateSpace`).
public enum CoordinateSpace: Hashable {
    /// The viewport's space (origin top-left, y down).
    case global
    /// The view's own space.
    case local
    /// An ancestor's space named with `.coordinateSpace(name:)`.
    case named(AnyHashable)
}

extension View {
    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<N: Hashable>(name: N) -> some View {
        node(CoordinateSpaceContent(name: AnyHashable(name)))
    }
}

struct CoordinateSpaceContent: NodeContent {
    let name: AnyHashable

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        pass.namedSpaces[name] = node.globalFrame
        for child in node.children { pass.place(child, in: bounds, alignment: .center, proposal: proposal) }
    }
}

struct GeometryReaderContent: NodeContent {
    let makeContent: (GeometryProxy, ResolveContext, EnvironmentValues) -> [ViewNode]

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize, pass: LayoutPass) {
        let proxy = GeometryProxy(size: bounds.size, globalFrame: node.globalFrame, namedFrames: pass.namedSpaces)
        node.children = makeContent(proxy, pass.context, node.environment)
        for child in node.children {
            pass.place(child, at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }

    func explicitAlignment(_ guide: HorizontalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? { nil }
    func explicitAlignment(_ guide: VerticalAlignment, node: ViewNode, size: CGSize, pass: LayoutPass) -> CGFloat? { nil }
}
