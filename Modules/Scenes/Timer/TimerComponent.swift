/// An isolated component preview (timer.md §10, `component` parameter): one part of the app on a
/// plain QuarterSpanishWhite background, without header or app flow, with geometry chosen so the
/// spec's checks are exact.
public enum TimerComponent: String, Hashable, Sendable, CaseIterable {
    /// The whole app (no isolation).
    case none
    /// The analog dial and hands; the canvas is the whole viewport.
    case dial
    /// The digit row, centred on the viewport centre.
    case digits
    /// The border; the border box is the viewport inset by 10.
    case border
    /// The ratio popup; the main button's centre is (W − 40, H − 40).
    case popup
    /// The radar chart; the chart box is the viewport inset by 20.
    case radar
    /// The temperature count-up text, centred.
    case temperature
}
