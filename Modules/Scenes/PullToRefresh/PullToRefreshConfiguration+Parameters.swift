import Stage

extension PullToRefreshConfiguration {
    /// The scene parameters' names (what `set` events and the preview page use).
    public enum Name {
        /// `refreshDuration`, seconds, 0…30.
        public static let refreshDuration = "refreshDuration"
        /// `maxOffset`, points, 40…200.
        public static let maxOffset = "maxOffset"
        /// `ballSize`, points, 20…80.
        public static let ballSize = "ballSize"
        /// `ballSpacing`, points, 0…30.
        public static let ballSpacing = "ballSpacing"
        /// `jumpDuration`, seconds, 0.1…1.5.
        public static let jumpDuration = "jumpDuration"
        /// `returnDuration` (`timeForTheBallToReturn`), seconds, 0.05…2.
        public static let returnDuration = "returnDuration"
        /// `rollOutDuration` (`timeForTheBallToRollOut`), seconds, 0.2…3.
        public static let rollOutDuration = "rollOutDuration"
        /// `squashScale`, 0.5…1.
        public static let squashScale = "squashScale"
        /// The roll-in curve's control points, x in 0…1, y in −2…2.
        public static let rollInX1 = "rollInX1", rollInY1 = "rollInY1", rollInX2 = "rollInX2", rollInY2 = "rollInY2"
        /// `rollInDuration`, seconds, 0.1…3.
        public static let rollInDuration = "rollInDuration"
        /// `listStiffness`, 10…400.
        public static let listStiffness = "listStiffness"
        /// `listDamping`, 0.5…40.
        public static let listDamping = "listDamping"
        /// `listEaseDuration`, seconds, 0.05…2.
        public static let listEaseDuration = "listEaseDuration"
        /// `rubberBandConstant`, 0.1…1.
        public static let rubberBandConstant = "rubberBandConstant"
        /// `releaseResponse`, seconds, 0.1…2.
        public static let releaseResponse = "releaseResponse"
        /// `softShadows`, a switch.
        public static let softShadows = "softShadows"
        /// `year`, 1970…2100.
        public static let year = "year"
        /// `month`, 1…12.
        public static let month = "month"
    }

    /// The scene's parameters: the refresh duration and the constants of B.2 worth playing with,
    /// each defaulting to the book's value.
    public static let parameters: [Parameter] = {
        let d = PullToRefreshConfiguration()
        return [
            .number(Name.refreshDuration, default: d.refreshDuration, in: 0...30, step: 0.5,
                    summary: "How long the simulated refresh runs (s)"),
            .number(Name.maxOffset, default: d.maxOffset, in: 40...200, step: 1,
                    summary: "Pull needed to refresh, and how far the list drops (points)"),
            .number(Name.ballSize, default: d.ballSize, in: 20...80, step: 1, summary: "Ball diameter (points)"),
            .number(Name.ballSpacing, default: d.ballSpacing, in: 0...30, step: 1,
                    summary: "Gap between the ball's centre and the list's top (points)"),
            .number(Name.jumpDuration, default: d.jumpDuration, in: 0.1...1.5, step: 0.05,
                    summary: "One fall or one rise of the bouncing ball (s)"),
            .number(Name.squashScale, default: d.squashScale, in: 0.5...1, step: 0.01,
                    summary: "Vertical squash at the bottom of a bounce"),
            .number(Name.returnDuration, default: d.returnDuration, in: 0.05...2, step: 0.05,
                    summary: "Ball's return to the top after the refresh (s)"),
            .number(Name.rollOutDuration, default: d.rollOutDuration, in: 0.2...3, step: 0.1,
                    summary: "Roll-out to the right (s)"),
            .number(Name.rollInX1, default: d.rollInControl1.x, in: 0...1, step: 0.01, summary: "Roll-in curve: x1"),
            .number(Name.rollInY1, default: d.rollInControl1.y, in: -2...2, step: 0.01, summary: "Roll-in curve: y1"),
            .number(Name.rollInX2, default: d.rollInControl2.x, in: 0...1, step: 0.01, summary: "Roll-in curve: x2"),
            .number(Name.rollInY2, default: d.rollInControl2.y, in: -2...2, step: 0.01, summary: "Roll-in curve: y2"),
            .number(Name.rollInDuration, default: d.rollInDuration, in: 0.1...3, step: 0.05,
                    summary: "Roll-in curve duration (s)"),
            .number(Name.listStiffness, default: d.listStiffness, in: 10...400, step: 1,
                    summary: "List drop spring: stiffness (mass 1)"),
            .number(Name.listDamping, default: d.listDamping, in: 0.5...40, step: 0.5,
                    summary: "List drop spring: damping"),
            .number(Name.listEaseDuration, default: d.listEaseDuration, in: 0.05...2, step: 0.05,
                    summary: "List's ease back up (s)"),
            .number(Name.rubberBandConstant, default: d.rubberBandConstant, in: 0.1...1, step: 0.05,
                    summary: "Rubber-band resistance constant"),
            .number(Name.releaseResponse, default: d.releaseResponse, in: 0.1...2, step: 0.05,
                    summary: "Spring back after letting go: response (s), critically damped"),
            .toggle(Name.softShadows, default: d.softShadows,
                    summary: "Soft shadows (radial fade) instead of flat ellipses"),
            .integer(Name.year, default: d.year, in: 1970...2100, summary: "Year of the events' dates"),
            .integer(Name.month, default: d.month, in: 1...12, summary: "Month of the events' dates"),
        ]
    }()
}
