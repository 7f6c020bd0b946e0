import Curves
import Drawing
import Geometry
import Stage

/// The stadium seating chart (seating.md, the book's chapters 4 and 5): an orange screen with a
/// stadium seen from above — four sector outlines, a green field and 240 blue tribunes — that
/// draws itself in, shown a quarter turn clockwise at 1.25×. Tap a tribune to glide and zoom
/// into it (25×) and watch its seats draw in; tap seats to choose them (the badge counts them);
/// pan, pinch and rotate at any time; zoom out; buy.
///
/// Coordinates: canvas points (origin top-left, y down) for input and chrome; chart-local
/// units for the stadium (§2.1: the chart box of side `L = min(vw, vh) / 1.25`, centred), mapped
/// to the canvas by the chart transform (§2.3). Angles in radians, positive clockwise on screen;
/// times in seconds on the scene clock.
///
/// - Input (§10): a tap (< 10 points of movement) selects a tribune, toggles a seat or zooms
///   out; one pointer pans (from 10 points); two pointers pinch and rotate together; a wheel
///   zooms (plain or with Control), Shift + wheel rotates, Option + drag rotates. Presses on the
///   Buy and zoom-out buttons and the dialog belong to them.
/// - Actions: `zoom-out`, `buy`, `ok` (dismisses the dialog).
/// - Parameters: `SeatingConfiguration.parameters`.
/// - Drawing: `background`, `field`, `sectors`, `tribunes` (the settled blue tribunes as one
///   fill and one stroke) and `tribune/<id>` (each tribune drawn on its own: while appearing,
///   selected or changing colour, or every one with `nameEveryTribune`), `seat/<id>` (fill and
///   stroke of each seat of the selected tribune), then the chrome: `header/title`,
///   `header/date`, `header/cart`, `header/badge`, `header/count`, `buy`, `buy/label`,
///   `zoom-out`, `zoom-out/glyph`, `dialog/scrim`, `dialog/card`, `dialog/title`,
///   `dialog/message`, `dialog/ok`.
/// - State: see `state(at:)`.
public struct SeatingScene: Scene {
    /// Id `seating`, 900 × 900 (the spec's reference configuration), actions `zoom-out`, `buy`
    /// and `ok`.
    public static let info = SceneInfo(
        id: "seating", title: "Stadium seating chart",
        summary: "Pan, pinch and rotate a stadium; tap a tribune to zoom in and pick seats.",
        viewport: Size(width: 900, height: 900),
        actions: [
            SceneAction(Action.zoomOut, summary: "The zoom-out button: back to the overview"),
            SceneAction(Action.buy, summary: "Buy Tickets: confirm the chosen seats"),
            SceneAction(Action.ok, summary: "OK: dismiss the purchase dialog"),
        ],
        parameters: SeatingConfiguration.parameters)

    /// The action names.
    public enum Action {
        /// Presses the zoom-out button (works even while it is hidden, like a keyboard shortcut).
        public static let zoomOut = "zoom-out"
        /// Presses Buy Tickets.
        public static let buy = "buy"
        /// Presses OK in the purchase dialog.
        public static let ok = "ok"
    }

    /// The tunable values.
    var configuration: SeatingConfiguration
    /// The viewport, canvas points.
    var viewport: Size
    /// The chart box on the canvas (§2.1).
    var chartBox: Rect
    /// The stadium for the chart side.
    var layout: StadiumLayout
    /// The seat glyph for the chart side.
    var glyph: SeatGlyph
    /// Seats of the tribunes that needed them so far (selection, hit tests), by tribune (§5.5).
    var seatCache: [TribuneID: [Seat]] = [:]
    /// The selected tribune's seats placed in chart space with their operation names, in seat
    /// order (drawn untrimmed).
    var selectedSeatArt: [SeatArt] = []
    /// The settled tribunes drawn as one fill and one stroke.
    var tribuneBatch = TribuneBatch()

