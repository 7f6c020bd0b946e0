import Stage

extension HoneycombConfiguration {
    /// The scene parameters (what `set` events and the preview page use), each defaulting to the
    /// spec's value: declared once here, read typed by `init(_:)`.
    public enum Key {
        private static let d = HoneycombConfiguration()

        /// `springResponse`, seconds, 0.1…2.
        public static let springResponse = ParameterKey.number(
            "springResponse", default: d.springResponse, in: 0.1...2, step: 0.05,
            summary: "Settle, centring and insertion spring: response (s)")
        /// `springDampingFraction`, 0.1…1.5.
        public static let springDampingFraction = ParameterKey.number(
            "springDampingFraction", default: d.springDampingFraction, in: 0.1...1.5, step: 0.025,
            summary: "Settle, centring and insertion spring: damping fraction")
        /// `pressDuration`, seconds, 0.05…2.
        public static let pressDuration = ParameterKey.number(
            "pressDuration", default: d.pressDuration, in: 0.05...2, step: 0.05,
            summary: "Press dimming and shrinking, ease-in-out (s)")
        /// `progressDuration`, seconds, 0.05…2.
        public static let progressDuration = ParameterKey.number(
            "progressDuration", default: d.progressDuration, in: 0.05...2, step: 0.05,
            summary: "Progress bar, ease-in-out (s)")
        /// `fishEye`, a switch.
        public static let fishEye = ParameterKey.toggle(
            "fishEye", default: d.fishEye, summary: "Shrink and pull in bubbles near the grid's border")
    }

    /// The scene's parameters: §14's animation values and the fish-eye switch, in the order the
    /// page shows them.
    public static let parameters: [Parameter] = [
        Key.springResponse.parameter,
        Key.springDampingFraction.parameter,
        Key.pressDuration.parameter,
        Key.progressDuration.parameter,
        Key.fishEye.parameter,
    ]
}
