import Geometry

/// The analog face's paths for one canvas size (timer.md §8.1–§8.2), canvas points: the dial's
/// border circle, its ten minute ticks and numeral centres, and both hands in hand-local
/// coordinates. None of them depends on time, so the app builds them once per layout
/// (`TimerChrome`), as the spec's static dial layer is drawn once per layout change.
struct DialShapes: Sendable {
    /// The dial geometry.
    let dial: AnalogDial
    /// The border circle, Ø S around the canvas centre.
    let border: Path
    /// Minute tick m (0…9), a segment.
    let ticks: [Path]
    /// Numeral m's centre (0…9).
    let numeralCenters: [Point]
    /// The hands' length unit Lh, and their hand-local paths (`Hand.path(length:)`).
    let lengthUnit: Double, secondHand: Path, minuteHand: Path

    /// The shapes for a canvas of `size`.
    init(canvas size: Size) {
        let dial = AnalogDial(size: size)
        self.dial = dial
        border = Path(ellipseIn: Rect(x: dial.center.x - dial.borderRadius, y: dial.center.y - dial.borderRadius,
                                      width: dial.diameter, height: dial.diameter))
        ticks = (0..<10).map { TimerScene.segment(dial.minuteTick($0)) }
        numeralCenters = (0..<10).map { dial.numeralCenter($0) }
        lengthUnit = Hand.lengthUnit(canvas: size)
        secondHand = Hand.second.path(length: lengthUnit)
        minuteHand = Hand.minute.path(length: lengthUnit)
    }
}
