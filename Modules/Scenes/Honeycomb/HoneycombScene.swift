import Curves
import Drawing
import Geometry
import Stage

/// The honeycomb topic picker (honeycomb.md, the book's chapter 10): fourteen round topic
/// bubbles on a spiral hex grid. Drag the grid anywhere in its region; on release it coasts by
/// the predicted end translation × 1.25, clamped to a square, and settles with a spring. Tap a
/// bubble to select or deselect it (purple ↔ green) and centre it; the first selection of a main
/// topic adds three subtopic bubbles nearby. A press darkens the bubble and shrinks it and its
/// neighbours; bubbles near the region's border shrink and pull inwards (the fish-eye).
///
/// The scene changes only at its events (no ticks); drawing samples every animation at the
/// frame's time. Points (CSS pixels), origin top-left, y down; seconds on the scene clock.
///
/// - Input: one pointer at a time, pressed inside the grid region (§8.1). Other input is
///   ignored.
/// - Action `reset`: back to the initial grid, nothing selected.
/// - Parameters: `HoneycombConfiguration.parameters` (§14's animations, the fish-eye switch).
/// - Drawing: `background`, `header` (first header line), `bubble/<topic>` (each bubble's disc;
///   its overlay and label follow unnamed), `status`, `progress/track`, `progress/fill`.
/// - State: see `state(at:)`.
public struct HoneycombScene: Scene {
    /// Id `honeycomb`, 390 × 844, no ticks, action `reset`.
    public static let info = SceneInfo(
        id: "honeycomb", title: "Honeycomb topic picker",
        summary: "Drag and fling a honeycomb of topic bubbles; tap to pick topics, which centre and grow subtopics.",
        actions: [SceneAction("reset", summary: "Back to the initial grid with nothing selected")],
        parameters: HoneycombConfiguration.parameters)

    /// The header's text [book].
    static let headerText = "Pick 5 or more topics you're most interested in:"
    /// The header's font: 15 points.
    static let headerFont = Font(size: 15)
    /// The header's line height when it wraps, points (a decision).
    static let headerLineHeight = 20.0
    /// The status line's font: 17 points.
    static let statusFont = Font(size: 17)
    /// How far (points) the pointer must move before a press becomes a drag, and the most it
    /// may move for a tap (§8.1).
    static let slop = 10.0
    /// Pointer coordinates are clamped to ±10⁶ points, so absurd positions stay finite through
    /// the pipeline (a decision for the bad input).
    static let coordinateLimit = 1e6

    /// The animation constants.
    var configuration: HoneycombConfiguration
    /// The screen layout for the viewport.
    var layout: ScreenLayout
    /// The header's lines for the viewport width.
    var header: [TextRun]
    /// The bubbles in draw order: the spiral, then subtopics as they are added.
    var bubbles: [Bubble]
    /// The selected topics.
    var selected: Set<String> = []
    /// The grid's resting offset from C, animated (model = where it settles), points.
    @Animated var dragOffset = Vector.zero
    /// The live drag translation, points; zero when no drag is active.
    var translation = Vector.zero
    /// The touched bubble's index in `bubbles` (§11), nil when none.
    var touched: Int?
    /// The drag recogniser: begins after 10 points, velocity and prediction by §8.3.
    var drag = DragGesture(minimumDistance: slop)
    /// The pointer being followed, nil when none is down.
    var pointer: PointerID?
    /// Where that pointer went down.
    var downLocation = Point.zero
    /// `dragOffset`'s model value when that pointer went down (after the catch): the release's
    /// `start`.
    var dragStart = Vector.zero
    /// The drag's latest velocity estimate, points per second (zero when no drag is active).
    var pointerVelocity = Vector.zero
    /// The last release's fling, kept until the next one (nil before the first): what the
    /// inspector and tests need to explain where the grid went.
    var lastFling: FlingRecord?
    /// The progress bar's fraction, animated.
    @Animated var progressFraction = 0.0
    /// The progress bar's tint, animated component-wise in sRGB.
    @Animated var progressTint = Palette.unselected

    /// The scene at t = 0: the fourteen topics on the spiral, nothing selected, offset zero.
    public init(_ context: SceneContext) {
        configuration = HoneycombConfiguration(context.parameters)
        layout = ScreenLayout(viewport: context.viewport)
        header = Self.headerLines(for: layout)
        bubbles = Topics.initialCells.map { Bubble(cell: $0) }
    }

    /// The cells in draw order.
    var cells: [HexCell] { bubbles.map(\.cell) }

    /// The clamp half-side m (§8.2): 0.7 × the last cell's centre distance, points.
    var clamp: Double { FlingRelease.clamp(for: cells) }

    /// The header's text wrapped to W − 32, one centred run per line, the block centred on
    /// (W/2, 28).
    static func headerLines(for layout: ScreenLayout) -> [TextRun] {
        let lines = headerFont.lines(wrapping: headerText, maxWidth: layout.headerWidth)
        let centre = layout.headerCentre
        let top = centre.y - Double(lines.count - 1) / 2 * headerLineHeight
        return lines.enumerated().map { i, line in
            TextRun(line, at: Point(x: centre.x, y: top + Double(i) * headerLineHeight), font: headerFont,
                    paint: .color(Palette.text), alignment: .center, baseline: .middle)
        }
    }
}
