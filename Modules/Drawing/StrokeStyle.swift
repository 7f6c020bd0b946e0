/// How a path is outlined (SwiftUI's `StrokeStyle`). Lengths are in points of the user space
/// the stroke is drawn in, so they scale with the current transform.
///
/// Encoders write a sanitised copy: a negative or NaN `lineWidth` becomes 0 and **a width of 0
/// draws nothing** (no hairline); `miterLimit` is at least 1 (NaN becomes 1); negative or NaN
/// dash lengths become 0, at most `maximumDashCount` of them; a dash list that sums to 0
/// draws a solid line. An odd dash list repeats to even length, as on canvas and in SVG.
public struct StrokeStyle: Hashable, Sendable {
    /// How the ends of open sub-paths and dashes are drawn.
    public enum LineCap: Hashable, Sendable, CaseIterable {
        /// Square end exactly at the end point.
        case butt
        /// Half-disc end centred on the end point.
        case round
        /// Square end extended half the line width past the end point.
        case square
    }

    /// How corners between segments are drawn.
    public enum LineJoin: Hashable, Sendable, CaseIterable {
        /// Sharp corner, cut to a bevel when longer than `miterLimit` half-widths.
        case miter
        /// Rounded corner.
        case round
        /// Corner cut straight across.
        case bevel
    }

    /// The width of the line, in points (≥ 0; 0 draws nothing).
    public var lineWidth: Double
    /// The end style of open sub-paths and dashes.
    public var lineCap: LineCap
    /// The corner style.
    public var lineJoin: LineJoin
    /// The limit on the ratio of miter length to line width before a miter is bevelled (≥ 1).
    public var miterLimit: Double
    /// Alternating dash and gap lengths, in points; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts, in points.
    public var dashPhase: Double

    /// The largest number of dash lengths an encoder writes; later ones are dropped.
    public static let maximumDashCount = 64

    /// Creates a stroke style; the defaults are SwiftUI's (1 pt, butt caps, miter joins with
    /// limit 10, solid).
    ///
    /// - Parameters:
    ///   - lineWidth: Line width in points.
    ///   - lineCap: End style.
    ///   - lineJoin: Corner style.
    ///   - miterLimit: Miter limit, ≥ 1.
    ///   - dash: Dash and gap lengths in points.
    ///   - dashPhase: Offset into the dash pattern in points.
    @inlinable
    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
