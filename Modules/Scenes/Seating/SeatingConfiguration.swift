import Curves
import Stage

/// The tunable values of the scene, each defaulting to seating.md §3 (durations in seconds).
public struct SeatingConfiguration: Hashable, Sendable {
    /// `APPEAR_T`: the appearance trim, s.
    public var appearDuration = SeatingConstants.appearDuration
    /// `SHIFT_T`: the anchor-shift step of a linked pair, s.
    public var shiftDuration = SeatingConstants.shiftDuration
    /// `ZOOM_T`: the zoom step of a linked pair, s.
    public var zoomDuration = SeatingConstants.zoomDuration
    /// `DEFAULT_T`: seat toggles and chrome transitions, s.
    public var defaultDuration = SeatingConstants.defaultDuration
    /// `Z_SEL`: the zoom after selecting a tribune.
    public var selectionZoom = SeatingConstants.selectionZoom
    /// Whether every tribune is drawn as its own named fill and stroke (`tribune/<id>`), for
    /// inspection. Off by default: settled blue tribunes are then drawn as one fill and one
    /// stroke (`tribunes`), which keeps warm frames small (§15 of the issue: ≤ 2 KB).
    public var nameEveryTribune = false
    /// The team name in the header.
    public var teamName = "Home Team"

    /// The defaults.
    public init() {}

    /// The values in `parameters` (defaults for any that are missing).
    public init(_ parameters: ParameterValues) {
        appearDuration = parameters[Key.appearDuration]
        shiftDuration = parameters[Key.shiftDuration]
        zoomDuration = parameters[Key.zoomDuration]
        defaultDuration = parameters[Key.defaultDuration]
        selectionZoom = parameters[Key.selectionZoom]
        nameEveryTribune = parameters[Key.nameEveryTribune]
        teamName = parameters[Key.teamName]
    }

    /// Ease-in-out (`cubic-bezier(0.42, 0, 0.58, 1)`) over `duration` seconds; nil for 0 (a jump).
    static func easeInOut(_ duration: Double) -> Animation? {
        duration > 0 ? .easeInOut(duration: duration) : nil
    }
}
