/// The constants of seating.md §3. Lengths are chart units (one unit is one canvas point before
/// the chart transform), angles radians, times seconds.
public enum SeatingConstants {
    /// `N`: the number of sectors (rings).
    public static let ringCount = 4
    /// `RATIO`: width : height of the outer sector.
    public static let ratio = 1.3
    /// `Z0`: the resting zoom, also the "zoomed" threshold (`zoomed ⇔ zoom > Z0`).
    public static let restingZoom = 1.25
    /// `Z_SEL`: the zoom after selecting a tribune.
    public static let selectionZoom = 25.0
    /// `Z_MIN`: the smallest zoom (§12, W11).
    public static let minimumZoom = 0.5
    /// `Z_MAX`: the largest zoom (§12, W11).
    public static let maximumZoom = 60.0
    /// `ROT0`: the initial rotation, π/2 (a quarter turn clockwise on screen).
    public static let initialRotation = Double.pi / 2
    /// `APPEAR_T`: the appearance trim, seconds (ease-in-out).
    public static let appearDuration = 1.0
    /// `SHIFT_T`: the anchor-shift step of a linked pair, seconds (ease-in-out).
    public static let shiftDuration = 0.3
    /// `ZOOM_T`: the zoom step of a linked pair, seconds (ease-in-out).
    public static let zoomDuration = 0.7
    /// `DEFAULT_T`: the platform's default animation (ease-in-out) for seat toggles and chrome.
    public static let defaultDuration = 0.35
    /// `TW_RATIO`: the base tribune length `w0 = d · 1/3`.
    public static let tribuneLengthRatio = 1.0 / 3
    /// `TH_RATIO`: the tribune depth `h = d · 1/4.5`.
    public static let tribuneDepthRatio = 1 / 4.5
    /// `ARC_SLACK`: an arc tribune budgets 1.2 × its length (20 % for gaps).
    public static let arcSlack = 1.2
    /// `SEAT_RATIO`: the seat cell side `σ = 0.1 · h`.
    public static let seatRatio = 0.1
    /// `SEAT_SLACK`: an arc seat budgets 1.1 × σ of arc.
    public static let seatSlack = 1.1
    /// `K`: the reach of a continuous corner along each edge, in radii (§4.2).
    public static let cornerReach = 1.52866483
    /// `TAP_SLOP`: movement (canvas points) below which a press is a tap.
    public static let tapSlop = 10.0
    /// ε, added before every `floor` of a quotient (§12, W6).
    public static let epsilon = 1e-9

    /// `floor(q + ε)`: a count from a quotient that float error may leave just below a whole
    /// number (§12, W6). Non-finite or negative quotients count as 0.
    static func count(_ quotient: Double) -> Int {
        let q = quotient + epsilon
        guard q.isFinite, q >= 1 else { return 0 }
        return Int(q.rounded(.down))
    }
}
