/// The gallery's 25 tiles, in the grid's row-major order (effects-gallery.md §4): A1…A5,
/// B1…B6, C1, C2, D1…D4, E1…E5, F1…F3. B6 (the chapter's Toggle binding) is not in the spec
/// (#42).
public enum TileID: String, CaseIterable, Hashable, Sendable, Comparable {
    case a1 = "A1", a2 = "A2", a3 = "A3", a4 = "A4", a5 = "A5"
    case b1 = "B1", b2 = "B2", b3 = "B3", b4 = "B4", b5 = "B5", b6 = "B6"
    case c1 = "C1", c2 = "C2"
    case d1 = "D1", d2 = "D2", d3 = "D3", d4 = "D4"
    case e1 = "E1", e2 = "E2", e3 = "E3", e4 = "E4", e5 = "E5"
    case f1 = "F1", f2 = "F2", f3 = "F3"

    /// The tile's position in the grid order, 0…24.
    public var index: Int { Self.allCases.firstIndex(of: self)! }

    /// Grid order.
    public static func < (lhs: TileID, rhs: TileID) -> Bool { lhs.index < rhs.index }

    /// The tile whose id is `name` ("A1"; case-insensitive), or nil.
    public init?(name: String) {
        self.init(rawValue: name.uppercased())
    }

    /// The title drawn in the tile's title strip (§4's headings).
    public var title: String {
        switch self {
        case .a1: "A1 · Timing curves"
        case .a2: "A2 · Custom timing curve"
        case .a3: "A3 · Delay & repeat"
        case .a4: "A4 · Speed"
        case .a5: "A5 · Repeat forever"
        case .b1: "B1 · Implicit animation"
        case .b2: "B2 · Binding animation"
        case .b3: "B3 · Chained implicit animations"
        case .b4: "B4 · Explicit animation"
        case .b5: "B5 · Implicit beats explicit"
        case .b6: "B6 · Toggle binding"
        case .c1: "C1 · spring vs interactiveSpring"
        case .c2: "C2 · Mass–spring"
        case .d1: "D1 · Springy line"
        case .d2: "D2 · Polygon 3 ↔ 8"
        case .d3: "D3 · Wedge"
        case .d4: "D4 · Line chart"
        case .e1: "E1 · Shake"
        case .e2: "E2 · Skew"
        case .e3: "E3 · Jump"
        case .e4: "E4 · Follow a path"
        case .e5: "E5 · Ignored by layout"
        case .f1: "F1 · Progress bar with label"
        case .f2: "F2 · Text colour mix"
        case .f3: "F3 · Gradient colour mix"
        }
    }
}
