import Geometry
import PullToRefresh

/// The filter chips' boxes and shapes for one viewport width and list scroll (D.2), built when
/// one of those changes — in a callback — rather than every frame: measuring the labels and
/// rounding the corners cost more than the rest of a frame's scene work.
struct ChipShapes: Sendable {
    /// One chip's shapes, in the list's coordinates.
    struct Shapes: Sendable {
        /// The chip's box.
        var box: Rect
        /// Its rounded rectangle (radius 24) and its border's centre line (1.5 inside the box,
        /// radius 22.5).
        var fill: Path, border: Path
    }

    /// The viewport width and the list content's top (points) the shapes are for.
    let width: Double, contentTop: Double
    /// Each sport's chip.
    let chips: [Sport: Shapes]

    /// The chips laid out `width` points wide under a content top at `contentTop`.
    init(width: Double, contentTop: Double) {
        self.width = width
        self.contentTop = contentTop
        var chips: [Sport: Shapes] = [:]
        for (sport, local) in SportChip.layout(width: width) {
            let box = local.offsetBy(dx: 0, dy: contentTop)
            let inner = Rect(x: box.origin.x + 1.5, y: box.origin.y + 1.5, width: box.size.width - 3, height: box.size.height - 3)
            chips[sport] = Shapes(box: box, fill: Path(roundedRect: box, cornerRadius: EventDetailsStyle.cornersRadius),
                                  border: Path(roundedRect: inner, cornerRadius: EventDetailsStyle.cornersRadius - 1.5))
        }
        self.chips = chips
    }

    /// Whether these shapes are the ones for `width` and `contentTop`.
    func matches(width: Double, contentTop: Double) -> Bool { self.width == width && self.contentTop == contentTop }
}
