/// A seat's structural id (seating.md §5.5): its tribune's id plus `/r{row}c{col}` in a
/// rectangular tribune (`S0-top-5/r4c7`) or `/r{row}n{n}` in a corner (`S0-TL-0/r5n5`). Ids are
/// geometric (row 0 is the tribune's min-y row, or a corner's outermost row), not the rows a
/// ticket would print. They compare in seat order: tribune, row, then position.
public struct SeatID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The tribune.
    public var tribune: TribuneID
    /// The row.
    public var row: Int
    /// The column (rectangular tribune) or index along the row (corner).
    public var position: Int

    /// An id from its parts.
    public init(tribune: TribuneID, row: Int, position: Int) {
        self.tribune = tribune
        self.row = row
        self.position = position
    }

    /// Parses the spelling of `description`; nil for anything else (the seat need not exist).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let tribune = TribuneID(String(parts[0])), parts[1].first == "r" else { return nil }
        let marker: Character = tribune.side.isCorner ? "n" : "c"
        let rest = parts[1].dropFirst()
        guard let split = rest.firstIndex(of: marker), let row = Int(rest[..<split]),
              let position = Int(rest[rest.index(after: split)...]), row >= 0, position >= 0
        else { return nil }
        self.init(tribune: tribune, row: row, position: position)
        guard description == text else { return nil }
    }

    /// `S0-top-5/r4c7` or `S0-TL-0/r5n5`.
    public var description: String {
        "\(tribune)/r\(row)\(tribune.side.isCorner ? "n" : "c")\(position)"
    }

    /// Seat order: tribune (canonical), row, position.
    public static func < (lhs: SeatID, rhs: SeatID) -> Bool {
        if lhs.tribune != rhs.tribune { return lhs.tribune < rhs.tribune }
        return (lhs.row, lhs.position) < (rhs.row, rhs.position)
    }
}
