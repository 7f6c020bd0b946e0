import Geometry

/// Where new subtopic cells go (honeycomb.md §12.3): a breadth-first search from the selected
/// cell, visiting neighbours in `Hex.Direction` order, placing each subtopic on the next free
/// cell it discovers.
///
/// The first layer is the book's first pass (the free neighbours in direction order); the
/// book's random recursion for the rest is replaced by the search, so placement is
/// deterministic. The search always ends: the plane is unbounded and every layer has free cells
/// once it passes the occupied ones.
enum SubtopicPlacement {
    /// The cells for `count` subtopics around `source`.
    ///
    /// - Parameters:
    ///   - count: How many cells to find; 0 or less gives none.
    ///   - source: The selected cell's hex.
    ///   - occupied: The hexes already holding a cell.
    /// - Returns: `count` distinct hexes, none in `occupied`, in placement order.
    static func cells(count: Int, around source: Hex, occupied: Set<Hex>) -> [Hex] {
        guard count > 0 else { return [] }
        var taken = occupied
        var visited: Set<Hex> = [source]
        var queue = [source]
        var head = 0
        var placed: [Hex] = []
        placed.reserveCapacity(count)
        while placed.count < count, head < queue.count {
            let h = queue[head]
            head += 1
            for direction in Hex.Direction.allCases {
                let n = h.neighbour(direction)
                guard visited.insert(n).inserted else { continue }
                queue.append(n)
                if !taken.contains(n) {
                    taken.insert(n)
                    placed.append(n)
                    if placed.count == count { return placed }
                }
            }
        }
        return placed
    }
}
