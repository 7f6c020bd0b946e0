import Curves
import Stage

extension PullToRefreshConfiguration {
    /// The scene parameters: the refresh duration and the constants of B.2 worth playing with,
    /// each defaulting to the book's value. Declared once here, read typed by `init(_:)`.
    public enum Key {
        private static let d = PullToRefreshConfiguration()

        /// `refreshDuration`, seconds, 0…30.
        public static let refreshDuration = ParameterKey.number(
            "refreshDuration", default: d.refreshDuration, in: 0...30, step: 0.5,
            summary: "How long the simulated refresh runs (s)")
        /// `maxOffset`, points, 40…200.
        public static let maxOffset = ParameterKey.number(
            "maxOffset", default: d.maxOffset, in: 40...200, step: 1,
            summary: "Pull needed to refresh, and how far the list drops (points)")
        /// `ballSize`, points, 20…80.
        public static let ballSize = ParameterKey.number(
            "ballSize", default: d.ballSize, in: 20...80, step: 1, summary: "Ball diameter (points)")
        /// `ballSpacing`, points, 0…30.
        public static let ballSpacing = ParameterKey.number(
            "ballSpacing", default: d.ballSpacing, in: 0...30, step: 1,
            summary: "Gap between the ball's centre and the list's top (points)")
        /// `jumpDuration`, seconds, 0.1…1.5.
        public static let jumpDuration = ParameterKey.number(
            "jumpDuration", default: d.jumpDuration, in: 0.1...1.5, step: 0.05,
            summary: "One fall or one rise of the bouncing ball (s)")
        /// `squashScale`, 0.5…1.
        public static let squashScale = ParameterKey.number(
            "squashScale", default: d.squashScale, in: 0.5...1, step: 0.01,
            summary: "Vertical squash at the bottom of a bounce")
        /// `returnDuration` (`timeForTheBallToReturn`), seconds, 0.05…2.
        public static let returnDuration = ParameterKey.number(
            "returnDuration", default: d.returnDuration, in: 0.05...2, step: 0.05,
            summary: "Ball's return to the top after the refresh (s)")
        /// `rollOutDuration` (`timeForTheBallToRollOut`), seconds, 0.2…3.
        public static let rollOutDuration = ParameterKey.number(
            "rollOutDuration", default: d.rollOutDuration, in: 0.2...3, step: 0.1, summary: "Roll-out to the right (s)")
        /// `rollInCurve`, a cubic Bézier (control y −2…2).
        public static let rollInCurve = ParameterKey.timingCurve(
            "rollInCurve", default: d.rollInCurve, y: -2...2, summary: "Roll-in timing curve")
        /// `rollInDuration`, seconds, 0.1…3.
        public static let rollInDuration = ParameterKey.number(
            "rollInDuration", default: d.rollInDuration, in: 0.1...3, step: 0.05, summary: "Roll-in curve duration (s)")
        /// `listSpring`, the book's physical spring m = 1, k = 80, c = 4.
        public static let listSpring = ParameterKey.spring(
            "listSpring", default: .physical(mass: 1, stiffness: 80, damping: 4), summary: "List drop spring")
        /// `listEaseDuration`, seconds, 0.05…2.
        public static let listEaseDuration = ParameterKey.number(
            "listEaseDuration", default: d.listEaseDuration, in: 0.05...2, step: 0.05,
            summary: "List's ease back up (s)")
        /// `rubberBandConstant`, 0.1…1.
        public static let rubberBandConstant = ParameterKey.number(
            "rubberBandConstant", default: d.rubberBandConstant, in: 0.1...1, step: 0.05,
            summary: "Rubber-band resistance constant")
        /// `releaseResponse`, seconds, 0.1…2.
        public static let releaseResponse = ParameterKey.number(
            "releaseResponse", default: d.releaseResponse, in: 0.1...2, step: 0.05,
            summary: "Spring back after letting go: response (s), critically damped")
        /// `softShadows`, a switch.
        public static let softShadows = ParameterKey.toggle(
            "softShadows", default: d.softShadows, summary: "Soft shadows (radial fade) instead of flat ellipses")
        /// `year`, 1970…2100.
        public static let year = ParameterKey.integer(
            "year", default: d.year, in: 1970...2100, summary: "Year of the events' dates")
        /// `month`, 1…12.
        public static let month = ParameterKey.integer(
            "month", default: d.month, in: 1...12, summary: "Month of the events' dates")
    }

    /// The scene's parameters, in the order the page shows them.
    public static let parameters: [Parameter] = [
        Key.refreshDuration.parameter,
        Key.maxOffset.parameter,
        Key.ballSize.parameter,
        Key.ballSpacing.parameter,
        Key.jumpDuration.parameter,
        Key.squashScale.parameter,
        Key.returnDuration.parameter,
        Key.rollOutDuration.parameter,
        Key.rollInCurve.parameter,
        Key.rollInDuration.parameter,
        Key.listSpring.parameter,
        Key.listEaseDuration.parameter,
        Key.rubberBandConstant.parameter,
        Key.releaseResponse.parameter,
        Key.softShadows.parameter,
        Key.year.parameter,
        Key.month.parameter,
    ]
}
