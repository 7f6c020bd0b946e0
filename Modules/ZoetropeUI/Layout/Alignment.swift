import Foundation
import Geometry

/// A type that gives an alignment guide its default value (SwiftUI's `AlignmentID`).
public protocol AlignmentID {
    /// The guide's value in a view of dimensions `context` that sets no explicit value, in
    /// points from the view's leading (or top) edge.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A horizontal alignment guide: a position along x that views line up by (SwiftUI's
/// `HorizontalAlignment`).
public struct HorizontalAlignment: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let name: String

    /// A guide whose default value `id` gives.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
        self.name = String(describing: id)
    }

    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }

    enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    /// The leading edge (left, in left-to-right text).
    public static let leading = HorizontalAlignment(Leading.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(Center.self)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(Trailing.self)
}

/// A vertical alignment guide: a position along y (down) that views line up by (SwiftUI's
/// `VerticalAlignment`).
public struct VerticalAlignment: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let name: String

    /// A guide whose default value `id` gives.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
        self.name = String(describing: id)
    }

    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }

    enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    /// The top edge.
    public static let top = VerticalAlignment(Top.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(Center.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the first line of text (the bottom edge of views without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of the last line of text (the bottom edge of views without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// A pair of guides, one per axis (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
    /// The horizontal guide.
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    public var vertical: VerticalAlignment

    /// An alignment of the two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A view's size and alignment guides, as a layout sees it (SwiftUI's `ViewDimensions`).
public struct ViewDimensions {
    /// The width in points.
    public let width: CGFloat
    /// The height in points.
    public let height: CGFloat
    let horizontalGuide: (HorizontalAlignment) -> CGFloat?
    let verticalGuide: (VerticalAlignment) -> CGFloat?

    init(width: CGFloat, height: CGFloat,
         horizontal: @escaping (HorizontalAlignment) -> CGFloat? = { _ in nil },
         vertical: @escaping (VerticalAlignment) -> CGFloat? = { _ in nil }) {
        self.width = width
        self.height = height
        self.horizontalGuide = horizontal
        self.verticalGuide = vertical
    }

    /// The value of `guide`: an explicit one the view sets (`.alignmentGuide`, text baselines)
    /// or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        horizontalGuide(guide) ?? guide.id.defaultValue(in: self)
    }

    /// The value of `guide`.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        verticalGuide(guide) ?? guide.id.defaultValue(in: self)
    }

    /// The explicit value of `guide`, or nil when the view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { horizontalGuide(guide) }

    /// The explicit value of `guide`, or nil when the view sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { verticalGuide(guide) }
}

extension HorizontalAlignment {
    /// Merges the explicit values of this guide that several subviews set (SwiftUI's
    /// `combineExplicit(_:)`): their mean, or nil when none sets one. Containers report this as
    /// their own explicit value, so a guide set deep inside nested stacks reaches the stack that
    /// aligns by it.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        let v = values.compactMap { $0 }
        return v.isEmpty ? nil : v.reduce(0, +) / CGFloat(v.count)
    }
}

extension VerticalAlignment {
    /// Merges the explicit values of this guide that several subviews set (SwiftUI's
    /// `combineExplicit(_:)`): their mean — the least for `.firstTextBaseline`, the greatest for
    /// `.lastTextBaseline` — or nil when none sets one.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        let v = values.compactMap { $0 }
        guard !v.isEmpty else { return nil }
        if self == .firstTextBaseline { return v.min() }
        if self == .lastTextBaseline { return v.max() }
        return v.reduce(0, +) / CGFloat(v.count)
    }
}
