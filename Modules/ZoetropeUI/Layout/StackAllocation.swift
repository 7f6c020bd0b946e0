import Foundation
import Geometry

/// How a stack divides its length among its subviews (SwiftUI's stack algorithm, as Apple's
/// `HStack` documentation describes it and as measured on iOS: "Thinking in SwiftUI", objc.io,
/// ch. 4):
///
/// 1. The spacing between adjacent subviews is taken off the proposed length.
/// 2. Subviews are grouped by layout priority, highest first; each group gets what is left after
///    the minimum lengths of every lower-priority subview are set aside.
/// 3. Within a group, the least flexible subview (smallest difference between its length for a
///    proposal of ∞ and of 0) is offered its share first — the remaining length divided by the
///    number of subviews still waiting — and what it takes is subtracted.
///
/// With an unspecified length (nil) every subview is proposed nil along the axis and the stack
/// is the sum of their ideal lengths and the spacing.
struct StackAllocation {
    /// The proposal each subview gets, in subview order.
    var proposals: [ProposedViewSize]
    /// The size each subview chose for it.
    var sizes: [CGSize]
    /// The spacing before each subview (0 for the first).
    var spacingBefore: [CGFloat]

    init(axis: Axis, spacing: CGFloat?, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let n = subviews.count
        let cross = proposal[axis == .horizontal ? .vertical : .horizontal]
        spacingBefore = (0..<n).map { i in i == 0 ? 0 : (spacing ?? ViewSpacing.defaultDistance) }
        let totalSpacing = spacingBefore.reduce(0, +)
        guard let length = proposal[axis] else {
            proposals = Array(repeating: .along(axis, nil, cross: cross), count: n)
            sizes = zip(subviews, proposals).map { $0.sizeThatFits($1) }
            return
        }
        proposals = Array(repeating: .along(axis, 0, cross: cross), count: n)
        sizes = Array(repeating: .zero, count: n)
        let minimum = subviews.map { $0.sizeThatFits(.along(axis, 0, cross: cross))[axis] }
        let maximum = subviews.map { $0.sizeThatFits(.along(axis, .infinity, cross: cross))[axis] }
        var remaining = Swift.max(length - totalSpacing, 0)
        let priorities = Set(subviews.map(\.priority)).sorted(by: >)
        for priority in priorities {
            let group = (0..<n).filter { subviews[$0].priority == priority }
            let reservedForLower = (0..<n).filter { subviews[$0].priority < priority }.reduce(0) { $0 + minimum[$1] }
            var available = Swift.max(remaining - reservedForLower, 0)
            let order = group.sorted { (maximum[$0] - minimum[$0], $0) < (maximum[$1] - minimum[$1], $1) }
            var waiting = CGFloat(order.count)
            var used: CGFloat = 0
            for i in order {
                let share = Swift.max(available / waiting, 0)
                let p = ProposedViewSize.along(axis, share, cross: cross)
                let size = subviews[i].sizeThatFits(p)
                proposals[i] = p
                sizes[i] = size
                available -= size[axis]
                used += size[axis]
                waiting -= 1
            }
            remaining = Swift.max(remaining - used, 0)
        }
    }

    /// The stack's size along and across the axis.
    func size(axis: Axis) -> CGSize {
        let along = sizes.reduce(0) { $0 + $1[axis] } + spacingBefore.reduce(0, +)
        let cross = sizes.map { $0[axis == .horizontal ? .vertical : .horizontal] }.max() ?? 0
        return .along(axis, along, cross: cross)
    }
}
