import Geometry

/// One bubble's place in the honeycomb (honeycomb.md §5): its hex cell, the cell's centre and
/// its topic.
///
/// The topic is the cell's identity: topics are unique within a scene, and equality and hashing
/// compare the topic only (the book's rule), so two values with the same topic are the same
/// cell even if their coordinates differ.
struct HexCell: Hashable, Sendable {
    /// The cell, in axial coordinates.
    let hex: Hex
    /// The centre relative to cell (0, 0), in points (y down): `hex.center(diameter: D)`,
    /// computed once when the cell is created (§3.3).
    let centre: Point
    /// The topic shown, e.g. "Politics" or "• Politics's subtopic 1".
    let topic: String

    /// The bubble diameter and cell pitch D = 125 points [book].
    static let diameter = 125.0

    /// The cell at `hex` showing `topic`.
    init(hex: Hex, topic: String) {
        self.hex = hex
        self.topic = topic
        centre = hex.center(diameter: Self.diameter)
    }

    static func == (lhs: HexCell, rhs: HexCell) -> Bool { lhs.topic == rhs.topic }

    func hash(into hasher: inout Hasher) { hasher.combine(topic) }
}