    /// `appear`: the stadium's draw-in fraction (§9.2).
    @Animated var appear = 0.0
    /// `seatsTrim`: the selected tribune's seats' draw-in fraction.
    @Animated var seatsTrim = 0.0
    /// `selectedTribune`.
    var selectedTribune: TribuneID?
    /// `chosenSeats`; `ticketCount` is its size (W7).
    var chosenSeats: Set<SeatID> = []
    /// `zoom`: the committed zoom.
    @Animated var zoom = SeatingConstants.restingZoom
    /// `pinch`: the live pinch factor, 1 when not pinching.
    var pinch = 1.0
    /// `rotation`: the committed rotation, radians; never animated.
    var rotation = SeatingConstants.initialRotation
    /// `liveRot`: the live rotation of a gesture, radians.
    var liveRotation = 0.0
    /// `anchor`: the zoom and rotation pivot as a unit point of the chart box.
    @Animated var anchor = UnitPoint.center
    /// `offset`: the committed pan, canvas points.
    @Animated var offset = Vector.zero
    /// `drag`: the live pan, canvas points.
    var drag = Vector.zero
    /// `zoomed`.
    var zoomed = false
    /// `dialogShown`.
    var dialogShown = false
    /// Fill colours of tribunes that have left the resting blue (selected, or fading back).
    var tribuneFills: [TribuneID: Animated<Color>] = [:]
    /// Fill colours of seats whose colour is changing or recently changed.
    var seatFills: [SeatID: Animated<Color>] = [:]
    /// `headerShown`: 1 shown, 0 slid up out of view.
    @Animated var headerShown = 1.0
    /// The zoom-out button's presence, 0…1 (it fades and scales in; Buy narrows with it).
    @Animated var zoomOutShown = 0.0
    /// The linked pair's step that has not started yet.
    var pending: PendingStep?
    /// The pointer recognisers and captured presses.
    var input = ChartInput()
    /// The game the chart is for (header title, date and band colour), nil for the stand-alone
    /// chart (the `teamName` parameter and a fixed date, no band).
    var event: SeatingEvent?
    /// Whether the chart was pushed on a navigation stack (`Navigation.isPresented` when it was
    /// made): the header shows a back chevron that dismisses it.
    var presented = false
    /// How many purchases were confirmed (OK in the purchase dialog).
    public internal(set) var purchases = 0

    /// The scene at t = 0: at rest, the stadium drawing itself in over `appearDuration`.
    public init(_ context: SceneContext) {
        configuration = SeatingConfiguration(context.parameters)
        viewport = context.viewport
        chartBox = ChartTransform.chartBox(viewport: context.viewport)
        layout = StadiumLayout(side: chartBox.width)
        glyph = SeatGlyph(cellSide: SeatLayout.cellSide(side: chartBox.width))
        tribuneBatch = TribuneBatch(layout: layout, excluding: [], enabled: !configuration.nameEveryTribune)
        withAnimation(SeatingConfiguration.easeInOut(configuration.appearDuration)) { appear = 1 }
        presented = Navigation.isPresented
    }

    /// The chart for `event`: its header names the game's team and date on a band of the sport's
    /// colour; otherwise as `init(_:)`.
    ///
    /// - Parameters:
    ///   - context: The session's context.
    ///   - event: The game.
    public init(_ context: SceneContext, event: SeatingEvent) {
        self.init(context)
        self.event = event
    }

    // MARK: The pure functions of §8

    /// The stadium for a chart of side `chartSide` (§4): sectors, field, the 240 tribunes.
    public static func layout(chartSide: Double) -> StadiumLayout { StadiumLayout(side: chartSide) }

    /// The seats of tribune `id` for a chart of side `chartSide` (§5), in seat order; empty for
    /// an id the layout does not have.
    public static func seats(of id: TribuneID, chartSide: Double) -> [Seat] {
        let layout = StadiumLayout(side: chartSide)
        guard let tribune = layout.tribune(id) else { return [] }
        return SeatLayout.seats(of: tribune, cellSide: SeatLayout.cellSide(side: chartSide))
    }

    /// The chart side L, chart units.
    var chartSide: Double { chartBox.width }

    /// `ticketCount`, derived from the chosen seats (W7).
    public var ticketCount: Int { chosenSeats.count }
}
