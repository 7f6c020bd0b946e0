import Geometry

/// The settled tribunes — fully drawn in, resting blue, not selected — as one path, so a frame
/// fills and strokes them with two operations whose path the wire encoder sends once per session
/// (a warm overview frame stays far below 2 KB). Tribunes do not overlap and share only edges
/// under identical white strokes, so drawing them together looks the same as one by one.
struct TribuneBatch: Sendable {
    /// The tribunes drawn one by one instead (selected or changing colour).
    private(set) var excluded: Set<TribuneID> = []
    /// The outlines of every other tribune in canonical order; nil when batching is off.
    private(set) var path: Path?

    /// No batch (every tribune drawn on its own).
    init() {}

    /// The batch of `layout`'s tribunes except `excluded`; nil path when `enabled` is false.
    init(layout: StadiumLayout, excluding excluded: Set<TribuneID>, enabled: Bool) {
        self.excluded = excluded
        guard enabled else { return }
        var p = Path()
        for t in layout.tribunes where !excluded.contains(t.id) { p.addPath(t.path) }
        path = p
    }
}
