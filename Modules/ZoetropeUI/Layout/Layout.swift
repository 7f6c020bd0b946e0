import Foundation
import Geometry

/// A layout container of your own (SwiftUI's `Layout`): it sizes itself from its subviews'
/// sizes for a proposal, then places them. Use it like a stack: `MyLayout { A(); B() }`.
///
/// Layout follows SwiftUI: a parent proposes a size (`ProposedViewSize`), each child chooses
/// its own, the parent places it. Coordinates are points, origin top-leading, y down; `bounds`
/// in `placeSubviews` is the container's own rectangle.
public protocol Layout: Animatable {
    /// Data computed once per layout pass and shared by both requirements (default `Void`).
    associatedtype Cache = Void
    /// The subviews' proxies.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout (its stack orientation, for `Spacer`).
    static var layoutProperties: LayoutProperties { get }

    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview (`subviews[i].place(at:anchor:proposal:)`) within `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Makes the cache for a pass.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the subviews change (default: makes it again).
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the container prefers around itself (default: the union of its subviews').
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The container's explicit value for a horizontal guide, or nil for the default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The container's explicit value for a vertical guide, or nil for the default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The layout applied to the views `content` builds.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void { () }
}

extension Layout where AnimatableData == EmptyAnimatableData {
    /// A layout without animatable data.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Properties of a layout (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks its subviews along, if any (`Spacer` expands along it).
    public var stackOrientation: Axis?
    /// Properties of a layout that is not a stack.
    public init() {}
}

/// The spacing a view prefers next to others (SwiftUI's `ViewSpacing`). ZoetropeUI uses one
/// default of 8 points between any two views (SwiftUI varies it a little by content).
public struct ViewSpacing: Sendable {
    /// The default distance between views, in points.
    public static let defaultDistance: CGFloat = 8
    var isZero = false

    /// The default spacing.
    public init() {}

    /// No spacing at all.
    public static let zero: ViewSpacing = {
        var s = ViewSpacing()
        s.isZero = true
        return s
    }()

    /// The distance to `next` along `axis`, in points.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        isZero || next.isZero ? 0 : Self.defaultDistance
    }

    /// Merges `other`'s preferences into this one.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        isZero = isZero && other.isZero
    }

    /// This spacing merged with `other`'s.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }
}

/// An edge of a rectangle (SwiftUI's `Edge`).
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges (SwiftUI's `Edge.Set`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
