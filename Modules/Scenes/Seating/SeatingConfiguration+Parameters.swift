import Stage

extension SeatingConfiguration {
    /// The scene parameters' names (what `set` events and the preview page use).
    public enum Name {
        /// `appearDuration`, seconds, 0…5.
        public static let appearDuration = "appearDuration"
        /// `shiftDuration`, seconds, 0…3.
        public static let shiftDuration = "shiftDuration"
        /// `zoomDuration`, seconds, 0…5.
        public static let zoomDuration = "zoomDuration"
        /// `defaultDuration`, seconds, 0…3.
        public static let defaultDuration = "defaultDuration"
        /// `selectionZoom`, 2…60.
        public static let selectionZoom = "selectionZoom"
        /// `nameEveryTribune`, a switch.
        public static let nameEveryTribune = "nameEveryTribune"
        /// `teamName`, one of a few names.
        public static let teamName = "teamName"
    }

    /// The scene's parameters: the animation durations and the selection zoom of §3, each
    /// defaulting to the spec, the per-tribune operation switch and the header's team name.
    public static let parameters: [Parameter] = {
        let d = SeatingConfiguration()
        return [
            .number(Name.appearDuration, default: d.appearDuration, in: 0...5, step: 0.05,
                    summary: "Stadium draw-in when the scene appears (s)"),
            .number(Name.shiftDuration, default: d.shiftDuration, in: 0...3, step: 0.05,
                    summary: "Glide to the tapped point, first step of a selection (s)"),
            .number(Name.zoomDuration, default: d.zoomDuration, in: 0...5, step: 0.05,
                    summary: "Zoom and seat draw-in, second step of a selection (s)"),
            .number(Name.defaultDuration, default: d.defaultDuration, in: 0...3, step: 0.05,
                    summary: "Seat colour changes and chrome transitions (s)"),
            .number(Name.selectionZoom, default: d.selectionZoom, in: 2...60, step: 1,
                    summary: "Zoom after tapping a tribune"),
            .toggle(Name.nameEveryTribune, default: d.nameEveryTribune,
                    summary: "Draw every tribune as its own named operation (inspection; larger frames)"),
            .choice(Name.teamName, default: d.teamName, options: ["Home Team", "Away Team", "SportFan FC"],
                    summary: "Team name in the header"),
        ]
    }()
}
