import Curves
import Drawing
import Geometry
import Stage

/// The animation-compare playground (pull-to-refresh.md Part C, the book's chapter 1): rows of
/// animations that run the same change side by side, and a red square shown and hidden with a
/// chosen transition.
///
/// - Animations tab: "Animate!" toggles the shared `location` (0 ↔ 1); every row animates it with
///   its own animation — curve or spring, then `delay`, then `speed(slow ? 0.25 : 1)` — and draws
///   a gear turning by 360°·location and a star moving by 0.8·w·location. Pressing again
///   mid-flight retargets as SwiftUI does (response springs merge; the others combine). Tap a row
///   to edit it (type, steppers, a "Tap to Preview" track); "×" deletes it; "Add Animation" adds a
///   linear row; the toggle row switches slow motion. The wheel or a drag scrolls the list.
/// - Transitions tab: "Hide/Show the Square" toggles `showSquare` under easeInOut 0.35 s (no
///   animation for Instant); the picker above the tab bar chooses the transition; the Custom
///   preset's two editors are the scene's parameters.
/// - Actions: `animate`, `add-row`, `remove-row` (the last), `demo-set` (one row of each type),
///   `toggle-slow`, `animations-tab`, `transitions-tab`, `toggle-square`, `next-transition`,
///   `previous-transition`.
/// - Drawing: `background`, `title`, `animate`, `slow/label`, `slow/switch`,
///   `row/<id>/description`, `row/<id>/gear`, `row/<id>/star`, `row/<id>/delete`, `add`,
///   `editor/…`, `square/button`, `square`, `preset`, `tabbar`, `tab/animations`,
///   `tab/transitions`.
/// - State: see `state(at:)`.
public struct PlaygroundScene: Scene {
    /// Id `animation-compare`, 390 × 844, event-driven (no ticks).
    public static let info = SceneInfo(
        id: "animation-compare", title: "Animation compare",
        summary: "Rows of animations running the same change side by side, and a square's transitions.",
        actions: [
            SceneAction("animate", summary: "Press \"Animate!\": toggle the shared location"),
            SceneAction("add-row", summary: "Add a linear row"),
            SceneAction("remove-row", summary: "Delete the last row"),
            SceneAction("demo-set", summary: "Add one row of each type"),
            SceneAction("toggle-slow", summary: "Slow motion (¼ speed) on or off"),
            SceneAction("animations-tab", summary: "Show the animations tab"),
            SceneAction("transitions-tab", summary: "Show the transitions tab"),
            SceneAction("toggle-square", summary: "Hide or show the square"),
            SceneAction("next-transition", summary: "The next transition preset"),
            SceneAction("previous-transition", summary: "The previous transition preset"),
        ],
        parameters: CustomTransition.parameters)

    /// The default animation of the transitions tab: easeInOut over 0.35 s.
    static let squareAnimation = Animation.easeInOut(duration: 0.35)

    /// The element the transitions tab inserts and removes.
    struct Square: Identifiable, Sendable {
        /// Always 0: there is one square.
        var id: Int { 0 }
    }

    /// The layout for the viewport.
    var layout: PlaygroundLayout
    /// The visible tab.
    var tab = PlaygroundTab.animations
    /// Slow motion (¼ speed).
    var slow = false
    /// The shared location's model value, 0 or 1.
    var location = 0.0
    /// The rows.
    var rows: [AnimationRow] = []
    /// The id the next row gets.
    var nextRowID = 0
    /// The list's scroll offset, ≤ 0.
    var scroll = 0.0
    /// The scroll offset when the current drag began.
    var scrollAtDragStart = 0.0
    /// The row being edited, by id.
    var editing: Int?
    /// The editor's local location ("Tap to Preview"), 0 or 1 as a model value.
    @Animated var previewLocation = 0.0
    /// Whether the square is shown.
    var showSquare = true
    /// The chosen transition preset.
    var preset = TransitionPreset.instant
    /// The Custom preset's editors.
    var custom: CustomTransition
    /// The square, present or leaving.
    var squares: TransitionGroup<Square>
    /// Taps on buttons and rows.
    var tap = TapGesture()
    /// Drags that scroll the list.
    var drag = DragGesture()
    /// The gear and star.
    let artwork = TrackArtwork()

    /// The scene at t = 0: the animations tab with no rows, the square shown.
    public init(_ context: SceneContext) {
        layout = PlaygroundLayout(viewport: context.viewport)
        custom = CustomTransition(context.parameters)
        squares = TransitionGroup([Square()], transition: .opacity)
    }

    /// The index of the row with `id`.
    func rowIndex(_ id: Int) -> Int? { rows.firstIndex { $0.id == id } }
}
