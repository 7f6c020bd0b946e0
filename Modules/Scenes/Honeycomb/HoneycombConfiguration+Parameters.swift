import Stage

extension HoneycombConfiguration {
    /// The scene parameters' names (what `set` events and the preview page use).
    public enum Name {
        /// `springResponse`, seconds, 0.1…2.
        public static let springResponse = "springResponse"
        /// `springDampingFraction`, 0.1…1.5.
        public static let springDampingFraction = "springDampingFraction"
        /// `pressDuration`, seconds, 0.05…2.
        public static let pressDuration = "pressDuration"
        /// `progressDuration`, seconds, 0.05…2.
        public static let progressDuration = "progressDuration"
        /// `fishEye`, a switch.
        public static let fishEye = "fishEye"
    }

    /// The scene's parameters: §14's animation values and the fish-eye switch, each defaulting to
    /// the spec's value.
    public static let parameters: [Parameter] = {
        let d = HoneycombConfiguration()
        return [
            .number(Name.springResponse, default: d.springResponse, in: 0.1...2, step: 0.05,
                    summary: "Settle, centring and insertion spring: response (s)"),
            .number(Name.springDampingFraction, default: d.springDampingFraction, in: 0.1...1.5, step: 0.025,
                    summary: "Settle, centring and insertion spring: damping fraction"),
            .number(Name.pressDuration, default: d.pressDuration, in: 0.05...2, step: 0.05,
                    summary: "Press dimming and shrinking, ease-in-out (s)"),
            .number(Name.progressDuration, default: d.progressDuration, in: 0.05...2, step: 0.05,
                    summary: "Progress bar, ease-in-out (s)"),
            .toggle(Name.fishEye, default: d.fishEye, summary: "Shrink and pull in bubbles near the grid's border"),
        ]
    }()
}
