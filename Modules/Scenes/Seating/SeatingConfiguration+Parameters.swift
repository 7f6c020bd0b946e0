import Stage

extension SeatingConfiguration {
    /// The scene parameters (what `set` events and the preview page use), each defaulting to
    /// seating.md §3: declared once here, read typed by `init(_:)`.
    public enum Key {
        private static let d = SeatingConfiguration()

        /// `appearDuration`, seconds, 0…5.
        public static let appearDuration = ParameterKey.number(
            "appearDuration", default: d.appearDuration, in: 0...5, step: 0.05,
            summary: "Stadium draw-in when the scene appears (s)")
        /// `shiftDuration`, seconds, 0…3.
        public static let shiftDuration = ParameterKey.number(
            "shiftDuration", default: d.shiftDuration, in: 0...3, step: 0.05,
            summary: "Glide to the tapped point, first step of a selection (s)")
        /// `zoomDuration`, seconds, 0…5.
        public static let zoomDuration = ParameterKey.number(
            "zoomDuration", default: d.zoomDuration, in: 0...5, step: 0.05,
            summary: "Zoom and seat draw-in, second step of a selection (s)")
        /// `defaultDuration`, seconds, 0…3.
        public static let defaultDuration = ParameterKey.number(
            "defaultDuration", default: d.defaultDuration, in: 0...3, step: 0.05,
            summary: "Seat colour changes and chrome transitions (s)")
        /// `selectionZoom`, 2…60.
        public static let selectionZoom = ParameterKey.number(
            "selectionZoom", default: d.selectionZoom, in: 2...60, step: 1, summary: "Zoom after tapping a tribune")
        /// `nameEveryTribune`, a switch.
        public static let nameEveryTribune = ParameterKey.toggle(
            "nameEveryTribune", default: d.nameEveryTribune,
            summary: "Draw every tribune as its own named operation (inspection; larger frames)")
        /// `teamName`, one of a few names.
        public static let teamName = ParameterKey.choice(
            "teamName", default: d.teamName, options: ["Home Team", "Away Team", "SportFan FC"],
            summary: "Team name in the header")
    }

    /// The scene's parameters: the animation durations and the selection zoom of §3, each
    /// defaulting to the spec, the per-tribune operation switch and the header's team name.
    public static let parameters: [Parameter] = [
        Key.appearDuration.parameter,
        Key.shiftDuration.parameter,
        Key.zoomDuration.parameter,
        Key.defaultDuration.parameter,
        Key.selectionZoom.parameter,
        Key.nameEveryTribune.parameter,
        Key.teamName.parameter,
    ]
}
