import Foundation
import Geometry

/// How a stack divides its length among its subviews (SwiftUI's stack algorithm, as Apple's
/// `HStack` documentation describes it and as measured on iOS: objc.io, "How an HStack Lays Out
/// Its Children", 2020; "Thinking in SwiftUI", ch. 4):
///
/// 1. The spacing between adjacent subviews is taken off the proposed length.
/// 2. Subviews are grouped by layout priority, highest first; each group gets what is left after
///    the minimum lengths of every lower-priority subview are set aside.
/// 3. Within a group, the least flexible subview (smallest difference between its length for a
///    proposal of ∞ and of 0; ties in subview order) is offered its share first — the remaining
///    length divided by the number of subviews still waiting — and what it takes is subtracted.
///
/// With an unspecified length (nil) every subview is proposed nil along the axis and the stack
/// is the sum of their ideal lengths and the spacing. Across the axis every subview gets the
/// stack's own proposal.
struct StackAllocation {
    /// The proposal each subview gets, in subview order.
    var proposals: [ProposedViewSize]
    /// The size each subview chose for it.
    var sizes: [CGSize]
    /// The spacing before each subview (0 for the first).
    var spacingBefore: [CGFloat]

    init(axis: Axis, spacing: CGFloat?, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let n = subviews.count
        var cross = proposal[axis == .horizontal ? .vertical : .horizontal]
        if let c = cross, c.isNaN { cross = nil }
        let gap = spacing.flatMap { $0.isFinite ? $0 : nil } ?? ViewSpacing.defaultDistance
        spacingBefore = (0..<n).map { $0 == 0 ? 0 : gap }
        let totalSpacing = gap * CGFloat(Swift.max(n - 1, 0))
        guard let length = proposal[axis], !length.isNaN else {
            proposals = Array(repeating: .along(axis, nil, cross: cross), count: n)
            sizes = zip(subviews, proposals).map { $0.sizeThatFits($1) }
            return
        }
        proposals = Array(repeating: .along(axis, 0, cross: cross), count: n)
        sizes = Array(repeating: .zero, count: n)
        guard n > 0 else { return }
        let minimum = subviews.map { $0.sizeThatFits(.along(axis, 0, cross: cross))[axis] }
        let maximum = subviews.map { $0.sizeThatFits(.along(axis, .infinity, cross: cross))[axis] }
        let flexibility = (0..<n).map { i -> CGFloat in
            let f = maximum[i] - minimum[i]
            return f.isNaN ? .infinity : f
        }
        let priority = subviews.map(\.priority)
        // Subviews highest priority first, least flexible first within a priority.
        let order = (0..<n).sorted {
            if priority[$0] != priority[$1] { return priority[$0] > priority[$1] }
            if flexibility[$0] != flexibility[$1] { return flexibility[$0] < flexibility[$1] }
            return $0 < $1
        }
        // The minimum lengths of the subviews after each position of `order` (what a group sets
        // aside for the lower priorities).
        var minimumAfter = Array(repeating: CGFloat(0), count: n + 1)
        for k in stride(from: n - 1, through: 0, by: -1) {
            minimumAfter[k] = minimumAfter[k + 1] + Swift.max(minimum[order[k]], 0)
        }
        var remaining = Swift.max(length - totalSpacing, 0)
        var start = 0
        while start < n {
            var end = start
            while end < n, priority[order[end]] == priority[order[start]] { end += 1 }
            var available = Swift.max(remaining - minimumAfter[end], 0)
            var used: CGFloat = 0
            for k in start..<end {
                let i = order[k]
                let share = Swift.max(available / CGFloat(end - k), 0)
                let p = ProposedViewSize.along(axis, share, cross: cross)
                let size = subviews[i].sizeThatFits(p)
                proposals[i] = p
                sizes[i] = size
                available -= size[axis]
                used += size[axis]
            }
            remaining = Swift.max(remaining - used, 0)
            start = end
        }
    }

    /// The stack's length along the axis: its subviews' lengths and the spacing.
    func length(axis: Axis) -> CGFloat {
        sizes.reduce(0) { $0 + $1[axis] } + spacingBefore.reduce(0, +)
    }
}

/// Where a stack's subviews go: the allocation along the axis, and each subview's offset across
/// it so that their guides lie on one line.
struct StackArrangement {
    let allocation: StackAllocation
    /// Each subview's origin along the axis, from the stack's leading (or top) edge.
    let along: [CGFloat]
    /// Each subview's origin across the axis.
    let across: [CGFloat]
    /// Where the subviews' guides meet, across the axis (nil without subviews).
    let line: CGFloat?
    /// The stack's size.
    let size: CGSize

    /// `guides[i]` is subview i's value of the stack's alignment guide across the axis.
    init(axis: Axis, allocation a: StackAllocation, guides: [CGFloat]) {
        allocation = a
        var x: CGFloat = 0
        var along: [CGFloat] = []
        along.reserveCapacity(a.sizes.count)
        for i in a.sizes.indices {
            x += a.spacingBefore[i]
            along.append(x)
            x += a.sizes[i][axis]
        }
        self.along = along
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let line = guides.max()
        self.line = line
        across = guides.map { (line ?? 0) - $0 }
        let after = zip(a.sizes, guides).map { $0[crossAxis] - $1 }.max()
        let crossLength = line.map { $0 + (after ?? 0) } ?? 0
        size = .along(axis, a.length(axis: axis), cross: crossLength)
    }
}
