/// A cell of a hexagonal grid in axial coordinates `(q, r)`, with the third cube coordinate
/// `s = −q − r` derived so that `q + r + s = 0` (honeycomb spec §3.1).
///
/// The grid is **flat-top** with y down: the q axis runs down-right, the r axis straight down
/// (see `Hex.Direction` and `center(diameter:)`). Cells are plain integer pairs; equality and
/// hashing compare q and r. Coordinates are expected to stay far below `Int.max` (arithmetic
/// traps on overflow, like all `Int` arithmetic).
public struct Hex: Hashable, Sendable, AdditiveArithmetic, CustomStringConvertible {
    /// The axial column coordinate.
    public var q: Int
    /// The axial row coordinate.
    public var r: Int

    /// Creates the cell at axial coordinates `(q, r)`.
    @inlinable
    public init(q: Int, r: Int) {
        self.q = q
        self.r = r
    }

    /// The third cube coordinate, `−q − r`.
    @inlinable
    public var s: Int { -q - r }

    /// The origin cell (0, 0).
    public static let zero = Hex(q: 0, r: 0)

    /// `"(q, r)"`, e.g. `"(2, -1)"`.
    public var description: String { "(\(q), \(r))" }

    /// Component-wise sum.
    @inlinable
    public static func + (lhs: Hex, rhs: Hex) -> Hex { Hex(q: lhs.q + rhs.q, r: lhs.r + rhs.r) }

    /// Component-wise difference.
    @inlinable
    public static func - (lhs: Hex, rhs: Hex) -> Hex { Hex(q: lhs.q - rhs.q, r: lhs.r - rhs.r) }

    /// Both coordinates multiplied by `rhs` (a step of `rhs` cells along a direction).
    @inlinable
    public static func * (lhs: Hex, rhs: Int) -> Hex { Hex(q: lhs.q * rhs, r: lhs.r * rhs) }

    /// The number of steps between the two cells: `max(|Δq|, |Δr|, |Δs|)`.
    @inlinable
    public func distance(to other: Hex) -> Int {
        let dq = q - other.q, dr = r - other.r
        return Swift.max(abs(dq), abs(dr), abs(dq + dr))
    }

    /// The adjacent cell in `direction`.
    @inlinable
    public func neighbour(_ direction: Direction) -> Hex { self + direction.offset }

    /// The six adjacent cells, in `Direction` order (bottomRight first).
    public var neighbours: [Hex] { Direction.allCases.map { neighbour($0) } }

    /// Whether `other` is adjacent to this cell (distance exactly 1). A cell is not its own
    /// neighbour.
    @inlinable
    public func isNeighbour(of other: Hex) -> Bool { distance(to: other) == 1 }
}

extension Hex {
    /// The six directions to the adjacent cells, in the order the honeycomb spec (§3.2) iterates
    /// them. Names describe the screen with y pointing down.
    public enum Direction: Int, CaseIterable, Hashable, Sendable {
        /// (+1, 0): down and to the right.
        case bottomRight = 0
        /// (0, +1): straight down.
        case bottom = 1
        /// (−1, +1): down and to the left.
        case bottomLeft = 2
        /// (−1, 0): up and to the left.
        case topLeft = 3
        /// (0, −1): straight up.
        case top = 4
        /// (+1, −1): up and to the right.
        case topRight = 5

        /// The axial step `(Δq, Δr)` to the neighbour in this direction.
        public var offset: Hex {
            switch self {
            case .bottomRight: Hex(q: 1, r: 0)
            case .bottom: Hex(q: 0, r: 1)
            case .bottomLeft: Hex(q: -1, r: 1)
            case .topLeft: Hex(q: -1, r: 0)
            case .top: Hex(q: 0, r: -1)
            case .topRight: Hex(q: 1, r: -1)
            }
        }

        /// The opposite direction.
        public var opposite: Direction { Direction(rawValue: (rawValue + 3) % 6)! }
    }
}
