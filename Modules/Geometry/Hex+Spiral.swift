extension Hex {
    /// The first `count` cells of the outward spiral of the honeycomb spec §4, starting at this
    /// cell: the cell itself, then round k = 0, 1, 2, … walks the six directions in `Direction`
    /// order, k + 1 steps each except k steps for `bottom`. The result is gap-free ring by ring:
    /// index 0 is the centre, 1–6 ring 1 (starting at the bottomRight neighbour), 7–18 ring 2,
    /// and so on.
    ///
    /// - Parameter count: How many cells; 0 or negative gives an empty array.
    public func spiral(count: Int) -> [Hex] {
        guard count > 0 else { return [] }
        var hexes = [self]
        hexes.reserveCapacity(count)
        var current = self
        var k = 0
        while hexes.count < count {
            for direction in Direction.allCases {
                let steps = direction == .bottom ? k : k + 1
                for _ in 0..<steps {
                    if hexes.count == count { return hexes }
                    current = current.neighbour(direction)
                    hexes.append(current)
                }
            }
            k += 1
        }
        return hexes
    }

    /// The first `count` cells of the spiral around the origin (see `spiral(count:)`).
    public static func spiral(count: Int) -> [Hex] { Hex.zero.spiral(count: count) }

    /// The cells at exactly `radius` steps from this one, in the order the spiral visits them:
    /// starting at `self + radius·bottomRight + (radius − 1)·top` and walking bottom
    /// (radius − 1 steps), then bottomLeft, topLeft, top, topRight and bottomRight (radius steps
    /// each). `6·radius` cells; radius 0 gives `[self]`, a negative radius `[]`.
    public func ring(radius: Int) -> [Hex] {
        guard radius >= 0 else { return [] }
        guard radius > 0 else { return [self] }
        var current = self + Direction.bottomRight.offset * radius + Direction.top.offset * (radius - 1)
        var cells = [current]
        cells.reserveCapacity(6 * radius)
        let walk: [(Direction, Int)] = [
            (.bottom, radius - 1), (.bottomLeft, radius), (.topLeft, radius), (.top, radius),
            (.topRight, radius), (.bottomRight, radius),
        ]
        for (direction, steps) in walk {
            for _ in 0..<steps {
                current = current.neighbour(direction)
                cells.append(current)
            }
        }
        return cells
    }
}
