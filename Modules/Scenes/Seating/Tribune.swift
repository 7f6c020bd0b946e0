import Geometry

/// One seating block (seating.md §4.5–§4.7): a rectangle along a straight run or an annular
/// sector in a corner, with its structural id and outline. Chart units.
public struct Tribune: Hashable, Sendable {
    /// The region's shape.
    public enum Shape: Hashable, Sendable {
        /// A rectangular tribune and its seats' rotation ψ (§4.5).
        case rectangle(Rect, seatRotation: Double)
        /// A corner tribune (§4.6).
        case arc(ArcWedge)
    }

    /// The id, `S{ring}-{side}-{k}`.
    public var id: TribuneID
    /// The region.
    public var shape: Shape
    /// The outline, measured once for the appearance trim (§6). Rectangles run (minX, minY),
    /// (maxX, minY), (maxX, maxY), (minX, maxY), closed; arcs as `ArcWedge.outline`.
    public var outline: PathMeasure

    /// A tribune with its outline.
    init(id: TribuneID, shape: Shape) {
        self.id = id
        self.shape = shape
        switch shape {
        case .rectangle(let r, _):
            outline = PathMeasure(Path(r))  // (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY), closed
        case .arc(let wedge):
            outline = PathMeasure(wedge.outline)
        }
    }

    /// The outline path.
    public var path: Path { outline.path }

    /// The bounding box of the region.
    public var bounds: Rect { outline.path.boundingRect }

    /// Whether the closed region holds `p` (exact, §10.5 and §12 W1): the closed rectangle, or
    /// the annular sector.
    public func contains(_ p: Point) -> Bool {
        switch shape {
        case .rectangle(let r, _):
            return p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY
        case .arc(let wedge):
            return wedge.contains(p)
        }
    }

    public static func == (lhs: Tribune, rhs: Tribune) -> Bool { lhs.id == rhs.id && lhs.shape == rhs.shape }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(shape)
    }
}
