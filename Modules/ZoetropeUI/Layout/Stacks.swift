import Foundation
import Geometry

/// Views side by side, left to right (SwiftUI's `HStack`): the stack offers its width to its
/// least flexible children first (see `HStackLayout`).
public struct HStack<Content: View>: View {
    let layout: HStackLayout
    let content: Content

    /// A horizontal stack of the views `content` builds, aligned by `alignment`, `spacing`
    /// points apart (nil: 8).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A stack has no body: it is a layout node.
    public var body: Never { fatalError("HStack has no body") }
}

extension HStack: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        LayoutView(layout: layout, content: content, name: "HStack").resolve(in: context, path: path, environment: environment, output: &output)
    }
}

/// Views one above the other, top to bottom (SwiftUI's `VStack`).
public struct VStack<Content: View>: View {
    let layout: VStackLayout
    let content: Content

    /// A vertical stack of the views `content` builds, aligned by `alignment`, `spacing` points
    /// apart (nil: 8).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// A stack has no body: it is a layout node.
    public var body: Never { fatalError("VStack has no body") }
}

extension VStack: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        LayoutView(layout: layout, content: content, name: "VStack").resolve(in: context, path: path, environment: environment, output: &output)
    }
}

/// Views overlaid, back to front (SwiftUI's `ZStack`): as large as the union of its children.
public struct ZStack<Content: View>: View {
    let layout: ZStackLayout
    let content: Content

    /// An overlay of the views `content` builds, aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// A stack has no body: it is a layout node.
    public var body: Never { fatalError("ZStack has no body") }
}

extension ZStack: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        LayoutView(layout: layout, content: content, name: "ZStack").resolve(in: context, path: path, environment: environment, output: &output)
    }
}
