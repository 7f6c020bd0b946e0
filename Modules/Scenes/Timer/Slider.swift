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

    /// Draws the slider at `fraction` in `rect`; disabled sliders draw at opacity 0.5.
    public static func draw(fraction: Double, in rect: Rect, enabled: Bool, name: String, context: GraphicsContext) {
        var c = context
        if !enabled { c.opacity *= 0.5 }
        let thumb = thumbCenter(fraction: fraction, in: rect)
        let track = Rect(x: rect.minX + thumbRadius, y: rect.midY - 2, width: Swift.max(0, rect.width - 2 * thumbRadius), height: 4)
        c.fill(Path(roundedRect: track, cornerRadius: 2, style: .circular), with: .color(TimerPalette.sliderTrack), name: name)
        let left = Rect(x: track.minX, y: track.minY, width: Swift.max(0, thumb.x - track.minX), height: 4)
        c.fill(Path(roundedRect: left, cornerRadius: 2, style: .circular), with: .color(TimerPalette.blue))
        let disc = Path(ellipseIn: Rect(x: thumb.x - thumbRadius, y: thumb.y - thumbRadius, width: 28, height: 28))
        c.fill(disc, with: .color(TimerPalette.white), name: "\(name)/thumb")
        c.stroke(disc, with: .color(TimerPalette.sliderThumbOutline), lineWidth: 0.5)
    }
}
