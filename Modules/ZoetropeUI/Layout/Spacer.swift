import Foundation
import Geometry

/// Flexible empty space (SwiftUI's `Spacer`): in a stack it grows along the stack's axis as far
/// as it is offered, never below `minLength`; across the axis it takes no space. Outside a stack
/// it grows in both directions.
public struct Spacer: View {
    /// The least length along the stack's axis, in points (nil: 8).
    public var minLength: CGFloat?

    /// A spacer at least `minLength` points long (nil: 8).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    /// A spacer has no body.
    public var body: Never { fatalError("Spacer has no body") }
}

extension Spacer: PrimitiveView {
    func resolve(in context: ResolveContext, path: ViewPath, environment: EnvironmentValues, output: inout [ViewNode]) {
        let m = Swift.max(minLength ?? ViewSpacing.defaultDistance, 0)
        output.append(ViewNode(path: path.appending("Spacer"), content: SpacerContent(minLength: m.isFinite ? m : 0, axis: environment.stackAxis), environment: environment))
    }
}

struct SpacerContent: NodeContent {
    let minLength: CGFloat
    let axis: Axis?

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, pass: LayoutPass) -> CGSize {
        func along(_ p: CGFloat?) -> CGFloat { Swift.max(p ?? minLength, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: along(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }
}
