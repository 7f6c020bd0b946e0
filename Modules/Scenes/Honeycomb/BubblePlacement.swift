import Geometry

/// Where one bubble is drawn at a time, and how big (honeycomb.md §7).
struct BubblePlacement: Hashable, Sendable {
    /// The offset from the grid centre, `o = centre + dragOffset + translation`, points.
    var offset: Vector
    /// The fish-eye's result for that offset.
    var fishEye: FishEye
    /// The drawn centre `P = C + o + shift`, viewport points.
    var centre: Point
    /// The total scale `appear × max(0.001, pressScale × size / 125)`.
    var scale: Double

    /// The hit disc's radius, 58.5 × scale, points.
    var hitRadius: Double { BubbleArtwork.discRadius * scale }

    /// Whether the bubble is too small to see (scale ≤ 0.001) and may be skipped when drawing.
    var isInvisible: Bool { scale <= 0.001 }
}
