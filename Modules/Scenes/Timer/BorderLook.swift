import Drawing

/// How the border box's outline looks at one instant (timer.md §5.2).
public struct BorderLook: Hashable, Sendable {
    /// The status the look belongs to.
    public var status: BrewStatus
    /// The stroke width, points: 5 stopped/done, 10 running/paused.
    public var lineWidth: Double
    /// The solid colour (red stopped, green done, blue paused), nil for the running gradient.
    public var color: Color?
    /// The running gradient's start angle, degrees (screen angle of location 0), 0 ..< 360.
    public var startAngle: Double
    /// The stroke's group opacity: the paused pulse, 1 otherwise.
    public var opacity: Double

    /// The running border's conic gradient stops: BlackRussian, DarkOliveGreen, OliveGreen,
    /// DarkOliveGreen, BlackRussian, evenly spaced.
    public static let runningGradient = Gradient(colors: [
        TimerPalette.blackRussian, TimerPalette.darkOliveGreen, TimerPalette.oliveGreen,
        TimerPalette.darkOliveGreen, TimerPalette.blackRussian,
    ])

    /// The running gradient's colour at screen angle `angle` (degrees) seen from the centre.
    public func gradientColor(atScreenAngle angle: Double) -> Color {
        var location = (angle - startAngle).truncatingRemainder(dividingBy: 360)
        if location < 0 { location += 360 }
        return Self.runningGradient.color(at: location / 360)
    }
}
