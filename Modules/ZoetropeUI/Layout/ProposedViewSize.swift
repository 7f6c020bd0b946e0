import Foundation
import Geometry

/// The size a parent proposes to a child (SwiftUI's `ProposedViewSize`), per dimension: a
/// number of points, `nil` for the child's ideal size, `0` for its minimum, `.infinity` for its
/// maximum.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width in points, or nil for the ideal width.
    public var width: CGFloat?
    /// The proposed height in points, or nil for the ideal height.
    public var height: CGFloat?

    /// A proposal of `width` × `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Both dimensions zero: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions nil: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions infinite: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced by `size`'s (default 10 × 10, SwiftUI's value
    /// for views without an ideal size, such as shapes).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal with `value` along `axis` and `cross` across it.
    static func along(_ axis: Axis, _ value: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: value, height: cross) : ProposedViewSize(width: cross, height: value)
    }
}

extension CGSize {
    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size with `value` along `axis` and `cross` across it.
    static func along(_ axis: Axis, _ value: CGFloat, cross: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: value, height: cross) : CGSize(width: cross, height: value)
    }
}
