import Geometry
import RealModule

/// A liquid surface (pour.md §4): a closed shape whose top edge is a sine wave and which is
/// filled from the wave down to the bottom of its box.
///
/// Coordinates are points in the box's own space: origin at the box's top-left corner, y down,
/// the box `width` × `height`. The surface height at x is
///
///     y(x) = waveTop − amplitude · sin((360 · wavelength · x / width + phase)°)
///
/// (the minus sign makes positive sine values go up on screen).
public struct WaveShape: Hashable, Sendable {
    /// The y of the wave's centre line, points from the box's top (y down).
    public var waveTop: Double
    /// The height of a crest above the centre line, points (≥ 0 in the pour).
    public var amplitude: Double
    /// The number of complete waves across the width (a count, not a length).
    public var wavelength: Double
    /// The phase, degrees. Decreasing it moves the crests right by (Δφ/360)·(width/λ).
    public var phase: Double

    /// Creates a wave.
    ///
    /// - Parameters:
    ///   - waveTop: Centre line, points from the box's top.
    ///   - amplitude: Crest height, points.
    ///   - wavelength: Complete waves across the width.
    ///   - phase: Phase, degrees.
    public init(waveTop: Double, amplitude: Double, wavelength: Double, phase: Double) {
        self.waveTop = waveTop
        self.amplitude = amplitude
        self.wavelength = wavelength
        self.phase = phase
    }

    /// The surface height y(x) for a box `width` points wide.
    ///
    /// - Parameters:
    ///   - x: Points from the box's left edge.
    ///   - width: The box width, points; a width ≤ 0 (or NaN) gives the flat centre line.
    /// - Returns: Points from the box's top, y down.
    public func surfaceY(atX x: Double, width: Double) -> Double {
        guard width > 0 else { return waveTop }
        let degrees = 360 * wavelength * x / width + phase
        return waveTop - amplitude * .sin(degrees * .pi / 180)
    }

    /// The filled shape for a box of `size` (pour.md §4's construction): a move to (0, y(0)),
    /// lines through the samples x = 1, 2, …, ⌈W⌉ (the last clamped to x = W), then lines to
    /// (W, H) and (0, H), closed. For an integer W that is W + 3 vertices. An empty or
    /// non-finite box gives an empty path. Boxes wider than `maximumSamples` points (beyond any
    /// session viewport, 16384) are sampled at `maximumSamples` + 1 evenly spaced points instead,
    /// so an absurd box cannot exhaust memory.
    ///
    /// - Parameter size: The box, points.
    /// - Returns: The shape in box coordinates, to be filled with the non-zero rule.
    public func path(in size: Size) -> Path {
        let width = size.width, height = size.height
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return Path() }
        let last = Swift.min(width.rounded(.up), Double(Self.maximumSamples))
        let step = width > Double(Self.maximumSamples) ? width / Double(Self.maximumSamples) : 1
        var points: [Point] = []
        points.reserveCapacity(Int(last) + 3)
        for i in 0...Int(last) {
            let x = Swift.min(Double(i) * step, width)
            points.append(Point(x: x, y: surfaceY(atX: x, width: width)))
        }
        points.append(Point(x: width, y: height))
        points.append(Point(x: 0, y: height))
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }

    /// The most samples a surface takes: 65536 (1-point steps up to that width).
    public static let maximumSamples = 65536

    /// The highest point of the surface (the smallest y), points from the box's top:
    /// waveTop − |amplitude|.
    public var crestY: Double { waveTop - Swift.abs(amplitude) }
}
