import Drawing
import Geometry

/// The app's horizontal slider (timer.md §5.6): a 4-point track (blue left of the thumb,
/// #D1D1D6 right of it) and a Ø28 white thumb with a 0.5-point #C7C7CC outline, in a 30-point
/// high rect. The thumb's centre travels from 14 points inside the left edge to 14 inside the
/// right one.
public enum Slider {
    /// The thumb's radius, 14.
    public static let thumbRadius = 14.0

    /// The value fraction 0…1 under x in `rect` (clamped).
    public static func fraction(at x: Double, in rect: Rect) -> Double {
        let span = rect.width - 2 * thumbRadius
        guard span > 0, x.isFinite else { return 0 }
        return Swift.min(1, Swift.max(0, (x - rect.minX - thumbRadius) / span))
    }

    /// The thumb's centre for `fraction` in `rect`.
    public static func thumbCenter(fraction: Double, in rect: Rect) -> Point {
        let span = Swift.max(0, rect.width - 2 * thumbRadius)
        let f = Swift.min(1, Swift.max(0, fraction.isFinite ? fraction : 0))
        return Point(x: rect.minX + thumbRadius + f * span, y: rect.midY)
    }

    /// The slider's shapes at one value: the whole track, its blue part left of the thumb, and
    /// the thumb's disc.
    public struct Shapes: Sendable {
        /// The 4-point track (radius 2) across the thumb's travel.
        public var track: Path
        /// The track's part left of the thumb's centre.
        public var fill: Path
        /// The Ø28 thumb.
        public var thumb: Path

        /// The shapes at `fraction` in `rect`.
        public init(fraction: Double, in rect: Rect) {
            let centre = Slider.thumbCenter(fraction: fraction, in: rect)
            let r = Slider.thumbRadius
            let trackRect = Rect(x: rect.minX + r, y: rect.midY - 2, width: Swift.max(0, rect.width - 2 * r), height: 4)
            track = Path(roundedRect: trackRect, cornerRadius: 2, style: .circular)
            let left = Rect(x: trackRect.minX, y: trackRect.minY, width: Swift.max(0, centre.x - trackRect.minX), height: 4)
            fill = Path(roundedRect: left, cornerRadius: 2, style: .circular)
            thumb = Path(ellipseIn: Rect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
        }
    }

    /// Draws the slider at `fraction` in `rect`; disabled sliders draw at opacity 0.5.
    public static func draw(fraction: Double, in rect: Rect, enabled: Bool, name: String, context: GraphicsContext) {
        draw(Shapes(fraction: fraction, in: rect), enabled: enabled, name: name, context: context)
    }

    /// Draws a slider's `shapes`; disabled sliders draw at opacity 0.5. Named `name` (the track)
    /// and `name/thumb`.
    public static func draw(_ shapes: Shapes, enabled: Bool, name: String, context: GraphicsContext) {
        var c = context
        if !enabled { c.opacity *= 0.5 }
        c.fill(shapes.track, with: .color(TimerPalette.sliderTrack), name: name)
        c.fill(shapes.fill, with: .color(TimerPalette.blue))
        c.fill(shapes.thumb, with: .color(TimerPalette.white), name: name + "/thumb")
        c.stroke(shapes.thumb, with: .color(TimerPalette.sliderThumbOutline), lineWidth: 0.5)
    }
}
