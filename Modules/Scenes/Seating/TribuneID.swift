/// A tribune's structural id (seating.md §4.7): ring, side and index along the side, spelled
/// `S{ring}-{side}-{k}` (`S0-top-5`, `S2-left-2`, `S0-TL-0`). Ids depend only on counts, which do
/// not depend on the chart size, so they survive resizes. Ids compare in canonical order.
public struct TribuneID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The ring, 0 (outermost) … 3.
    public var ring: Int
    /// The side or corner.
    public var side: TribuneSide
    /// The index along the side (k), from 0.
    public var index: Int

    /// An id from its parts.
    public init(ring: Int, side: TribuneSide, index: Int) {
        self.ring = ring
        self.side = side
        self.index = index
    }

    /// Parses `S{ring}-{side}-{k}`; nil for anything else (the id need not exist in a layout).
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].first == "S", let ring = Int(parts[0].dropFirst()), ring >= 0,
              let side = TribuneSide(rawValue: String(parts[1])), let index = Int(parts[2]), index >= 0,
              String(ring) == parts[0].dropFirst(), String(index) == parts[2]
        else { return nil }
        self.init(ring: ring, side: side, index: index)
    }

    /// `S{ring}-{side}-{k}`.
    public var description: String { "S\(ring)-\(side.rawValue)-\(index)" }

    /// Canonical order: ring, then side, then index.
    public static func < (lhs: TribuneID, rhs: TribuneID) -> Bool {
        (lhs.ring, lhs.side.order, lhs.index) < (rhs.ring, rhs.side.order, rhs.index)
    }
}
